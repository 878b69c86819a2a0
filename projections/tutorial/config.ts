/**
 * The configuration of a tutorial product (contract §2.7 HostingTutorialProduct): the default one,
 * what the customer changed (remembered per product), the options a conditional value allows, the
 * periods and price of the result, and the add-to-cart request it becomes (contract E9: `code` =
 * product name, properties flattened to values without prices, sellType 'direct', the period).
 */
import type { HostingTutorialProduct, OfferPrice } from '../../events/contract/offers';
import type { AddItemRequest } from '../../events/contract/requests';

export type TutorialScalar = string | number | boolean;

/** What the customer chose for one product; anything not chosen comes from the default. */
export interface ChosenConfiguration {
  period?: number;
  values: Record<string, TutorialScalar>;
}

export interface TutorialConfiguration {
  period: number;
  values: Record<string, TutorialScalar>;
}

export type TutorialOption = HostingTutorialProduct['properties'][string]['options'][number];

function isScalar(v: unknown): v is TutorialScalar {
  return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';
}

/** A configuration entry is `{ value, price? }` (or the bare period); anything else is ignored. */
function valueOf(entry: unknown): TutorialScalar | undefined {
  if (isScalar(entry)) return entry;
  if (typeof entry === 'object' && entry !== null && 'value' in entry) {
    const { value } = entry as { value: unknown };
    return isScalar(value) ? value : undefined;
  }
  return undefined;
}

function defaultConfiguration(product: HostingTutorialProduct): TutorialConfiguration {
  const { period, ...rest } = product.defaultConfiguration;
  const values: Record<string, TutorialScalar> = {};
  for (const [key, entry] of Object.entries(rest)) {
    const value = valueOf(entry);
    if (value !== undefined) values[key] = value;
  }
  return { period: typeof period === 'number' ? period : 12, values };
}

/** The options of a property that the other chosen values allow (`conditionalValues`). */
export function allowedOptions(
  product: HostingTutorialProduct,
  property: string,
  values: Readonly<Record<string, TutorialScalar>>,
): TutorialOption[] {
  const definition = product.properties[property];
  if (!definition) return [];
  let allowed = definition.options;
  for (const rule of definition.conditionalValues ?? []) {
    if (values[rule.property] === rule.value) allowed = allowed.filter((o) => rule.options.includes(o.value));
  }
  return allowed;
}

/** Periods every chosen priced option has a price for; the default period when none is priced. */
export function periodsOf(
  product: HostingTutorialProduct,
  values: Readonly<Record<string, TutorialScalar>>,
): number[] {
  let periods: number[] | null = null;
  for (const option of chosenOptions(product, values)) {
    if (!option.price || option.price.length === 0) continue;
    const own = option.price.map((p) => p.period);
    periods = periods === null ? own : periods.filter((p) => own.includes(p));
  }
  const fallback = defaultConfiguration(product).period;
  return periods === null || periods.length === 0 ? [fallback] : [...periods].sort((a, b) => a - b);
}

function chosenOptions(
  product: HostingTutorialProduct,
  values: Readonly<Record<string, TutorialScalar>>,
): TutorialOption[] {
  return Object.keys(product.properties).flatMap((property) => {
    const option = product.properties[property]?.options.find((o) => o.value === values[property]);
    return option ? [option] : [];
  });
}

/**
 * The configuration to show and send: defaults, overridden by what the customer chose, with every
 * value the conditions no longer allow replaced by the first allowed option, and a period the
 * chosen options are priced for.
 */
export function effectiveConfiguration(
  product: HostingTutorialProduct,
  chosen: ChosenConfiguration | undefined,
): TutorialConfiguration {
  const defaults = defaultConfiguration(product);
  const values = { ...defaults.values, ...(chosen?.values ?? {}) };
  // Two passes: a value replaced in the first may change what a condition allows in the second.
  for (let pass = 0; pass < 2; pass += 1) {
    for (const property of Object.keys(product.properties)) {
      const allowed = allowedOptions(product, property, values);
      const first = allowed[0];
      if (first && !allowed.some((o) => o.value === values[property])) values[property] = first.value;
    }
  }
  const periods = periodsOf(product, values);
  const wanted = chosen?.period ?? defaults.period;
  const period = periods.includes(wanted)
    ? wanted
    : periods.includes(defaults.period)
      ? defaults.period
      : (periods[periods.length - 1] ?? defaults.period);
  return { period, values };
}

export interface TutorialPrice {
  period: number;
  actualPrice: number;
  marketingPrice: number;
}

/** The price of a configuration for its period: the sum of the chosen options' prices; null if unpriced. */
export function configurationPrice(
  product: HostingTutorialProduct,
  configuration: TutorialConfiguration,
): TutorialPrice | null {
  const prices = chosenOptions(product, configuration.values)
    .map((o) => o.price?.find((p: OfferPrice) => p.period === configuration.period))
    .filter((p): p is OfferPrice => p !== undefined);
  if (prices.length === 0) return null;
  const sum = (pick: (p: OfferPrice) => number) =>
    Math.round(prices.reduce((s, p) => s + pick(p), 0) * 100) / 100;
  return {
    period: configuration.period,
    actualPrice: sum((p) => p.actualPrice),
    marketingPrice: sum((p) => p.marketingPrice),
  };
}

/**
 * The add-to-cart request (contract E9 "Tutorial add"). The tutorial's domain goes with it: a
 * hosting is for that domain, and sending it spares the customer the service-settings step.
 */
export function tutorialAddRequest(
  product: HostingTutorialProduct,
  configuration: TutorialConfiguration,
  domain: string,
): AddItemRequest {
  return {
    code: product.name,
    sellType: 'direct',
    period: configuration.period,
    properties: { ...configuration.values, ...(domain ? { domain } : {}) },
  };
}

/** The "from" price of a product: its cheapest configuration (`minPriceConfiguration`). */
export function startingPrice(product: HostingTutorialProduct): TutorialPrice | null {
  const { period, ...rest } = product.minPriceConfiguration;
  const values: Record<string, TutorialScalar> = {};
  for (const [key, entry] of Object.entries(rest)) {
    const value = valueOf(entry);
    if (value !== undefined) values[key] = value;
  }
  return configurationPrice(product, { period: typeof period === 'number' ? period : 12, values });
}
