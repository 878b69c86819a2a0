/**
 * Locale-aware formatting of prices and dates, and the price arithmetic the views show (spec §9,
 * contract §2.3). Pure functions: dates are built by hand from their parts in the spec's exact
 * patterns rather than from Intl's locale defaults, which differ between engines.
 */

/** The pseudo-locale has no Intl data; it formats like en-US. */
function intlLocale(locale: string): string {
  return locale === 'xx-XX' ? 'en-US' : locale;
}

function round2(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

/** A money amount in the company currency (EUR, CZK, HUF, SEK, NOK…), e.g. '12,90 €' in sk-SK. */
export function formatPrice(amount: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(intlLocale(locale), {
    style: 'currency',
    currency,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** The spec's date pattern for a locale (§9). */
export function datePattern(locale: string): 'dd/MM/yyyy' | 'yyyy-MM-dd' | 'yyyy.MM.dd' | 'yyyy/MM/dd' {
  switch (locale) {
    case 'sk-SK':
    case 'cs-CZ':
      return 'dd/MM/yyyy';
    case 'sv-SE':
    case 'en-SE':
      return 'yyyy-MM-dd';
    case 'hu-HU':
      return 'yyyy.MM.dd';
    default:
      return 'yyyy/MM/dd';
  }
}

interface DateParts {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A wire date 'YYYY-MM-DD' is taken as written (no time zone shift); anything else goes through Date. */
function dateParts(value: string | Date): DateParts | null {
  if (typeof value === 'string') {
    const m = ISO_DATE.exec(value);
    if (m) return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

/** A date in the locale's pattern; an unparseable input gives ''. */
export function formatDate(value: string | Date, locale: string): string {
  const parts = dateParts(value);
  if (parts === null) return '';
  const yyyy = String(parts.year).padStart(4, '0');
  const MM = String(parts.month).padStart(2, '0');
  const dd = String(parts.day).padStart(2, '0');
  switch (datePattern(locale)) {
    case 'dd/MM/yyyy':
      return `${dd}/${MM}/${yyyy}`;
    case 'yyyy-MM-dd':
      return `${yyyy}-${MM}-${dd}`;
    case 'yyyy.MM.dd':
      return `${yyyy}.${MM}.${dd}`;
    case 'yyyy/MM/dd':
      return `${yyyy}/${MM}/${dd}`;
  }
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
