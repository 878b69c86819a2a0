/**
 * The shape of the domain checker read model (spec §3 "Domain checker state"), apart so projections/state.ts
 * can name the slice without importing the reducer.
 */
import type { AppError } from '../../events/app-error';
import type { OwnershipOutcome } from '../../events/catalogue/domain-checker';
import type { DomainBundle, DomainResult, TldCategory } from '../../events/contract/offers';
import type { ErrorItem } from '../../events/contract/errors';

export type Ownership =
  { status: 'checking' } | { status: OwnershipOutcome } | { status: 'failed'; error: AppError };

export interface DomainCheckerState {
  /** The domains of the current search, as asked (the `qd` of the URL). */
  requestedDomains: string[];
  /** Results in arrival order, every page so far. */
  domains: DomainResult[];
  bundles: DomainBundle[];
  /** The comma-joined domains of the last search started (fills the search field). */
  previouslySearchedDomain: string | null;
  searching: boolean;
  /** The last page had fewer results than the page size, or the stream broke. */
  endOfStream: boolean;
  /** Domain → command id of the cart add running for it. */
  cartItemsLoading: Record<string, string>;
  searchId: string | null;
  page: number;
  perPage: number;
  /** Why the stream ended early (its message key), until the next search. */
  streamError: AppError | null;
  /** The search text refused before any call, with its message key. */
  rejected: { text: string; messageKey: string; entry: string | null } | null;
  categories: TldCategory[];
  category: string | null;
  /** The registered domain whose transfer form is open. */
  transferOpen: string | null;
  watched: string[];
  ownership: Record<string, Ownership>;
  /** The last failed cart add per domain. */
  addErrors: Record<string, ErrorItem>;
}

export const initialDomainCheckerState: DomainCheckerState = {
  requestedDomains: [],
  domains: [],
  bundles: [],
  previouslySearchedDomain: null,
  searching: false,
  endOfStream: false,
  cartItemsLoading: {},
  searchId: null,
  page: 0,
  perPage: 10,
  streamError: null,
  rejected: null,
  categories: [],
  category: null,
  transferOpen: null,
  watched: [],
  ownership: {},
  addErrors: {},
};
