/**
 * The domain checker read model (spec §3, §4): a search starts a fresh result list, each streamed
 * element is added as it arrives (so the list grows while the server works), a page that ends
 * short ends the stream, a failure ends it with a message and keeps what arrived, an abort only
 * stops the spinner. Facts of an older search (its `searchId`) are ignored. Per-domain flags: the
 * cart add running for a domain (by the command id its intent will get, `cmd-{seq}`), its failure,
 * the watch and ownership answers.
 */
import { castDraft, type Draft } from 'immer';
import { match } from 'ts-pattern';
import type { AddItemRequest } from '../events/contract/requests';
import type { DomainCheckerState } from './domain-checker-state';
import type { ReadModel } from './read-model';

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

/** The domains whose add the command with this id carried (their loading flag is dropped). */
function settle(c: Checker, commandId: string | undefined): string[] {
  const settled = Object.keys(c.cartItemsLoading).filter((d) => c.cartItemsLoading[d] === commandId);
  for (const domain of settled) delete c.cartItemsLoading[domain];
  return settled;
}

export const reduceDomainChecker: ReadModel = (draft, event) => {
  const c = draft.domainChecker;
  match(event)
    .with({ type: 'domain-checker/search-submitted' }, () => {
      c.rejected = null;
    })
    .with({ type: 'domain-checker/search-rejected' }, ({ payload }) => {
      c.rejected = { ...payload };
    })
    .with({ type: 'domain-checker/category-chosen' }, ({ payload }) => {
      c.category = payload.categoryId;
    })
    .with({ type: 'domain-checker/search-started' }, ({ payload }) => {
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
    })
    .with({ type: 'domain-checker/result-received' }, ({ payload }) => {
      if (payload.searchId !== c.searchId) return;
      const at = c.domains.findIndex((d) => d.name === payload.result.name);
      if (at === -1) c.domains.push(castDraft(payload.result));
      else c.domains[at] = castDraft(payload.result);
    })
    .with({ type: 'domain-checker/page-ended' }, ({ payload }) => {
      if (payload.searchId !== c.searchId) return;
      c.searching = false;
      c.endOfStream = payload.endOfStream;
    })
    .with({ type: 'domain-checker/search-failed' }, ({ payload }) => {
      if (payload.searchId !== c.searchId) return;
      c.searching = false;
      c.endOfStream = true;
      c.streamError = castDraft(payload.error);
    })
    .with({ type: 'domain-checker/search-aborted' }, ({ payload }) => {
      if (payload.searchId === c.searchId) c.searching = false;
    })
    .with({ type: 'domain-checker/bundles-received' }, ({ payload }) => {
      if (payload.searchId === c.searchId) c.bundles = castDraft(payload.bundles);
    })
    .with({ type: 'domain-checker/categories-received' }, ({ payload }) => {
      c.categories = castDraft(payload.categories);
    })
    .with({ type: 'domain-checker/transfer-toggled' }, ({ payload }) => {
      c.transferOpen = payload.domain;
    })
    .with({ type: 'domain-checker/watch-requested' }, ({ payload }) => {
      if (!c.watched.includes(payload.domain)) c.watched.push(payload.domain);
    })
    .with({ type: 'domain-checker/my-domain-requested' }, ({ payload }) => {
      c.ownership[payload.domain] = { status: 'checking' };
    })
    .with({ type: 'domain-checker/my-domain-answered' }, ({ payload }) => {
      c.ownership[payload.domain] = { status: payload.outcome };
    })
    .with({ type: 'domain-checker/my-domain-failed' }, ({ payload }) => {
      c.ownership[payload.domain] = castDraft({ status: 'failed' as const, error: payload.error });
    })
    .with({ type: 'cart/item-add-requested' }, ({ payload, seq }) => {
      startLoading(c, [payload.request], seq);
    })
    .with({ type: 'cart/bundle-add-requested' }, ({ payload, seq }) => {
      startLoading(c, payload.items, seq);
    })
    .with({ type: 'cart/received' }, ({ payload }) => {
      const settled = settle(c, payload.commandId);
      if (c.transferOpen !== null && settled.includes(c.transferOpen)) c.transferOpen = null;
    })
    .with({ type: 'cart/command-failed' }, ({ payload }) => {
      const { messageKey, values } = payload.error;
      for (const domain of settle(c, payload.commandId)) {
        c.addErrors[domain] = { translationKey: messageKey, ...(values ? { values: { ...values } } : {}) };
      }
    })
    .with({ type: 'cart/reset' }, () => {
      c.cartItemsLoading = {};
    })
    .otherwise(() => {});
};
