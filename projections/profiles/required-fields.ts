/**
 * Which extra fields a domain registry needs (spec §4 "domain profile done if … present with all
 * required fields"). Required fields are fetched per TLD list and profile country, so they are
 * stored under one string key; a profile is complete when every required field and at least one
 * field of each one-of group is filled.
 */
import type { Cart } from '../../events/contract/cart';
import type { DomainProfile, RequiredFields } from '../../events/contract/profiles';

export function requiredFieldsKey(tlds: readonly string[], countryCode: string): string {
  const unique = [...new Set(tlds.map((t) => t.toLowerCase()))].sort();
  return `${unique.join(',')}|${countryCode.toUpperCase()}`;
}

/** The TLDs of the domain items in the cart (items without a `tld` property are not domains). */
export function cartTlds(cart: Cart): string[] {
  const tlds = cart.items
    .map((item) => item.properties.tld)
    .filter((t): t is string => typeof t === 'string' && t !== '');
  return [...new Set(tlds)];
}

function isFilled(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  if (Array.isArray(value)) return value.length > 0;
  return true;
}

/**
 * Unknown requirements (not fetched yet) count as none: the server checks again at checkout, and a
 * missing fetch must not block the customer forever. With `leftOutIsUnknown`, a field the provider
 * left out of the profile (an optional field, contract §2.4) is not known to be empty either and
 * counts as filled; one it sent as `null` or `''` is empty.
 */
export function domainProfileComplete(
  profile: DomainProfile,
  fields: RequiredFields | undefined,
  { leftOutIsUnknown = false }: { leftOutIsUnknown?: boolean } = {},
): boolean {
  if (!fields) return true;
  const set = fields[profile.type];
  const record = profile as Record<string, unknown>;
  const filled = (f: string) => isFilled(record[f]) || (leftOutIsUnknown && record[f] === undefined);
  const required = set.required.every(filled);
  const oneOf = set.oneOf.every((group) => group.length === 0 || group.some(filled));
  return required && oneOf;
}

export function requiredFieldsFor(
  cart: Cart,
  profile: DomainProfile,
  known: Readonly<Record<string, RequiredFields>>,
): RequiredFields | undefined {
  const tlds = cartTlds(cart);
  if (tlds.length === 0) return undefined;
  return known[requiredFieldsKey(tlds, profile.countryCode)];
}
