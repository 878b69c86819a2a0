/**
 * The domain name rule of spec §5 ('Invalid domain name'): a hostname pattern with labels of up to
 * 63 characters and an alphabetic TLD, checked after ASCII (punycode) conversion by the URL parser.
 * `domainNameStruct` is the rule of a domain as it is sent (required, then valid as it stands);
 * each form first makes what was typed into that (a setting trims and lower-cases it, the item
 * drawer also strips a scheme, `www.` and slashes). The domain search applies `isValidDomainName`
 * to its entries that have a dot.
 */
import { define } from 'superstruct';
import type { FieldStruct } from './field-rules';
import { messages } from './messages';

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export function isValidDomainName(name: string): boolean {
  let ascii: string;
  try {
    ascii = new URL(`http://${name}`).hostname;
  } catch {
    return false;
  }
  if (ascii !== name.toLowerCase() && !ascii.includes('xn--')) return false;
  const labels = ascii.split('.');
  const tld = labels.at(-1) ?? '';
  if (labels.length < 2 || !/^[a-z]{2,63}$/.test(tld)) return false;
  return labels.slice(0, -1).every((l) => LABEL.test(l) || /^xn--[a-z0-9-]{1,59}$/.test(l));
}

/** A domain as it is sent: empty is 'Field is required', anything else must be a valid name. */
export const domainNameStruct: FieldStruct = define<unknown>('domain', (value) => {
  const domain = typeof value === 'string' ? value : '';
  return domain === '' ? messages.required : isValidDomainName(domain) || messages.domainName;
});
