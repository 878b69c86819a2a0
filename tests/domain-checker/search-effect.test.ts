/**
 * The domain checker's search effect with a hand-driven stream: the URL starts the search, each
 * element becomes a fact as it arrives, paging asks the next page until a short one, a newer search
 * (or leaving) aborts the running one through its signal and records the abort, the search field
 * and toggle only navigate.
 */
import { describe, expect, it } from 'vitest';
import { domainCheckerView } from '../../projections/domain-checker/selectors';
import { foldAll } from '../../projections/fold';
import { DOMAIN_PAGE_SIZE, domainCheckerSearchEffect } from '../../src/effects/domain-checker/search';
import { navigationEffect } from '../../src/effects/nav/navigation';
import { buildError } from '../support/builders';
import { flush, harness } from '../support/effect-harness';
import { fakeDomainApi } from './support/fake-stream';
import { free, registered } from './support/results';

function start(path = '/domain-checker', query = '?qd=moja-firma.sk&freeOnly=true') {
  const fake = fakeDomainApi();
  const h = harness(fake.api);
  h.browser.path = path;
  h.browser.query = query;
  navigationEffect(h.deps);
  domainCheckerSearchEffect(h.deps);
  const facts = () => h.log.all().filter((e) => e.type.startsWith('domain-checker/'));
  return { ...h, ...fake, facts, state: () => foldAll(h.log.all()) };
}

describe('the search effect', () => {
  it('starts the search of the URL and appends each result as it arrives', async () => {
    const h = start();
    expect(h.calls).toHaveLength(1);
    expect(h.calls[0]?.req).toMatchObject({ domains: ['moja-firma.sk'], page: 1, perPage: DOMAIN_PAGE_SIZE });
    const call = h.calls[0]!;
    call.emit(free('moja-firma.sk'));
    expect(h.state().domainChecker.domains.map((d) => d.name)).toEqual(['moja-firma.sk']);
    call.emit(registered('moja-firma.com'));
    expect(h.state().domainChecker.domains.map((d) => d.name)).toEqual(['moja-firma.sk', 'moja-firma.com']);
    expect(h.state().domainChecker.searching).toBe(true);
    call.finish();
    await flush();
    const stream = h.facts().filter((e) => /search-started|result-received|page-ended/.test(e.type));
    expect(stream.map((e) => e.type)).toEqual([
      'domain-checker/search-started',
      'domain-checker/result-received',
      'domain-checker/result-received',
      'domain-checker/page-ended',
    ]);
    expect(h.types()).toContain('domain-checker/bundles-received');
    expect(h.types()).toContain('domain-checker/categories-received');
    expect(h.state().domainChecker).toMatchObject({ searching: false, endOfStream: true });
    expect(h.bundleCalls).toEqual([['moja-firma.sk']]);
  });

  it('asks the next page until a page comes back short', async () => {
    const h = start();
    for (let i = 0; i < DOMAIN_PAGE_SIZE; i++) h.calls[0]!.emit(free(`d${i}.sk`));
    h.calls[0]!.finish();
    await flush();
    expect(domainCheckerView(h.state()).canLoadMore).toBe(true);
    h.log.append('domain-checker/more-requested', {});
    expect(h.calls[1]?.req).toMatchObject({ domains: ['moja-firma.sk'], page: 2 });
    h.calls[1]!.emit(free('d10.sk'));
    h.calls[1]!.finish();
    await flush();
    expect(h.state().domainChecker).toMatchObject({ endOfStream: true, page: 2 });
    expect(h.state().domainChecker.domains).toHaveLength(DOMAIN_PAGE_SIZE + 1);
    h.log.append('domain-checker/more-requested', {});
    expect(h.calls).toHaveLength(2);
  });

  it('aborts a running search when a new one starts: the signal fires and the abort is a fact, not an error', async () => {
    const h = start();
    const first = h.calls[0]!;
    first.emit(free('moja-firma.sk'));
    h.log.append('domain-checker/search-submitted', { text: 'ina-firma.sk' });
    expect(first.aborted).toBe(true);
    expect(h.browser.query).toBe('?qd=ina-firma.sk&freeOnly=true');
    expect(h.calls[1]?.req.domains).toEqual(['ina-firma.sk']);
    const types = h.facts().map((e) => e.type);
    expect(types.indexOf('domain-checker/search-aborted')).toBeLessThan(
      types.lastIndexOf('domain-checker/search-started'),
    );
    expect(h.facts().find((e) => e.type === 'domain-checker/search-aborted')?.payload).toMatchObject({
      reason: 'new-search',
    });
    first.emit(free('late.sk'));
    await flush();
    expect(h.facts().some((e) => e.type === 'domain-checker/search-failed')).toBe(false);
    expect(h.state().domainChecker).toMatchObject({
      searching: true,
      streamError: null,
      requestedDomains: ['ina-firma.sk'],
    });
    expect(h.state().domainChecker.domains).toEqual([]);
  });

  it('aborts the running search when the customer leaves the checker, and searches again on return', async () => {
    const h = start();
    h.log.append('nav/requested', { to: '/checkout' });
    expect(h.calls[0]?.aborted).toBe(true);
    expect(h.facts().at(-1)?.payload).toMatchObject({ reason: 'left' });
    h.log.append('nav/requested', { to: '/domain-checker?qd=moja-firma.sk&freeOnly=true' });
    expect(h.calls).toHaveLength(2);
    await flush();
  });

  it('does not search again when only free-only changes, and keeps the toggle in the URL by replacing it', async () => {
    const h = start();
    h.calls[0]!.finish();
    await flush();
    h.log.append('domain-checker/free-only-toggled', { freeOnly: false });
    expect(
      h.log
        .all()
        .filter((e) => e.type === 'nav/requested')
        .at(-1)?.payload,
    ).toEqual({
      to: '/domain-checker?qd=moja-firma.sk&freeOnly=false',
      replace: true,
    });
    expect(h.browser.query).toBe('?qd=moja-firma.sk&freeOnly=false');
    expect(h.calls).toHaveLength(1);
  });

  it('submitting the same search again runs it again (a retry after a failure)', async () => {
    const h = start();
    h.calls[0]!.fail(buildError({ kind: 'parse', messageKey: 'general.invalid_reply' }));
    await flush();
    expect(h.state().domainChecker.streamError?.messageKey).toBe('general.invalid_reply');
    h.log.append('domain-checker/search-submitted', { text: 'https://www.Moja-Firma.sk/' });
    expect(h.calls).toHaveLength(2);
    expect(h.state().domainChecker.streamError).toBeNull();
  });

  it('refuses a broken search text without a call and without leaving the page', () => {
    const h = start();
    h.log.append('domain-checker/search-submitted', { text: '   ' });
    h.log.append('domain-checker/search-submitted', { text: 'ftp://example.sk' });
    expect(h.calls).toHaveLength(1);
    expect(
      h
        .facts()
        .filter((e) => e.type === 'domain-checker/search-rejected')
        .map((e) => e.payload),
    ).toEqual([
      { text: '   ', messageKey: 'domain_checker.no_domain_to_check', entry: null },
      { text: 'ftp://example.sk', messageKey: 'domain_checker.protocol', entry: 'ftp://example.sk' },
    ]);
    expect(domainCheckerView(h.state()).rejected).toEqual({
      messageKey: 'domain_checker.protocol',
      entry: 'ftp://example.sk',
    });
  });

  it('refuses an invalid qd from a link without calling the provider', () => {
    const h = start('/domain-checker', '?qd=zla_domena.sk&freeOnly=true');
    expect(h.calls).toHaveLength(0);
    expect(domainCheckerView(h.state()).rejected?.messageKey).toBe('validation.domain_name');
  });

  it('removing a badge searches the other domains', () => {
    const h = start('/domain-checker', '?qd=a.sk,b.sk&freeOnly=true');
    h.log.append('domain-checker/domain-removed', { domain: 'a.sk' });
    expect(h.calls.at(-1)?.req.domains).toEqual(['b.sk']);
    expect(h.calls[0]?.aborted).toBe(true);
  });
});
