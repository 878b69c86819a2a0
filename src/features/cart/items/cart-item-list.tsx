/**
 * The list of cart items as cards: three per row, two when the cart has fewer than three items
 * (spec §2). Each card is a CartItemRow; the item settings drawer belongs to the list, so every
 * view that lists items can open it.
 */
import { useTranslation } from 'react-i18next';
import type { Cart } from '../../../../events/contract/cart';
import { ItemDrawerHost } from '../drawer/item-drawer-host';
import { CartItemRow } from './cart-item-row';

export function CartItemList({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const currency = cart.summary.currency.name;
  return (
    <>
      <ul
        className={`cart-items${cart.items.length < 3 ? ' cart-items--few' : ''}`}
        aria-label={t('step.cart')}
      >
        {cart.items.map((item) => (
          <CartItemRow key={item.id} item={item} currency={currency} />
        ))}
      </ul>
      <ItemDrawerHost />
    </>
  );
}
