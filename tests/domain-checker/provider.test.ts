/**
 * The domain checker against the real mock provider (msw/node): the streamed E46 reaches the state
 * one element at a time while the reply is still open, pages end on a short page, a broken stream
 * keeps what arrived, the bundle goes to the cart with its discounted second domain, a transfer
 * sends the auth code to the provider while the log only ever holds '[redacted]' (canary), and
 * "this is my domain" answers per login.
 */
import { describe, expect, it } from 'vitest';
import { getOrCreateSession } from '../../fixtures/provider/sessions';
import { bundleRequests, transferRequest } from '../../projections/domain-checker/domain-add';
import { domainCheckerView } from '../../projections/domain-checker/selectors';
import { cartLoadEffect } from '../../src/effects/cart/load';
import { cartQueueEffect } from '../../src/effects/runtime/core-effects';
import { domainCheckerOwnershipEffect } from '../../src/effects/domain-checker/ownership';
import { domainCheckerSearchEffect } from '../../src/effects/domain-checker/search';
import { keepTransferCode } from '../../src/shared/secret-vault';
import { providerHarness, seed, until, useTestProvider } from '../support/provider-harness';

const provider = useTestProvider();

async function open(qd: string, login: string | null = null, brokenStream = false) {
  seed(provider, { cart: 'empty', login });
  provider.store.setBehaviour({ streamDelayMs: 1 });
  const h = providerHarness([
    cartLoadEffect,
    cartQueueEffect,
    domainCheckerSearchEffect,
    domainCheckerOwnershipEffect,
  ]);
  h.log.append('cart/load-requested', { reason: 'boot' });
  await until(() => h.types().includes('cart/received'));
  if (brokenStream) provider.store.setFaults({ brokenStream: true, pathPattern: 'check-domains' });
  h.log.append('nav/changed', { path: '/en/domain-checker', search: `?qd=${qd}&freeOnly=false` });
  return h;
}

const providerCart = () => getOrCreateSession(provider.store, 'default').cart;

describe('the streamed check with the provider', () => {
  it('adds every element to the state while the E46 reply is still open', async () => {
    const h = await open('nova-firma-123.sk');
    const seen: { count: number; replyOpen: boolean }[] = [];
    /** The E46 exchange has not been answered yet (its api/responded is not in the log). */
    const replyOpen = () => {
      const ids = h
        .all('api/requested')
        .filter((e) => e.payload.pathTemplate === '/domain-checker/check-domains')
        .map((e) => e.payload.requestId);
      return ids.length === 1 && !h.all('api/responded').some((e) => ids.includes(e.payload.requestId));
    };
    h.log.events$.subscribe((e) => {
      if (e.type === 'domain-checker/result-received') {
        seen.push({ count: h.state().domainChecker.domains.length, replyOpen: replyOpen() });
      }
    });
    await until(() => h.types().includes('domain-checker/page-ended'), 5000);
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.map((s) => s.count)).toEqual(seen.map((_, i) => i + 1));
    expect(seen.every((s) => s.replyOpen)).toBe(true);
    const view = domainCheckerView(h.state());
    expect(view.requested.map((r) => [r.result.name, r.status])).toEqual([
      ['nova-firma-123.sk', 'available'],
    ]);
    expect(view).toMatchObject({ endOfStream: true, searching: false });
  });

  it('asks the next page until a short one ends the stream', async () => {
    const h = await open('prva-firma-1,druha-firma-2');
    await until(() => h.types().includes('domain-checker/page-ended'), 5000);
    expect(domainCheckerView(h.state())).toMatchObject({ canLoadMore: true, endOfStream: false });
    expect(h.state().domainChecker.domains).toHaveLength(10);
    h.log.append('domain-checker/more-requested', {});
    await until(() => h.all('domain-checker/page-ended').length === 2, 5000);
    const pages = h.all('domain-checker/page-ended').map((e) => e.payload);
    expect(pages.map((p) => [p.page, p.endOfStream])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(h.state().domainChecker.domains.length).toBe(10 + (pages[1]?.count ?? 0));
  });

  it('ends a broken stream with its failure and keeps the result that arrived', async () => {
    const h = await open('rozbita-firma.sk', null, true);
    await until(() => h.types().includes('domain-checker/search-failed'), 5000);
    const view = domainCheckerView(h.state());
    expect(view.streamError).not.toBeNull();
    expect(view).toMatchObject({ searching: false, endOfStream: true });
    expect(view.requested.map((r) => r.result.name)).toEqual(['rozbita-firma.sk']);
  });
});

describe('adding from the checker with the provider', () => {
  it('puts the bundle in the cart: the main domain and the second one at its discounted price', async () => {
    const h = await open('balik-firma');
    await until(() => h.state().domainChecker.bundles.length > 0, 5000);
    const bundle = h.state().domainChecker.bundles[0]!;
    expect(bundle.discounted.price.actualPrice).toBeLessThan(bundle.main.price.actualPrice);
    const items = bundleRequests(bundle);
    expect(items).toEqual([
      {
        code: 'domain-register',
        name: '.sk doména',
        sellType: 'direct',
        period: 12,
        price: { vatExcluded: bundle.main.price.actualPrice },
        properties: { domain: bundle.main.name },
      },
      {
        code: 'domain-register',
        name: `.${bundle.discounted.tld} doména`,
        sellType: 'direct',
        period: 12,
        price: { vatExcluded: bundle.discounted.price.actualPrice },
        properties: { domain: bundle.discounted.name },
      },
    ]);
    h.log.append('cart/bundle-add-requested', { items });
    await until(() => domainCheckerView(h.state()).bundles[0]?.inCart === true, 5000);
    expect(providerCart()?.items.map((i) => i.properties.domain)).toEqual([
      bundle.main.name,
      bundle.discounted.name,
    ]);
    expect(h.all('cart/command-failed')).toEqual([]);
    expect(domainCheckerView(h.state()).bundles[0]?.loading).toBe(false);
  });

  it('transfers a registered domain: the provider gets the auth code, the log never holds it (canary)', async () => {
    const code = 'Canary-EPP-7731';
    const h = await open('taken-firma.sk');
    await until(() => h.types().includes('domain-checker/page-ended'), 5000);
    const row = domainCheckerView(h.state()).requested[0]!;
    expect(row).toMatchObject({ status: 'registered', transferable: true });
    const request = transferRequest(row.result, code);
    expect(request).toMatchObject({
      code: 'domain-transfer',
      properties: { domain: 'taken-firma.sk', eppCode: code },
    });
    keepTransferCode('taken-firma.sk', code);
    h.log.append('cart/item-add-requested', { request: request! });
    await until(() => domainCheckerView(h.state()).requested[0]?.inCart === true, 5000);
    expect(providerCart()?.items[0]).toMatchObject({
      code: 'domain-transfer',
      properties: { eppCode: code },
    });
    const logged = JSON.stringify(h.log.all());
    expect(logged).not.toContain(code);
    expect(h.all('cart/item-add-requested')[0]?.payload.request.properties.eppCode).toBe('[redacted]');
  });

  it('without the kept code the provider would only get the placeholder (the canary can fail)', async () => {
    const h = await open('taken-druha.sk');
    await until(() => h.types().includes('domain-checker/page-ended'), 5000);
    const row = domainCheckerView(h.state()).requested[0]!;
    h.log.append('cart/item-add-requested', { request: transferRequest(row.result, 'Never-Kept-1')! });
    await until(() => domainCheckerView(h.state()).requested[0]?.inCart === true, 5000);
    expect(providerCart()?.items[0]?.properties.eppCode).toBe('[redacted]');
  });
});

describe('"this is my domain" with the provider', () => {
  it.each([
    [null, 'login-needed'],
    ['alice', 'owner'],
    ['bob', 'not-owner'],
  ] as const)('answers %s with %s for alice-novakova.sk', async (login, outcome) => {
    const h = await open('alice-novakova.sk', login);
    h.log.append('domain-checker/my-domain-requested', { domain: 'alice-novakova.sk' });
    await until(() => h.types().includes('domain-checker/my-domain-answered'), 5000);
    expect(h.state().domainChecker.ownership['alice-novakova.sk']).toEqual({ status: outcome });
  });
});
