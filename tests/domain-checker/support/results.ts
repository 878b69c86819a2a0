/**
 * Domain results and bundles for domain-checker tests: a free, registered or failing result for a
 * name, priced like the mock provider's .sk (first year 9.90, transfer 12.90 when registered).
 */
import type { DomainBundle, DomainResult } from '../../../events/contract/offers';

export function free(name: string, actualPrice = 9.9): DomainResult {
  return {
    name,
    tld: name.slice(name.indexOf('.') + 1),
    price: { period: 12, actualPrice, marketingPrice: 14.9, prolongPrice: 14.9, transferPrice: null },
    period: 12,
    availableForPurchase: true,
    error: null,
  };
}

export function registered(name: string): DomainResult {
  return {
    ...free(name),
    price: { period: 12, actualPrice: 9.9, marketingPrice: 14.9, prolongPrice: 14.9, transferPrice: 12.9 },
    availableForPurchase: false,
  };
}

export function failing(name: string, error: string): DomainResult {
  return { ...free(name), availableForPurchase: false, error };
}

export function bundle(main: string, second: string): DomainBundle {
  return { main: free(main), discounted: free(second, 4.95) };
}
