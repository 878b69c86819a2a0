/**
 * The domain checker read model and its view (spec §3, §4): streamed results appear one by one,
 * a short page ends the stream, facts of an older search are ignored, a failure ends the stream
 * and keeps what arrived, per-domain in-cart / loading / failure flags, free-only and categories.
 */
import { describe, expect, it } from 'vitest';
import { domainCheckerView } from '../../projections/domain-checker/selectors';
import { buildCart, buildDomainItem, buildError, session } from '../support/builders';
import { bundle, failing, free, registered } from './support/results';

function searching(domains = ['moja-firma.sk'], searchId = 's1') {
  return session()
    .boot()
    .emit('nav/changed', { path: '/domain-checker', search: `?qd=${domains.join(',')}&freeOnly=false` })
    .emit('domain-checker/search-started', { searchId, domains, page: 1, perPage: 10 });
}

describe('a streamed search', () => {
  it('adds each result the moment its fact arrives, in arrival order', () => {
    const s = searching();
    expect(s.state.domainChecker).toMatchObject({ searching: true, endOfStream: false, domains: [] });
    const names = ['moja-firma.sk', 'moja-firma.com', 'moja-firma.eu'];
    const seen: string[][] = [];
    for (const name of names) {
      s.emit('domain-checker/result-received', { searchId: 's1', result: free(name) });
      seen.push(s.state.domainChecker.domains.map((d) => d.name));
    }
    expect(seen).toEqual([names.slice(0, 1), names.slice(0, 2), names]);
    expect(s.state.domainChecker.searching).toBe(true);
    const view = domainCheckerView(s.state);
    expect(view.requested.map((r) => r.result.name)).toEqual(['moja-firma.sk']);
    expect(view.alternatives.map((r) => r.result.name)).toEqual(['moja-firma.com', 'moja-firma.eu']);
  });

  it('ends the stream when a page brings fewer results than the page size, and offers more otherwise', () => {
    const s = searching();
    for (let i = 0; i < 10; i++)
      s.emit('domain-checker/result-received', { searchId: 's1', result: free(`d${i}.sk`) });
    s.emit('domain-checker/page-ended', { searchId: 's1', page: 1, count: 10, endOfStream: false });
    expect(domainCheckerView(s.state)).toMatchObject({
      searching: false,
      endOfStream: false,
      canLoadMore: true,
    });
    s.emit('domain-checker/search-started', {
      searchId: 's1',
      domains: ['moja-firma.sk'],
      page: 2,
      perPage: 10,
    });
    s.emit('domain-checker/result-received', { searchId: 's1', result: free('d10.sk') });
    expect(s.state.domainChecker.domains).toHaveLength(11);
    s.emit('domain-checker/page-ended', { searchId: 's1', page: 2, count: 1, endOfStream: true });
    expect(domainCheckerView(s.state)).toMatchObject({
      searching: false,
      endOfStream: true,
      canLoadMore: false,
    });
  });

  it('starts over on a new search and ignores late results of the old one', () => {
    const s = searching(['a.sk'], 's1');
    s.emit('domain-checker/result-received', { searchId: 's1', result: free('a.sk') });
    s.emit('domain-checker/search-aborted', { searchId: 's1', reason: 'new-search' });
    s.emit('domain-checker/search-started', { searchId: 's2', domains: ['b.sk'], page: 1, perPage: 10 });
    s.emit('domain-checker/result-received', { searchId: 's1', result: free('a.com') });
    s.emit('domain-checker/result-received', { searchId: 's2', result: free('b.sk') });
    expect(s.state.domainChecker).toMatchObject({
      requestedDomains: ['b.sk'],
      previouslySearchedDomain: 'b.sk',
      searching: true,
      streamError: null,
    });
    expect(s.state.domainChecker.domains.map((d) => d.name)).toEqual(['b.sk']);
  });

  it('keeps the results already shown when the stream breaks, and ends it with the failure', () => {
    const s = searching();
    s.emit('domain-checker/result-received', { searchId: 's1', result: free('moja-firma.sk') });
    s.emit('domain-checker/search-failed', {
      searchId: 's1',
      error: buildError({ kind: 'parse', messageKey: 'general.invalid_reply' }),
    });
    const view = domainCheckerView(s.state);
    expect(view).toMatchObject({ searching: false, endOfStream: true, canLoadMore: false });
    expect(view.streamError?.messageKey).toBe('general.invalid_reply');
    expect(view.requested.map((r) => r.result.name)).toEqual(['moja-firma.sk']);
  });

  it('only stops the spinner on an abort (no message)', () => {
    const s = searching();
    s.emit('domain-checker/search-aborted', { searchId: 's1', reason: 'left' });
    expect(domainCheckerView(s.state)).toMatchObject({ searching: false, streamError: null });
  });
});

describe('a result row', () => {
  it('tells free, registered (transferable) and failing domains apart, with their error key', () => {
    const s = searching(['a'])
      .emit('domain-checker/result-received', { searchId: 's1', result: free('a.sk') })
      .emit('domain-checker/result-received', { searchId: 's1', result: registered('a.com') })
      .emit('domain-checker/result-received', {
        searchId: 's1',
        result: failing('a.hu', 'domain_checker.cannot_resolve_availability'),
      })
      .emit('domain-checker/result-received', { searchId: 's1', result: { ...free('a.io'), premium: true } });
    const [first, ...rest] = [
      ...domainCheckerView(s.state).requested,
      ...domainCheckerView(s.state).alternatives,
    ];
    expect(first).toMatchObject({ status: 'available', transferable: false, premium: false });
    expect(rest.map((r) => [r.result.name, r.status, r.errorKey, r.transferable, r.premium])).toEqual([
      ['a.com', 'registered', null, true, false],
      ['a.hu', 'error', 'domain_checker.cannot_resolve_availability', false, false],
      ['a.io', 'available', null, false, true],
    ]);
  });

  it('is loading while its add runs, in the cart once the reply lists it, and shows a failed add', () => {
    const s = searching(['a.sk', 'b.sk'])
      .emit('domain-checker/result-received', { searchId: 's1', result: free('a.sk') })
      .emit('domain-checker/result-received', { searchId: 's1', result: free('b.sk') });
    const add = (name: string) =>
      s.emit('cart/item-add-requested', {
        request: { code: 'domain-register', sellType: 'direct', period: 12, properties: { domain: name } },
      });
    add('a.sk');
    const addA = s.events.at(-1)?.seq ?? -1;
    add('b.sk');
    const addB = s.events.at(-1)?.seq ?? -1;
    const row = (name: string) => domainCheckerView(s.state).requested.find((r) => r.result.name === name);
    expect(s.state.domainChecker.cartItemsLoading).toEqual({ 'a.sk': `cmd-${addA}`, 'b.sk': `cmd-${addB}` });
    expect([row('a.sk')?.loading, row('b.sk')?.loading]).toEqual([true, true]);
    s.received(buildCart({ items: [buildDomainItem('a.sk')] }), 'add-item', `cmd-${addA}`);
    expect(row('a.sk')).toMatchObject({ loading: false, inCart: true });
    expect(row('b.sk')).toMatchObject({ loading: true, inCart: false });
    s.emit('cart/command-failed', {
      command: 'add-item',
      commandId: `cmd-${addB}`,
      error: buildError({ messageKey: 'domain.not_available' }),
    });
    expect(row('b.sk')).toMatchObject({
      loading: false,
      inCart: false,
      addError: { translationKey: 'domain.not_available' },
    });
  });

  it('marks both domains of a bundle while the bundle add runs', () => {
    const s = searching(['a.sk'])
      .emit('domain-checker/bundles-received', { searchId: 's1', bundles: [bundle('a.sk', 'a.eu')] })
      .emit('cart/bundle-add-requested', {
        items: [
          { code: 'domain-register', sellType: 'direct', period: 12, properties: { domain: 'a.sk' } },
          { code: 'domain-register', sellType: 'direct', period: 12, properties: { domain: 'a.eu' } },
        ],
      });
    expect(domainCheckerView(s.state).bundles[0]).toMatchObject({ loading: true, inCart: false });
    s.received(
      buildCart({ items: [buildDomainItem('a.sk'), buildDomainItem('a.eu', { id: 'x2' })] }),
      'add-bundle',
      `cmd-${s.events.at(-1)?.seq ?? 0}`,
    );
    expect(domainCheckerView(s.state).bundles[0]).toMatchObject({ loading: false, inCart: true });
  });
});

describe('filters', () => {
  const s = () =>
    searching(['a'])
      .emit('domain-checker/result-received', { searchId: 's1', result: free('a.sk') })
      .emit('domain-checker/result-received', { searchId: 's1', result: registered('a.com') })
      .emit('domain-checker/result-received', { searchId: 's1', result: free('a.eu') })
      .emit('domain-checker/result-received', { searchId: 's1', result: free('a.io') })
      .emit('domain-checker/categories-received', {
        categories: [{ id: 'eu', name: 'European', tlds: ['eu', 'sk'] }],
      });

  it('hides taken alternatives when free-only is on in the URL (missing means on)', () => {
    const on = s().emit('nav/changed', { path: '/domain-checker', search: '?qd=a' });
    expect(domainCheckerView(on.state).alternatives.map((r) => r.result.name)).toEqual(['a.eu', 'a.io']);
    expect(domainCheckerView(on.state).hidden).toBe(1);
    const off = s();
    expect(domainCheckerView(off.state).alternatives.map((r) => r.result.name)).toEqual([
      'a.com',
      'a.eu',
      'a.io',
    ]);
  });

  it('shows only the chosen category among the alternatives; the requested domain always shows', () => {
    const view = domainCheckerView(s().emit('domain-checker/category-chosen', { categoryId: 'eu' }).state);
    expect(view.requested.map((r) => r.result.name)).toEqual(['a.sk']);
    expect(view.alternatives.map((r) => r.result.name)).toEqual(['a.eu']);
  });
});
