/**
 * Formats an amount in the company currency for the current locale (the domain checker's prices).
 * `formatPrice` keeps one Intl.NumberFormat per locale and currency, so a streamed list of many
 * prices does not build a formatter per row, and each market's digits (whole forints) hold here too.
 */
import { useServices } from '../../app/services';
import { formatPrice } from '../../i18n/format';

function priceFormatter(currency: string, locale: string): (amount: number) => string {
  return (amount) => formatPrice(amount, currency, locale);
}

export function usePrice(): (amount: number) => string {
  const { config, locale } = useServices();
  return priceFormatter(config.currency, locale);
}
