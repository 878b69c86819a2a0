/**
 * What an address field tells the browser's autofill and the phone's keyboard (issue 23). The
 * billing and the domain profile are two different people or firms on one page (sign-up shows both),
 * so each address is its own autofill section: `section-billing postal-code`, `section-domain
 * email`. A sign-up address that is both is the customer's own, in the billing section. A postal
 * code gets the digit keypad only in a country whose codes are digits (the spaces some write in
 * them, `821 08`, are dropped before sending: typed-values.ts); elsewhere (`SW1A 1AA`) letters.
 */
import type { AddressRole } from './address-layout';

export function autofillSection(role: AddressRole): string {
  return role === 'domain' ? 'section-domain' : 'section-billing';
}

/** The field's autofill token in the address's section; undefined for a field with none. */
export function sectionedAutoComplete(role: AddressRole, token: string | undefined): string | undefined {
  return token === undefined ? undefined : `${autofillSection(role)} ${token}`;
}

/** Countries whose postal codes are digits only (with at most a space): the companies' and neighbours'. */
const DIGIT_POSTAL_CODES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'CH',
  'CZ',
  'DE',
  'DK',
  'ES',
  'FI',
  'FR',
  'HU',
  'IT',
  'NO',
  'SE',
  'SI',
  'SK',
]);

export function postalCodeInputMode(country: string): 'numeric' | undefined {
  return DIGIT_POSTAL_CODES.has(country.toUpperCase()) ? 'numeric' : undefined;
}
