/**
 * The website-flow packages (spec §2): Sitebuilder plain and e-shop as design tools, WordPress and
 * WooCommerce hosting (Recommended) as hosting. Static data — no endpoint serves them (contract
 * §2.7) — validated by the schema once, priced per company currency (config `currency`) for 12
 * months. Each becomes a cart item by its code and properties.
 */
import * as z from 'zod/mini';
import type { AddItemRequest } from '../../../events/contract/requests';
import type { CartItem } from '../../../events/contract/cart';
import { WebsiteFlowOffer } from './package-schema';

type Prices = Record<string, { actual: number; marketing: number }>;

/** Yearly prices per currency (EUR; CZK, SEK, NOK whole units; HUF tens). */
const prices: Record<string, Prices> = {
  sitebuilder: {
    EUR: { actual: 49, marketing: 59 },
    CZK: { actual: 1225, marketing: 1475 },
    HUF: { actual: 19600, marketing: 23600 },
    SEK: { actual: 564, marketing: 679 },
    NOK: { actual: 573, marketing: 690 },
  },
  'sitebuilder-ecom': {
    EUR: { actual: 99, marketing: 119 },
    CZK: { actual: 2475, marketing: 2975 },
    HUF: { actual: 39600, marketing: 47600 },
    SEK: { actual: 1139, marketing: 1369 },
    NOK: { actual: 1158, marketing: 1392 },
  },
  'wordpress-hosting': {
    EUR: { actual: 29.9, marketing: 39 },
    CZK: { actual: 748, marketing: 975 },
    HUF: { actual: 11960, marketing: 15600 },
    SEK: { actual: 344, marketing: 449 },
    NOK: { actual: 350, marketing: 456 },
  },
  'woocommerce-hosting': {
    EUR: { actual: 69.9, marketing: 89 },
    CZK: { actual: 1748, marketing: 2225 },
    HUF: { actual: 27960, marketing: 35600 },
    SEK: { actual: 804, marketing: 1024 },
    NOK: { actual: 818, marketing: 1041 },
  },
};

const base = [
  {
    name: 'sitebuilder',
    category: 'others',
    step: 0,
    ecom: false,
    recommended: false,
    attributes: { storage: '1 GB', loopia_boost: false, webpages: '5', mailboxes: '1', free_ssl: true },
    cart: { code: 'site-builder', properties: { type: 'basic' } },
  },
  {
    name: 'sitebuilder-ecom',
    category: 'others',
    step: 0,
    ecom: true,
    recommended: false,
    attributes: {
      storage: '10 GB',
      loopia_boost: false,
      webpages: 'unlimited',
      mailboxes: '5',
      free_ssl: true,
    },
    cart: { code: 'site-builder', properties: { type: 'extended' } },
  },
  {
    name: 'wordpress-hosting',
    category: 'business-wp',
    step: 1,
    ecom: null,
    recommended: false,
    attributes: { storage: '10 GB', loopia_boost: true, webpages: '1', mailboxes: '10', free_ssl: true },
    cart: { code: 'the-hosting-wordpress', properties: { capacity: 10240 } },
  },
  {
    name: 'woocommerce-hosting',
    category: 'business-wo',
    step: 1,
    ecom: null,
    recommended: true,
    attributes: { storage: '50 GB', loopia_boost: true, webpages: '5', mailboxes: '50', free_ssl: true },
    cart: { code: 'the-hosting-wordpress', properties: { capacity: 51200, woocommerce: true } },
  },
] as const;

export const PACKAGE_PERIOD = 12;

/** Every package, priced in `currency` (EUR when the currency has no price list). */
export function websiteFlowPackages(currency: string): WebsiteFlowOffer[] {
  return z.array(WebsiteFlowOffer).parse(
    base.map(({ name, category, attributes, ...rest }) => {
      const price = prices[name]?.[currency] ?? prices[name]?.EUR ?? { actual: 0, marketing: 0 };
      const key = `website_flow.package.${name.replace('-', '_')}`;
      return {
        ...rest,
        package: {
          name,
          title: `${key}.title`,
          subtitle: `${key}.subtitle`,
          description: `${key}.description`,
          category,
          price: { actualPrice: price.actual, marketingPrice: price.marketing, period: PACKAGE_PERIOD },
          attributes,
        },
      };
    }),
  );
}

export function packageRequest(offer: WebsiteFlowOffer): AddItemRequest {
  return {
    code: offer.cart.code,
    sellType: 'direct',
    period: PACKAGE_PERIOD,
    properties: { ...offer.cart.properties },
  };
}

/** The cart item that is this package: same code and every property of the package equal. */
export function cartItemOf(offer: WebsiteFlowOffer, items: readonly CartItem[]): CartItem | null {
  return (
    items.find(
      (item) =>
        item.code === offer.cart.code &&
        Object.entries(offer.cart.properties).every(([k, v]) => item.properties[k] === v),
    ) ?? null
  );
}
