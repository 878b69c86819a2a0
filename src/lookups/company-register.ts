/**
 * The port through which the organisation field of a Slovak company asks the company register
 * (spec §5 "In Slovak setting company field is an autocomplete", §7 register search, decision 052),
 * and its one adapter: `GET {companyRegisterUrl}?q=name:{text}` (or `q=cin:{number}` when the text
 * is a company id) `&limit=5&filter=active&private_access_token={token}`. Any error, and any reply
 * that is not a list of `CompanyLookupResult`, gives an empty list. View-local, like the places.
 */
import * as z from 'zod/mini';
import { CompanyLookupResult } from '../../events/contract/offers';

export type CompanyLookupResult = z.infer<typeof CompanyLookupResult>;

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

const Results = z.array(CompanyLookupResult);

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
        const parsed = Results.safeParse(await reply.json());
        return parsed.success ? parsed.data.slice(0, COMPANY_SEARCH_LIMIT) : [];
      } catch {
        return [];
      }
    },
  };
}
