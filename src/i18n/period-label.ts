/**
 * A period as customers read it ("1 year", "3 months", "2 roky"): divisible by 12 in years
 * (spec §9), formatted by Intl's unit formatting so plural forms are right in every locale.
 */
import { formatPeriod } from './format';

export function periodLabel(months: number, locale: string): string {
  const { unit, count } = formatPeriod(months);
  const tag = locale === 'xx-XX' ? 'en-US' : locale;
  return new Intl.NumberFormat(tag, { style: 'unit', unit, unitDisplay: 'long' }).format(count);
}
