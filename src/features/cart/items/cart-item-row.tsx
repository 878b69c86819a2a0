/**
 * One cart item in the cart list: name, period and price, greyed while a change to it runs.
 * The full row of spec §2 (selectors, badges, cog, Business Mail sub-rows) comes with issue 3.
 */
import type { CartItem } from '../../../../events/contract/cart';
import { formatPrice } from '../../../i18n/format';
import { periodLabel } from '../../../i18n/period-label';
import { useServices } from '../../../app/services';

export function CartItemRow({
  item,
  currency,
  loading,
}: {
  item: CartItem;
  currency: string;
  loading: boolean;
}) {
  const { locale } = useServices();
  return (
    <li
      className={`cart-item${loading ? ' cart-item--loading' : ''}${item.isDisabled ? ' cart-item--disabled' : ''}`}
      aria-busy={loading}
    >
      <span className="cart-item__name">{item.name}</span>
      {typeof item.properties.domain === 'string' && item.properties.domain !== item.name && (
        <span className="cart-item__detail">{item.properties.domain}</span>
      )}
      <span className="cart-item__period">{periodLabel(item.period, locale)}</span>
      <span className="cart-item__price">{formatPrice(item.price.vatExcluded, currency, locale)}</span>
    </li>
  );
}
