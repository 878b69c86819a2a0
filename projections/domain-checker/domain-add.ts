/**
 * The cart requests of the domain checker (spec §7 "Domain add", contract E8/E9): a registration
 * named '.{tld} doména' at the price the customer saw, the bundle's two registrations (the main one
 * and the discounted one), and a transfer carrying the auth code the customer typed.
 */
import type { DomainBundle, DomainResult } from '../../events/contract/offers';
import type { AddItemRequest } from '../../events/contract/requests';

const domainItemName = (tld: string) => `.${tld} doména`;

export function registerRequest(result: DomainResult): AddItemRequest {
  return {
    code: 'domain-register',
    name: domainItemName(result.tld),
    sellType: 'direct',
    period: result.period,
    price: { vatExcluded: result.price.actualPrice },
    properties: { domain: result.name },
  };
}

export function bundleRequests(bundle: DomainBundle): [AddItemRequest, AddItemRequest] {
  return [registerRequest(bundle.main), registerRequest(bundle.discounted)];
}

/** Null when the provider offers no transfer for the domain (no transfer price). */
export function transferRequest(result: DomainResult, eppCode: string): AddItemRequest | null {
  const price = result.price.transferPrice;
  if (price === null || price === undefined) return null;
  return {
    code: 'domain-transfer',
    name: domainItemName(result.tld),
    sellType: 'direct',
    period: result.period,
    price: { vatExcluded: price },
    properties: { domain: result.name, eppCode },
  };
}
