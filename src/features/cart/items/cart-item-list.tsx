/**
 * The list of cart items as cards: three per row, two when the cart has fewer than three items
 * (spec §2). Each card is a CartItemRow; the item settings drawer belongs to the list, so every
 * view that lists items can open it. The list subscribes to the item ids only and each row to its
 * own item (decision 030), so a change of one item renders that row alone. A removed item hands
 * the focus to the next one (use-focus-after-removal.ts).
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { loadedCart } from '../../../../projections/cart/selectors';
import { sameValue } from '../../../../projections/shared/same-value';
import { useAppSelector } from '../../../app/use-app-selector';
import { ItemDrawerHost } from '../drawer/item-drawer-host';
import { cartItemsClass, cartKeys } from '../cart-view';
import { CartItemRow } from './cart-item-row';
import { useFocusAfterRemoval } from './use-focus-after-removal';

export function CartItemList() {
  const { t } = useTranslation();
  const ids = useAppSelector((state) => loadedCart(state)?.items.map((item) => item.id) ?? [], sameValue);
  const currency = useAppSelector((state) => loadedCart(state)?.summary.currency.name ?? '');
  const list = useRef<HTMLUListElement>(null);
  useFocusAfterRemoval(ids, list);
  return (
    <>
      <ul ref={list} className={cartItemsClass(ids.length)} aria-label={t(cartKeys.heading)}>
        {ids.map((id) => (
          <CartItemRow key={id} itemId={id} currency={currency} />
        ))}
      </ul>
      <ItemDrawerHost />
    </>
  );
}
