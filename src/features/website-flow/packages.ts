/**
 * The website-flow packages (spec §2): Sitebuilder plain and e-shop as design tools, WordPress and
 * WooCommerce hosting (Recommended) as hosting. What each package is (its texts, what it includes,
 * where the flow offers it) is ours; what it is in the provider's catalogue is the provider's
 * (decision 026): the product of the same code in `GET /hosting-tutorial` (E44), its default
 * configuration with the package's property set to the option the provider offers nearest to the
 * package's size, its period and its price. A provider whose capacities differ from ours still
 * gets a configuration it offers; a package whose product the provider does not list is not shown.
 */
import type { AddItemRequest } from '../../../events/contract/requests';
import type { CartItem } from '../../../events/contract/cart';
import type { HostingTutorialProduct, OfferPrice } from '../../../events/contract/offers';
import type { WebsiteFlowOffer } from './package-schema';

type Scalar = string | number | boolean;
type Attributes = WebsiteFlowOffer['package']['attributes'];

interface PackageDefinition {
  name: string;
  category: 'business-wp' | 'business-wo' | 'others';
  step: number;
  ecom: boolean | null;
  recommended: boolean;
  /** What it includes; `storage` is replaced by the provider's label of a capacity chosen. */
  attributes: Attributes;
  /** The provider's product (E44 `name`, sent as the item `code`) and the property that sizes it. */
  code: string;
  property: string;
  /** The value wanted; a number is a size in MB, matched to the nearest the provider offers. */
  wanted: Scalar;
}

const definitions: readonly PackageDefinition[] = [
  {
    name: 'sitebuilder',
    category: 'others',
    step: 0,
    ecom: false,
    recommended: false,
    attributes: { storage: '1 GB', loopia_boost: false, webpages: '5', mailboxes: '1', free_ssl: true },
    code: 'site-builder',
    property: 'type',
    wanted: 'basic',
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
    code: 'site-builder',
    property: 'type',
    wanted: 'extended',
  },
  {
    name: 'wordpress-hosting',
    category: 'business-wp',
    step: 1,
    ecom: null,
    recommended: false,
    attributes: { storage: '10 GB', loopia_boost: true, webpages: '1', mailboxes: '10', free_ssl: true },
    code: 'the-hosting-wordpress',
    property: 'capacity',
    wanted: 10240,
  },
  {
    name: 'woocommerce-hosting',
    category: 'business-wo',
    step: 1,
    ecom: null,
    recommended: true,
    attributes: { storage: '50 GB', loopia_boost: true, webpages: '5', mailboxes: '50', free_ssl: true },
    code: 'the-hosting-wordpress',
    property: 'capacity',
    wanted: 51200,
  },
];

type TutorialOption = HostingTutorialProduct['properties'][string]['options'][number];

/** A configuration entry's value: `{ value, price? }` in E44, or a bare scalar. */
function valueOf(entry: unknown): Scalar | undefined {
  if (typeof entry === 'string' || typeof entry === 'number' || typeof entry === 'boolean') return entry;
  if (typeof entry === 'object' && entry !== null && 'value' in entry) {
    const { value } = entry as { value: unknown };
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  }
  return undefined;
}

function priceList(entry: unknown): readonly OfferPrice[] {
  if (typeof entry !== 'object' || entry === null || !('price' in entry)) return [];
  const { price } = entry as { price: unknown };
  return Array.isArray(price) ? (price as OfferPrice[]) : [];
}

/** The default configuration flattened to values (contract E9 "Tutorial add"), without the period. */
function defaultProperties(product: HostingTutorialProduct): Record<string, Scalar> {
  const properties: Record<string, Scalar> = {};
  for (const [key, entry] of Object.entries(product.defaultConfiguration)) {
    if (key === 'period') continue;
    const value = valueOf(entry);
    if (value !== undefined) properties[key] = value;
  }
  return properties;
}

function defaultPeriod(product: HostingTutorialProduct): number | null {
  const period = product.defaultConfiguration.period;
  return typeof period === 'number' && Number.isInteger(period) && period > 0 ? period : null;
}

/** The options of `property` the provider allows next to the other values of `properties`. */
function allowedOptions(
  product: HostingTutorialProduct,
  property: string,
  properties: Readonly<Record<string, Scalar>>,
): TutorialOption[] {
  const spec = product.properties[property];
  if (spec === undefined) return [];
  return spec.options.filter((option) =>
    (spec.conditionalValues ?? []).every(
      (rule) => properties[rule.property] !== rule.value || rule.options.includes(option.value),
    ),
  );
}

/**
 * The option for the wanted value: the same value; for a size, the smallest offered at least as
 * large, else the largest offered. Options another package of the product already took are skipped.
 */
function nearestOption(options: readonly TutorialOption[], wanted: Scalar): TutorialOption | null {
  const same = options.find((o) => o.value === wanted);
  if (same) return same;
  if (typeof wanted !== 'number') return null;
  const sizes = options
    .filter((o): o is TutorialOption & { value: number } => typeof o.value === 'number')
    .sort((a, b) => a.value - b.value);
  return sizes.find((o) => o.value >= wanted) ?? sizes.at(-1) ?? null;
}

/** The price for `period`: the chosen option's, else the product's default configuration's. */
function priceFor(option: TutorialOption, product: HostingTutorialProduct, property: string, period: number) {
  const candidates = [option.price ?? [], priceList(product.defaultConfiguration[property])];
  for (const list of candidates) {
    const price = list.find((p) => p.period === period);
    if (price) return { actualPrice: price.actualPrice, marketingPrice: price.marketingPrice, period };
  }
  return null;
}

/** Every package the provider's catalogue can configure, in the flow's order. */
export function websiteFlowPackages(products: readonly HostingTutorialProduct[]): WebsiteFlowOffer[] {
  const taken = new Map<string, Set<Scalar>>();
  const offers: WebsiteFlowOffer[] = [];
  for (const d of definitions) {
    const product = products.find((p) => p.name === d.code);
    if (!product) continue;
    const period = defaultPeriod(product) ?? 12;
    const base = defaultProperties(product);
    const used = taken.get(d.code) ?? new Set<Scalar>();
    const options = allowedOptions(product, d.property, base).filter((o) => !used.has(o.value));
    const option = nearestOption(options, d.wanted);
    if (!option) continue;
    used.add(option.value);
    taken.set(d.code, used);
    const key = `website_flow.package.${d.name.replace('-', '_')}`;
    offers.push({
      package: {
        name: d.name,
        title: `${key}.title`,
        subtitle: `${key}.subtitle`,
        description: `${key}.description`,
        category: d.category,
        price: priceFor(option, product, d.property, period),
        attributes: typeof d.wanted === 'number' ? { ...d.attributes, storage: option.label } : d.attributes,
      },
      step: d.step,
      ecom: d.ecom,
      recommended: d.recommended,
      cart: {
        code: d.code,
        period,
        sizedBy: d.property,
        properties: { ...base, [d.property]: option.value },
      },
    });
  }
  return offers;
}

export function packageRequest(offer: WebsiteFlowOffer): AddItemRequest {
  return {
    code: offer.cart.code,
    sellType: 'direct',
    period: offer.cart.period,
    properties: { ...offer.cart.properties },
  };
}

/**
 * The cart item that is this package: same code, the same value of the property that sizes it, and
 * of each other property of the package the item carries (a provider may leave some out).
 */
export function cartItemOf(offer: WebsiteFlowOffer, items: readonly CartItem[]): CartItem | null {
  const { code, sizedBy, properties } = offer.cart;
  return (
    items.find(
      (item) =>
        item.code === code &&
        item.properties[sizedBy] === properties[sizedBy] &&
        Object.entries(properties).every(([k, v]) => !(k in item.properties) || item.properties[k] === v),
    ) ?? null
  );
}
