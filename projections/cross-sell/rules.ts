/**
 * Pure rules of the cross-sell and up-sell banners (spec §1, §9; contract §2.7, E9, E12): which kind
 * of banner an offer is, the capacities a backup offer lets the customer choose, its price (quoted
 * per 1024 capacity units), the domains its texts name (with a wording without them when none is
 * known), and the request accepting an offer sends — a direct add built from `defaultConfiguration`,
 * or an upgrade of `cartItemToUpgradeId` with its voucher — for at most 12 months (24 for a domain
 * offer), whatever the offer proposes (spec §9, decision 079).
 */
import type { AddItemRequest, UpgradeItemRequest } from '../../events/contract/requests';
import type { CrossSellItem } from '../../events/contract/offers';

export type OfferList = 'x-sell' | 'up-sell';
export type OfferKind =
  | 'hosting'
  | 'hosting-upgrade'
  | 'alternative-domain'
  | 'site-builder'
  | 'redirect'
  | 'ssl'
  | 'seo'
  | 'business-upgrade'
  | 'backup'
  | 'other';

/** The unit the backup price is quoted for (MB). */
const BACKUP_PRICE_UNIT = 1024;

const isHostingCode = (code: string) => code === 'hosting' || code.startsWith('the-hosting');

export function offerKind(offer: CrossSellItem, list: OfferList): OfferKind {
  if (offer.properties?.backup !== undefined || offer.code === 'backup') return 'backup';
  if (offer.voucherCode) return 'business-upgrade';
  if (list === 'up-sell' && isHostingCode(offer.code)) return 'hosting-upgrade';
  if (offer.code === 'domain-register') return 'alternative-domain';
  if (isHostingCode(offer.code)) return 'hosting';
  if (offer.code === 'site-builder') return 'site-builder';
  if (offer.code === 'redirect') return 'redirect';
  if (offer.code === 'ssl' || offer.code.startsWith('ssl')) return 'ssl';
  if (offer.code === 'seo' || offer.code.startsWith('seo')) return 'seo';
  return 'other';
}

/** The texts of a banner that name a domain (`{domain}`); each has a `_no_domain` twin without it. */
const namesDomain: ReadonlySet<string> = new Set([
  'hosting.title',
  'alternative-domain.title',
  'site-builder.text',
  'redirect.text',
  'ssl.text',
  'seo.text',
]);

/** The translation key of a banner's title or text: the wording without the domain when none is known. */
export function bannerTextKey(kind: OfferKind, part: 'title' | 'text', hasDomain: boolean): string {
  const key = `${kind}.${part}`;
  return `cross_sell.${key}${namesDomain.has(key) && !hasDomain ? '_no_domain' : ''}`;
}

const domainOf = (properties: Readonly<Record<string, unknown>>): string | null => {
  const domain = properties.domain;
  return typeof domain === 'string' && domain.trim() !== '' ? domain.trim() : null;
};

/**
 * The domains a banner names (decision 024): those of the cart items that triggered the offer
 * (`reasonCartItemIds`, contract §2.7; a cart item's domain is its `properties.domain`, §2.2),
 * each once, in the offer's order; items no longer in the cart or without a domain add nothing.
 * An alternative domain names the domain it offers, which is its own configuration's.
 */
export function bannerDomains(
  offer: CrossSellItem,
  kind: OfferKind,
  items: readonly { id: string; properties: Readonly<Record<string, unknown>> }[],
): string[] {
  if (kind === 'alternative-domain') {
    const own = domainOf(offer.defaultConfiguration.properties);
    return own === null ? [] : [own];
  }
  const domains: string[] = [];
  for (const id of offer.reasonCartItemIds) {
    const item = items.find((i) => i.id === id);
    const domain = item ? domainOf(item.properties) : null;
    if (domain !== null && !domains.includes(domain)) domains.push(domain);
  }
  return domains;
}

/** Capacities a backup offer can be ordered with (MB), each once; empty for every other offer. */
export function capacityOptions(offer: CrossSellItem): number[] {
  return [...new Set(offer.properties?.backup?.options ?? [])];
}

/** The capacity in effect: the customer's choice if offered, else the default configuration's, else the first option. */
export function chosenCapacity(offer: CrossSellItem, chosen: number | undefined): number | null {
  const options = capacityOptions(offer);
  if (options.length === 0) return null;
  if (chosen !== undefined && options.includes(chosen)) return chosen;
  const configured = offer.defaultConfiguration.properties.capacity;
  if (typeof configured === 'number' && options.includes(configured)) return configured;
  return options[0] ?? null;
}

const round2 = (n: number) => Math.round((n + Number.EPSILON) * 100) / 100;

export interface OfferPriceView {
  /** What the customer pays for `period` months. */
  actual: number;
  /** The list price, shown struck through when above `actual`; null otherwise. */
  marketing: number | null;
  period: number;
}

/** The price shown on a banner; a backup offer is priced per 1024 MB of the chosen capacity. */
export function offerPriceView(offer: CrossSellItem, capacity: number | null): OfferPriceView {
  const factor = capacity === null ? 1 : capacity / BACKUP_PRICE_UNIT;
  const actual = round2(offer.price.actualPrice * factor);
  const marketing = round2(offer.price.marketingPrice * factor);
  return { actual, marketing: marketing > actual ? marketing : null, period: offer.price.period };
}

function propertiesFor(offer: CrossSellItem, capacity: number | null) {
  const properties: Record<string, string | number | boolean | null> = {
    ...offer.defaultConfiguration.properties,
  };
  if (capacity !== null) properties.capacity = capacity;
  return properties;
}

/** Spec §9: "24 for a domain offer cross-sell; cross-sell period max 12". */
const CROSS_SELL_MAX_PERIOD = 12;
const DOMAIN_OFFER_MAX_PERIOD = 24;

/** The months an accepted offer is sent for: its default period, capped for its kind. */
function offerPeriod(offer: CrossSellItem): number {
  const max = offer.code === 'domain-register' ? DOMAIN_OFFER_MAX_PERIOD : CROSS_SELL_MAX_PERIOD;
  return Math.min(offer.defaultConfiguration.period, max);
}

/** E9 body of a direct add (also used for an up-sell that names no item to upgrade). */
export function addRequestFor(offer: CrossSellItem, capacity: number | null): AddItemRequest {
  return {
    code: offer.code,
    name: offer.name,
    sellType: 'direct',
    period: offerPeriod(offer),
    properties: propertiesFor(offer, capacity),
  };
}

/** E12 body of an upgrade of `cartItemToUpgradeId`. */
export function upgradeRequestFor(offer: CrossSellItem, capacity: number | null): UpgradeItemRequest {
  return {
    code: offer.code,
    period: offerPeriod(offer),
    properties: propertiesFor(offer, capacity),
    ...(offer.voucherCode ? { voucherCode: offer.voucherCode } : {}),
  };
}
