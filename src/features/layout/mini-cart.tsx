/**
 * The header's mini cart (spec §2 "Main layout"): how many items the cart holds and its total; a
 * click goes to the cart unless a checkout is in progress (projections/layout/selectors.ts). A real link, so it
 * works with the keyboard and a middle click.
 */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { miniCart, miniCartTarget } from '../../../projections/layout/selectors';
import { useDispatch, useServices } from '../../app/services';
import { sameValue } from '../../../projections/shared/same-value';
import { useAppSelector } from '../../app/use-app-selector';
import { formatPrice } from '../../i18n/format';
import { routePath } from '../../../events/route-table';

export function MiniCart() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { locale, languagePrefix } = useServices();
  const view = useAppSelector(miniCart, sameValue);
  const target = useAppSelector(miniCartTarget);
  if (!view) return null;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (target !== null) dispatch('nav/requested', { to: target });
  };
  return (
    <a
      className="mini-cart"
      href={`${languagePrefix}${routePath('checkout')}`}
      onClick={onClick}
      aria-disabled={target === null ? true : undefined}
    >
      <span className="mini-cart__icon" aria-hidden="true" />
      <span className="mini-cart__title">{t('layout.mini_cart.title')}</span>
      <span className="mini-cart__count">
        <span className="visually-hidden">{t('layout.mini_cart.items')} </span>
        {view.count}
      </span>
      <span className="mini-cart__total">{formatPrice(view.total, view.currency, locale)}</span>
    </a>
  );
}
