/**
 * The port through which the organisation field of a Slovak company asks the company register
 * (spec §5 "In Slovak setting company field is an autocomplete", §7 register search, decision 052),
 * and its one adapter: `GET {companyRegisterUrl}?q=name:{text}` (or `q=cin:{number}` when the text
 * is a company id) `&limit=5&filter=active&private_access_token={token}`. The register's rows are
 * read as it sends them (`CompanyRegisterRow`: ids as numbers, extra fields) and turned into
 * `CompanyLookupResult` with the ids as text (decision 079). Any error, and any reply that is not a
 * list, gives an empty list; a row that cannot be read is left out. View-local, like the places.
 */
import type * as z from 'zod/mini';
import { CompanyRegisterRow, type CompanyLookupResult as LookupResult } from '../../events/contract/offers';

export type CompanyLookupResult = z.infer<typeof LookupResult>;

export interface CompanyRegisterPort {
  search(text: string, signal: AbortSignal): Promise<CompanyLookupResult[]>;
}

/** Spec §9: the company autocomplete waits 350 ms and asks for at most 5 companies. */
export const COMPANY_SEARCH_DEBOUNCE_MS = 350;
const COMPANY_SEARCH_LIMIT = 5;

/** A Slovak company id (IČO) is 6–8 digits, written with spaces by some. */
const CIN = /^\d[\d ]{4,10}\d$/;

/** The register's query: `cin:{digits}` for a company id, else `name:{text}`; null when too short. */
export function companyQuery(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length < 2) return null;
  return CIN.test(trimmed) ? `cin:${trimmed.replace(/ /g, '')}` : `name:${trimmed}`;
}

export interface RegisterDeps {
  url: string;
  token: string;
  fetch: typeof globalThis.fetch;
}

/** A Slovak company id (IČO) has 8 digits; a register sending it as a number has lost its leading zeros. */
const CIN_DIGITS = 8;

/** An id as the form's text: a number's digits (a company id padded back to 8), text trimmed. */
function idText(id: number | string, padTo = 0): string | null {
  if (typeof id === 'string') return id.trim() || null;
  if (!Number.isSafeInteger(id) || id < 0) return null;
  return String(id).padStart(padTo, '0');
}

/** The register's row as the organisation field uses it, or null when it has no usable company id. */
function companyFromRegister(row: CompanyRegisterRow): CompanyLookupResult | null {
  const cin = idText(row.cin, CIN_DIGITS);
  if (cin === null) return null;
  return {
    name: row.name,
    cin,
    tin: row.tin === null ? null : idText(row.tin),
    vatin: row.vatin?.trim() || null,
    formatted_street: row.formatted_street ?? '',
    municipality: row.municipality ?? '',
    postal_code: row.postal_code ?? '',
    country: row.country ?? '',
  };
}

/** The rows of a reply that can be read, as lookup results; none when the reply is not a list. */
export function companiesFromRegister(body: unknown): CompanyLookupResult[] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((raw) => {
    const row = CompanyRegisterRow.safeParse(raw);
    const company = row.success ? companyFromRegister(row.data) : null;
    return company ? [company] : [];
  });
}

export function companyRegister({ url, token, fetch }: RegisterDeps): CompanyRegisterPort {
  return {
    async search(text, signal) {
      const q = companyQuery(text);
      if (q === null) return [];
      const target = new URL(url, globalThis.location?.href ?? 'http://localhost/');
      target.searchParams.set('q', q);
      target.searchParams.set('limit', String(COMPANY_SEARCH_LIMIT));
      target.searchParams.set('filter', 'active');
      target.searchParams.set('private_access_token', token);
      try {
        const reply = await fetch(target.toString(), { signal });
        if (!reply.ok) return [];
        return companiesFromRegister(await reply.json()).slice(0, COMPANY_SEARCH_LIMIT);
      } catch {
        return [];
      }
    },
  };
}
