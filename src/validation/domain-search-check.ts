/**
 * The domain checker's search rules (spec §5 "Domain search", §8): entries are separated by
 * commas, semicolons or spaces and normalised (trimmed, lower case, `http(s)://` and `www.`
 * stripped, a path cut off, slashes removed); any other protocol is refused with 'domain cannot
 * contain protocol'; an entry with a dot must be a valid domain name after ASCII (punycode)
 * conversion ('Invalid domain name'); nothing left is 'no domain to check'. Bare labels go to the
 * provider as they are (it answers them under every offered TLD).
 */
import { isValidDomainName } from './domain-name';
import { normalizeDomain } from './domain-search';

export const searchMessages = {
  empty: 'domain_checker.no_domain_to_check',
  protocol: 'domain_checker.protocol',
  invalid: 'validation.domain_name',
} as const;

export type SearchCheck =
  { ok: true; domains: string[] } | { ok: false; messageKey: string; entry: string | null };

const WEB_SCHEME = /^https?:\/\//;
/** `ftp://…`, `mailto:…` (a port after a host, `localhost:80`, is not a scheme). */
const OTHER_SCHEME = /^[a-z][a-z0-9+-]*:(?!\d*$)/;
const SCHEME_INSIDE = /:\/\//;

/** One entry: its normal form, or the key of the rule it breaks; '' for an entry that is only noise. */
export function checkSearchEntry(raw: string): { domain: string } | { messageKey: string } {
  const text = raw.trim().toLowerCase().replace(WEB_SCHEME, '');
  if (SCHEME_INSIDE.test(text) || OTHER_SCHEME.test(text)) {
    return { messageKey: searchMessages.protocol };
  }
  const domain = normalizeDomain(text.replace(/^\/+/, '').replace(/^([^/]*)\/.*$/, '$1'));
  if (domain.includes('.') && !isValidDomainName(domain)) return { messageKey: searchMessages.invalid };
  return { domain };
}

export function splitSearch(text: string): string[] {
  return text.split(/[\s,;]+/).filter((e) => e.trim() !== '');
}

/** The whole search text: its distinct normalised domains, or the first broken rule. */
export function checkDomainSearch(text: string): SearchCheck {
  const domains: string[] = [];
  for (const entry of splitSearch(text)) {
    const checked = checkSearchEntry(entry);
    if ('messageKey' in checked) return { ok: false, messageKey: checked.messageKey, entry: entry.trim() };
    if (checked.domain !== '' && !domains.includes(checked.domain)) domains.push(checked.domain);
  }
  return domains.length > 0
    ? { ok: true, domains }
    : { ok: false, messageKey: searchMessages.empty, entry: null };
}
