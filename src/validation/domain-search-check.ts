/**
 * The domain checker's search rules (spec §5 "Domain search", §8): entries are separated by
 * commas, semicolons or spaces and normalised (trimmed, lower case, `http(s)://` and `www.`
 * stripped, a path cut off, slashes removed); any other protocol is refused with 'domain cannot
 * contain protocol'; an entry with a dot must be a valid domain name after ASCII (punycode)
 * conversion ('Invalid domain name'); nothing left is 'no domain to check'. Bare labels go to the
 * provider as they are (it answers them under every offered TLD). The search is a struct (its
 * text coerced into entries), read through form-rules.ts.
 */
import { array, coerce, define, refine, string } from 'superstruct';
import { isValidDomainName } from './domain-name';
import { normalizeDomain } from './domain-search';
import { checkRule } from './form-rules';
import { messages } from './messages';

const WEB_SCHEME = /^https?:\/\//;
/** `ftp://…`, `mailto:…` (a port after a host, `localhost:80`, is not a scheme). */
const OTHER_SCHEME = /^[a-z][a-z0-9+-]*:(?!\d*$)/;
const SCHEME_INSIDE = /:\/\//;

function withoutWebScheme(entry: string): string {
  return entry.trim().toLowerCase().replace(WEB_SCHEME, '');
}

/** An entry's normal form: '' for an entry that is only noise (`www.`, `https://`). */
export function searchEntryDomain(entry: string): string {
  return normalizeDomain(
    withoutWebScheme(entry)
      .replace(/^\/+/, '')
      .replace(/^([^/]*)\/.*$/, '$1'),
  );
}

/** One entry as typed: no other protocol, and a valid domain name when it has a dot. */
export const searchEntryStruct = define<string>('searchEntry', (value) => {
  const entry = String(value);
  const text = withoutWebScheme(entry);
  if (SCHEME_INSIDE.test(text) || OTHER_SCHEME.test(text)) return messages.domainProtocol;
  const domain = searchEntryDomain(entry);
  return !domain.includes('.') || isValidDomainName(domain) || messages.domainName;
});

function splitSearch(text: string): string[] {
  return text.split(/[\s,;]+/).filter((e) => e.trim() !== '');
}

/** The whole search text, split into its entries: each one passes, and one names a domain. */
const domainSearchStruct = refine(
  coerce(array(searchEntryStruct), string(), splitSearch),
  'domains',
  (entries) => entries.some((entry) => searchEntryDomain(entry) !== '') || messages.noDomainToCheck,
);

export type SearchCheck =
  { ok: true; domains: string[] } | { ok: false; failure: string; entry: string | null };

/** The whole search text: its distinct normalised domains, or the first broken rule and its entry. */
export function checkDomainSearch(text: string): SearchCheck {
  const check = checkRule(text, domainSearchStruct);
  if (!check.ok) {
    const index = check.path[0];
    const entry = typeof index === 'number' ? (splitSearch(text)[index]?.trim() ?? null) : null;
    return { ok: false, failure: check.failure, entry };
  }
  return { ok: true, domains: [...new Set(check.value.map(searchEntryDomain))].filter((d) => d !== '') };
}
