/**
 * Locale-aware formatting of prices, and the price arithmetic the views show (spec §9, contract
 * §2.3). Pure functions. Dates are in format-date.ts: only a lazy page shows one, and esbuild puts a
 * whole module where its first user is, so here they would ride in the initial JS (decision 008).
 */

/** The pseudo-locale has no Intl data; it formats like en-US. */
function intlLocale(locale: string): string {
  return locale === 'xx-XX' ? 'en-US' : locale;
}

function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/**
 * Fraction digits as each market writes its money (decision 025): forints are whole amounts
 * ('5000 Ft'); EUR, CZK, SEK and NOK keep two (e-shops in those markets show '1 234,50 Kč').
 * Intl alone is not enough: engines disagree on HUF (ISO 4217 says 2, CLDR's cash digits 0).
 * An amount the provider sends with fillér is shown with them, never rounded line by line: a line
 * then never disagrees with the total it adds up to (issue 22, decision 025).
 */
const MARKET_FRACTION_DIGITS: Readonly<Record<string, number>> = { HUF: 0 };

/** The digits after the decimal separator an amount in `currency` is shown with. */
function currencyFractionDigits(currency: string): number {
  return MARKET_FRACTION_DIGITS[currency.toUpperCase()] ?? 2;
}

/** One formatter per locale and currency: lists format many prices. */
const moneyFormatters = new Map<string, Intl.NumberFormat>();

function moneyFormatter(currency: string, locale: string, digits: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${digits}`;
  let formatter = moneyFormatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(intlLocale(locale), {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    moneyFormatters.set(key, formatter);
  }
  return formatter;
}

/** A money amount in the company currency, e.g. '12,90 €' in sk-SK, '5000 Ft' in hu-HU. */
export function formatPrice(amount: number, currency: string, locale: string): string {
  const market = currencyFractionDigits(currency);
  const digits = market === 0 && !Number.isInteger(round2(amount)) ? 2 : market;
  return moneyFormatter(currency, locale, digits).format(amount);
}

/** How a period in months is shown: divisible by 12 in years, otherwise in months. */
export function formatPeriod(months: number): { unit: 'year' | 'month'; count: number } {
  if (months > 0 && months % 12 === 0) return { unit: 'year', count: months / 12 };
  return { unit: 'month', count: months };
}

/** Price per month = price / period rounded to 2 decimals; a period below 1 leaves the price as is. */
export function pricePerMonth(price: number, period: number): number {
  if (period < 1) return round2(price);
  return round2(price / period);
}

/** Discount % of the actual price against the marketing price; null when there is no discount. */
export function discountPercent(marketingPrice: number, actualPrice: number): number | null {
  if (marketingPrice <= actualPrice || marketingPrice <= 0) return null;
  return Math.round(((marketingPrice - actualPrice) / marketingPrice) * 100);
}

/** VAT amount = with VAT − without VAT, 2 decimals. */
export function vatAmount(withVat: number, withoutVat: number): number {
  return round2(withVat - withoutVat);
}
