/**
 * What the domain checker shows (spec §2, §4): the requested domains first, then the alternatives
 * (the same labels under other TLDs), each with its status (free, registered, or its per-domain
 * error), premium badge, in-cart and loading flags, its failed add, the transfer form, watch and
 * ownership answers; the bundles; the free-only toggle and the category filter (read from the URL
 * and the state; they filter the alternatives, the requested domains always show); whether more
 * can be loaded. Pure: every flag comes from the log.
 */
import type { Ownership } from './state';
import type { ErrorItem } from '../../events/contract/errors';
import type { AppError } from '../../events/app-error';
import type { DomainBundle, DomainResult, TldCategory } from '../../events/contract/offers';
import { loadedCart } from '../cart/selectors';
import type { AppState } from '../state';

type DomainStatus = 'available' | 'registered' | 'error';

export interface DomainRow {
  result: DomainResult;
  status: DomainStatus;
  /** The per-domain error key (`domain_checker.*`), for status 'error'. */
  errorKey: string | null;
  premium: boolean;
  inCart: boolean;
  loading: boolean;
  addError: ErrorItem | null;
  /** Registered and the provider gives a transfer price. */
  transferable: boolean;
  transferOpen: boolean;
  watched: boolean;
  ownership: Ownership | null;
}

export interface BundleRow {
  bundle: DomainBundle;
  inCart: boolean;
  loading: boolean;
  addError: ErrorItem | null;
}

export interface DomainCheckerView {
  requestedDomains: string[];
  searchText: string;
  freeOnly: boolean;
  searching: boolean;
  endOfStream: boolean;
  canLoadMore: boolean;
  requested: DomainRow[];
  alternatives: DomainRow[];
  /** Alternatives hidden by the free-only toggle or the category filter. */
  hidden: number;
  bundles: BundleRow[];
  categories: TldCategory[];
  category: string | null;
  streamError: AppError | null;
  rejected: { messageKey: string; entry: string | null } | null;
}

/** `freeOnly` of the URL; missing means true (the guard adds it). */
export function freeOnlyOf(search: string): boolean {
  return new URLSearchParams(search).get('freeOnly') !== 'false';
}

function cartDomains(state: AppState): Set<string> {
  const items = loadedCart(state)?.items ?? [];
  const out = new Set<string>();
  for (const item of items) {
    const domain = item.properties.domain;
    if ((item.code === 'domain-register' || item.code === 'domain-transfer') && typeof domain === 'string') {
      out.add(domain);
    }
  }
  return out;
}

function statusOf(result: DomainResult): DomainStatus {
  if (result.error !== null && result.error !== undefined) return 'error';
  return result.availableForPurchase ? 'available' : 'registered';
}

const labelOf = (domain: string) => domain.split('.')[0] ?? domain;

/**
 * The last row built per result object. The fold shares unchanged results between states, so a
 * row whose flags did not change is the same object as before and a memoised row view skips it:
 * a streamed element re-renders one row, not the whole list.
 */
const rowCache = new WeakMap<DomainResult, DomainRow>();

function sameRow(a: DomainRow, b: DomainRow): boolean {
  return (Object.keys(a) as (keyof DomainRow)[]).every((k) => a[k] === b[k]);
}

function cachedRow(row: DomainRow): DomainRow {
  const last = rowCache.get(row.result);
  if (last && sameRow(last, row)) return last;
  rowCache.set(row.result, row);
  return row;
}

/** The rows answering the requested entries: an entry with a TLD by name, a bare label by its first result. */
function requestedNames(requested: readonly string[], results: readonly DomainResult[]): Set<string> {
  const names = new Set<string>();
  for (const entry of requested) {
    if (entry.includes('.')) names.add(entry);
    else {
      const first = results.find((r) => labelOf(r.name) === entry);
      if (first) names.add(first.name);
    }
  }
  return names;
}

export function domainCheckerView(state: AppState): DomainCheckerView {
  const c = state.domainChecker;
  const inCart = cartDomains(state);
  const freeOnly = freeOnlyOf(state.nav.search);
  const category = c.categories.find((cat) => cat.id === c.category) ?? null;
  const row = (result: DomainResult): DomainRow => {
    const status = statusOf(result);
    const transferPrice = result.price.transferPrice;
    return cachedRow({
      result,
      status,
      errorKey: status === 'error' ? (result.error ?? null) : null,
      premium: result.premium === true,
      inCart: inCart.has(result.name),
      loading: result.name in c.cartItemsLoading,
      addError: c.addErrors[result.name] ?? null,
      transferable: status === 'registered' && transferPrice !== null && transferPrice !== undefined,
      transferOpen: c.transferOpen === result.name,
      watched: c.watched.includes(result.name),
      ownership: c.ownership[result.name] ?? null,
    });
  };
  const names = requestedNames(c.requestedDomains, c.domains);
  const requested: DomainRow[] = [];
  const alternatives: DomainRow[] = [];
  let hidden = 0;
  for (const result of c.domains) {
    if (names.has(result.name)) {
      requested.push(row(result));
      continue;
    }
    const shown =
      (!freeOnly || (result.availableForPurchase && !result.error)) &&
      (category === null || category.tlds.includes(result.tld));
    if (shown) alternatives.push(row(result));
    else hidden++;
  }
  const bundles = c.bundles.map((bundle): BundleRow => {
    const domains = [bundle.main.name, bundle.discounted.name];
    return {
      bundle,
      inCart: domains.every((d) => inCart.has(d)),
      loading: domains.some((d) => d in c.cartItemsLoading),
      addError: c.addErrors[bundle.main.name] ?? c.addErrors[bundle.discounted.name] ?? null,
    };
  });
  return {
    requestedDomains: c.requestedDomains,
    searchText: c.previouslySearchedDomain?.split(',').join(', ') ?? '',
    freeOnly,
    searching: c.searching,
    endOfStream: c.endOfStream,
    canLoadMore: !c.searching && !c.endOfStream && c.domains.length > 0,
    requested,
    alternatives,
    hidden,
    bundles,
    categories: c.categories,
    category: c.category,
    streamError: c.streamError,
    rejected: c.rejected ? { messageKey: c.rejected.messageKey, entry: c.rejected.entry } : null,
  };
}
