/**
 * A period as customers read it ("1 year", "3 months", "2 roky"): divisible by 12 in years
 * (spec §9), formatted by Intl's unit formatting so plural forms are right in every locale. A
 * price for exactly one year or one month reads "per year" / "per month" instead of "per 1 year"
 * (decision 025): `singleUnit` tells the caller which key to use.
 */
import { formatPeriod } from './format';

export function periodLabel(months: number, locale: string): string {
  const { unit, count } = formatPeriod(months);
  const tag = locale === 'xx-XX' ? 'en-US' : locale;
  return new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: 'long' }).format(count);
}

/** 'year' for 12 months, 'month' for 1; null for any other period (it is shown with its count). */
function singleUnit(months: number): 'year' | 'month' | null {
  const { unit, count } = formatPeriod(months);
  return count === 1 ? unit : null;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The renewal line: 'Renews at €9.90 per year', 'Renews at €19.80 for 2 years'. */
export function renewalText(t: Translate, price: string, months: number, locale: string): string {
  switch (singleUnit(months)) {
    case 'year':
      return t('cart_items.prolong_price.per_year', { price });
    case 'month':
      return t('cart_items.prolong_price.per_month', { price });
    default:
      return t('cart_items.prolong_price', { price, period: periodLabel(months, locale) });
  }
}

/** What follows a price: '/ year', '/ month', or '/ 2 years' for a longer period. */
export function perPeriodText(t: Translate, months: number, locale: string): string {
  switch (singleUnit(months)) {
    case 'year':
      return t('period.per_year');
    case 'month':
      return t('period.per_month');
    default:
      return `/ ${periodLabel(months, locale)}`;
  }
}
