/**
 * The period of an item: a select over `options.period` when there is a choice (periods divisible
 * by 12 in years), plain text otherwise. Choosing one asks for the change; the select shows the
 * chosen period while it runs and the cart's period again if it is refused.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '../../../../events/contract/cart';
import { shownPeriod } from '../../../../projections/cart-items/selectors';
import { useDispatch, useServices } from '../../../app/services';
import { useAppSelector } from '../../../app/use-app-selector';
import { formatPrice } from '../../../i18n/format';
import { periodLabel } from '../../../i18n/period-label';

export function ItemPeriodSelect({ item, currency }: { item: CartItem; currency: string }) {
  const { t } = useTranslation();
  const shown = useAppSelector((state) => shownPeriod(state, item));
  const dispatch = useDispatch();
  const { locale } = useServices();
  const id = useId();
  const options = item.options.period;
  if (options.length < 2) {
    return <span className="item-period">{periodLabel(item.period, locale)}</span>;
  }
  return (
    <div className="item-period">
      <label htmlFor={id}>{t('cart_items.period')}</label>
      <select
        id={id}
        value={shown}
        onChange={(e) =>
          dispatch('cart/item-update-requested', {
            itemId: item.id,
            changes: { period: Number(e.target.value) },
          })
        }
      >
        {options.map((o) => (
          <option key={o.period} value={o.period}>
            {t('cart_items.period_option', {
              period: periodLabel(o.period, locale),
              price: formatPrice(o.price, currency, locale),
            })}
          </option>
        ))}
      </select>
    </div>
  );
}
