/**
 * What the cart's first screen shows, as pure data: the class names of its page, item cards and
 * summary, the few-items rule of the list, and each item's title lines (its name, the domain it is
 * for, its hosting package). The React cart (cart-page.tsx, items/, summary/) and the cart painted
 * before the app (src/early-paint/cart-paint.ts, decision 084) both render from here, so the two
 * cannot drift apart.
 */
import type { CartItem } from '../../../events/contract/cart';
import { packageDetail } from './items/package-detail';

/** The cart's class names, as its stylesheet (src/styles/) knows them. */
export const cartClasses = {
  page: 'page page--cart cart-page',
  layout: 'cart-page__layout',
  main: 'cart-page__main',
  side: 'cart-page__side',
  item: 'cart-item',
  itemHead: 'cart-item__head',
  title: 'item-title',
  name: 'cart-item__name',
  detail: 'cart-item__detail',
  summary: 'cart-summary',
  total: 'cart-summary__total',
} as const;

/** The catalogue keys of the cart's first screen (spec §2, §3 Summary). */
export const cartKeys = {
  heading: 'step.cart',
  summary: 'summary.title',
  total: 'summary.vat_included',
  storage: 'cart_items.package_storage',
} as const;

/** The item list's class: three cards per row, two when the cart has fewer than three items (spec §2). */
export function cartItemsClass(count: number): string {
  return count < 3 ? 'cart-items cart-items--few' : 'cart-items';
}

/** An item's title lines: its name, then the domain it is for and its package, when it has them. */
export interface ItemTitleLines {
  name: string;
  /** The domain the item is for; null when it has none or its name already says it. */
  domain: string | null;
  /** The hosting package's marketing name in the customer's language, and its storage in GB. */
  package: { name: string; storageGb: number | null } | null;
}

export function itemTitleLines(item: Pick<CartItem, 'name' | 'properties'>, locale: string): ItemTitleLines {
  const domain = typeof item.properties.domain === 'string' ? item.properties.domain : '';
  return {
    name: item.name,
    domain: domain !== '' && domain !== item.name ? domain : null,
    package: packageDetail(item, locale),
  };
}
