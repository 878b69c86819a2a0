/**
 * Formats an amount in the company currency for the current locale (the domain checker's prices).
 */
import { useServices } from '../../app/services';
import { formatPrice } from '../../i18n/format';

export function usePrice(): (amount: number) => string {
  const { config, locale } = useServices();
  return (amount) => formatPrice(amount, config.currency, locale);
}
