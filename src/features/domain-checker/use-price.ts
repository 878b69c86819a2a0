/**
 * Formats an amount in the company currency for the current locale (the domain checker's prices),
 * with one Intl.NumberFormat per locale and currency: a streamed list formats many prices, and
 * building a formatter per price is what made each new row slow.
 */
import { useServices } from '../../app/services';
import { formatPrice } from '../../i18n/format';

const formatters = new Map<string, (amount: number) => string>();

export function priceFormatter(currency: string, locale: string): (amount: number) => string {
  const key = `${locale}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    const sample = formatPrice(0, currency, locale);
    const intl = new Intl.NumberFormat(locale === 'xx-XX' ? 'en-US' : locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    format =
      intl.format(0) === sample
        ? (amount) => intl.format(amount)
        : (amount) => formatPrice(amount, currency, locale);
    formatters.set(key, format);
  }
  return format;
}

export function usePrice(): (amount: number) => string {
  const { config, locale } = useServices();
  return priceFormatter(config.currency, locale);
}
