/**
 * The domain checker (spec §2, §4, §7; contract E42, E45–E47): the customer's searches and choices,
 * and the streamed check as it happens — a page started, each result as it arrives, the page's
 * end (fewer results than the page size ends the stream), a failure that ends the stream, or an
 * abort when a newer search replaces it (an abort is a fact of the session, never an error).
 */
import * as z from 'zod/mini';
import { AppError } from '../app-error';
import { DomainBundle, DomainResult, TldCategory } from '../contract/offers';
import { fact, intent, notFolded } from '../define';

export const OwnershipOutcome = z.enum(['owner', 'not-owner', 'login-needed']);
export type OwnershipOutcome = z.infer<typeof OwnershipOutcome>;

export const domainCheckerEvents = {
  /** The search field was submitted with this raw text; the effect checks it and navigates. */
  'domain-checker/search-submitted': intent(z.object({ text: z.string() })),
  /** The text was refused before any call (empty, a protocol, an invalid name). */
  'domain-checker/search-rejected': fact(
    z.object({ text: z.string(), messageKey: z.string(), entry: z.nullable(z.string()) }),
  ),
  /** The free-only toggle; the effect keeps it in the URL (`freeOnly`). */
  'domain-checker/free-only-toggled': intent(z.object({ freeOnly: z.boolean() }), notFolded),
  /** A multi-domain badge removed: the search goes on with the other domains. */
  'domain-checker/domain-removed': intent(z.object({ domain: z.string() }), notFolded),
  /** A TLD category filter; null shows every category. */
  'domain-checker/category-chosen': intent(z.object({ categoryId: z.nullable(z.string()) })),
  /** The next page of results. */
  'domain-checker/more-requested': intent(z.object({}), notFolded),

  'domain-checker/search-started': fact(
    z.object({
      searchId: z.string(),
      domains: z.array(z.string()),
      page: z.number(),
      perPage: z.number(),
    }),
  ),
  /** One element of the streamed array, appended on arrival. */
  'domain-checker/result-received': fact(z.object({ searchId: z.string(), result: DomainResult })),
  'domain-checker/page-ended': fact(
    z.object({ searchId: z.string(), page: z.number(), count: z.number(), endOfStream: z.boolean() }),
  ),
  /** A broken or refused stream: it ends here; results already shown stay. */
  'domain-checker/search-failed': fact(z.object({ searchId: z.string(), error: AppError })),
  'domain-checker/search-aborted': fact(
    z.object({ searchId: z.string(), reason: z.enum(['new-search', 'left']) }),
  ),
  'domain-checker/bundles-received': fact(z.object({ searchId: z.string(), bundles: z.array(DomainBundle) })),
  'domain-checker/bundles-failed': fact(z.object({ searchId: z.string(), error: AppError }), notFolded),
  'domain-checker/categories-received': fact(z.object({ categories: z.array(TldCategory) })),
  'domain-checker/categories-failed': fact(z.object({ error: AppError }), notFolded),

  /** Opens (or closes, with null) the transfer form of a registered domain. */
  'domain-checker/transfer-toggled': intent(z.object({ domain: z.nullable(z.string()) })),
  /** Watch a registered domain: no endpoint exists, so the intent itself is the record. */
  'domain-checker/watch-requested': intent(z.object({ domain: z.string() })),
  /** "This is my domain": answered from the owned domains (E42), which need a login. */
  'domain-checker/my-domain-requested': intent(z.object({ domain: z.string() })),
  'domain-checker/my-domain-answered': fact(z.object({ domain: z.string(), outcome: OwnershipOutcome })),
  'domain-checker/my-domain-failed': fact(z.object({ domain: z.string(), error: AppError })),
};
