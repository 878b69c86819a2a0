/**
 * The domain checker read model (spec §3, §4): a search starts a fresh result list, each streamed
 * element is added as it arrives (so the list grows while the server works), a page that ends
 * short ends the stream, a failure ends it with a message and keeps what arrived, an abort only
 * stops the spinner. Facts of an older search (its `searchId`) are ignored. Per-domain flags: the
 * cart add running for a domain (by the command id its intent will get, `cmd-{seq}`), its failure,
 * the watch and ownership answers.
 */
import { castDraft, type Draft } from 'immer';
import type { AddItemRequest } from '../../events/contract/requests';
import type { EventOf } from '../../events/envelope';
import type { DomainCheckerState } from './state';
import { edit, onSlice } from '../on-events';

type Checker = Draft<DomainCheckerState>;
const DOMAIN_CODES = new Set(['domain-register', 'domain-transfer']);

function domainOf(request: AddItemRequest): string | null {
  const domain = request.properties.domain;
  return DOMAIN_CODES.has(request.code) && typeof domain === 'string' && domain !== '' ? domain : null;
}

function startLoading(c: Checker, requests: readonly AddItemRequest[], seq: number): void {
  for (const request of requests) {
    const domain = domainOf(request);
    if (domain === null) continue;
    c.cartItemsLoading[domain] = `cmd-${seq}`;
    delete c.addErrors[domain];
  }
}

function carriedBy(c: DomainCheckerState | Checker, commandId: string | undefined): string[] {
  return Object.keys(c.cartItemsLoading).filter((d) => c.cartItemsLoading[d] === commandId);
}

/** The domains whose add the command with this id carried (their loading flag is dropped). */
function settle(c: Checker, commandId: string | undefined): string[] {
  const settled = carriedBy(c, commandId);
  for (const domain of settled) delete c.cartItemsLoading[domain];
  return settled;
}

const settleReply = edit<DomainCheckerState, EventOf<'cart/received'>>((c, { payload }) => {
  const settled = settle(c, payload.commandId);
  if (c.transferOpen !== null && settled.includes(c.transferOpen)) c.transferOpen = null;
});

export const reduceDomainChecker = onSlice('domainChecker', {
  'domain-checker/search-submitted': edit((c, _event) => {
    c.rejected = null;
  }),
  'domain-checker/search-rejected': edit((c, { payload }) => {
    c.rejected = { ...payload };
  }),
  'domain-checker/category-chosen': edit((c, { payload }) => {
    c.category = payload.categoryId;
  }),
  'domain-checker/search-started': edit((c, { payload }) => {
    if (payload.page === 1) {
      c.requestedDomains = [...payload.domains];
      c.previouslySearchedDomain = payload.domains.join(',');
      c.domains = [];
      c.bundles = [];
      c.transferOpen = null;
      c.rejected = null;
    }
    c.searchId = payload.searchId;
    c.page = payload.page;
    c.perPage = payload.perPage;
    c.searching = true;
    c.endOfStream = false;
    c.streamError = null;
  }),
  'domain-checker/result-received': edit((c, { payload }) => {
    if (payload.searchId !== c.searchId) return;
    const at = c.domains.findIndex((d) => d.name === payload.result.name);
    if (at === -1) c.domains.push(castDraft(payload.result));
    else c.domains[at] = castDraft(payload.result);
  }),
  'domain-checker/page-ended': edit((c, { payload }) => {
    if (payload.searchId !== c.searchId) return;
    c.searching = false;
    c.endOfStream = payload.endOfStream;
  }),
  'domain-checker/search-failed': edit((c, { payload }) => {
    if (payload.searchId !== c.searchId) return;
    c.searching = false;
    c.endOfStream = true;
    c.streamError = castDraft(payload.error);
  }),
  'domain-checker/search-aborted': edit((c, { payload }) => {
    if (payload.searchId === c.searchId) c.searching = false;
  }),
  'domain-checker/bundles-received': edit((c, { payload }) => {
    if (payload.searchId === c.searchId) c.bundles = castDraft(payload.bundles);
  }),
  'domain-checker/categories-received': edit((c, { payload }) => {
    c.categories = castDraft(payload.categories);
  }),
  'domain-checker/transfer-toggled': edit((c, { payload }) => {
    c.transferOpen = payload.domain;
  }),
  'domain-checker/watch-requested': edit((c, { payload }) => {
    if (!c.watched.includes(payload.domain)) c.watched.push(payload.domain);
  }),
  'domain-checker/my-domain-requested': edit((c, { payload }) => {
    c.ownership[payload.domain] = { status: 'checking' };
  }),
  'domain-checker/my-domain-answered': edit((c, { payload }) => {
    c.ownership[payload.domain] = { status: payload.outcome };
  }),
  'domain-checker/my-domain-failed': edit((c, { payload }) => {
    c.ownership[payload.domain] = castDraft({ status: 'failed' as const, error: payload.error });
  }),
  'cart/item-add-requested': edit((c, { payload, seq }) => {
    startLoading(c, [payload.request], seq);
  }),
  'cart/bundle-add-requested': edit((c, { payload, seq }) => {
    startLoading(c, payload.items, seq);
  }),
  'cart/received': (c, event, state) =>
    carriedBy(c, event.payload.commandId).length === 0 ? c : settleReply(c, event, state),
  'cart/command-failed': edit((c, { payload }) => {
    const { messageKey, values } = payload.error;
    for (const domain of settle(c, payload.commandId)) {
      c.addErrors[domain] = { translationKey: messageKey, ...(values ? { values: { ...values } } : {}) };
    }
  }),
  'cart/reset': edit((c, _event) => {
    if (Object.keys(c.cartItemsLoading).length > 0) c.cartItemsLoading = {};
  }),
});
