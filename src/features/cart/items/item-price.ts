/**
 * The price figures an item row shows (spec §9, contract §2.3): the price for the period, the
 * per-month price for periods longer than a month, the old price struck through when the original
 * price is above the price paid, its discount percent, and the renewal price when it differs.
 */
import type { CartItem } from '../../../../events/contract/cart';
import { discountPercent, pricePerMonth } from '../../../i18n/format';

export interface ItemPriceView {
  price: number;
  perMonth: number | null;
  originalPrice: number | null;
  discount: number | null;
  prolong: { price: number; period: number } | null;
}

export function itemPriceView(item: CartItem): ItemPriceView {
  const price = item.price.vatExcluded;
  const original = item.price.originalPrice ?? null;
  const struck = original !== null && original > price ? original : null;
  const prolongPrice = item.prolongPrice ?? null;
  return {
    price,
    perMonth: item.period > 1 ? pricePerMonth(price, item.period) : null,
    originalPrice: struck,
    discount: struck === null ? null : discountPercent(struck, price),
    prolong:
      prolongPrice !== null && prolongPrice !== price
        ? { price: prolongPrice, period: item.prolongPeriod ?? item.period }
        : null,
  };
}
