/**
 * The tutorial effect: shown once per cart with exactly one domain registration when its products
 * loaded (never with the test cookie or after "don't show again"), the add handed to the cart queue,
 * and a skip or finish recorded with its cookie.
 */
import { describe, expect, it } from 'vitest';
import type { HostingTutorialProduct } from '../../events/contract/offers';
import { foldAll } from '../../projections/fold';
import type { ApiClient } from '../../src/api/client';
import { failWith, succeed } from '../../src/api/result';
import { memoryCookies } from '../../src/effects/runtime/page-ports';
import { TUTORIAL_COOKIE, TUTORIAL_SHOWN_KEY, tutorialEffect } from '../../src/effects/tutorial/tutorial';
import { buildCart, buildDomainItem, buildError, buildItem } from '../support/builders';
import { flush, harness } from '../support/effect-harness';
import { servedProducts } from '../support/tutorial-products';

const products = servedProducts('sk-ws');
const domainCart = (uuid = 'c1') => buildCart({ uuid, items: [buildDomainItem('moja-firma.sk')] });

function setUp(
  options: { cookies?: Record<string, string>; list?: HostingTutorialProduct[]; fail?: boolean } = {},
) {
  const calls = { products: 0, records: [] as unknown[] };
  const api: Partial<ApiClient> = {
    getHostingTutorial: async () => {
      calls.products += 1;
      return options.fail ? failWith(buildError({ status: 500 })) : succeed(options.list ?? products, 200);
    },
    recordHostingTutorial: async (record) => {
      calls.records.push(record);
      return succeed(undefined, 204);
    },
  };
  const h = harness(api);
  const cookies = memoryCookies(options.cookies);
  h.deps.cookies = cookies;
  tutorialEffect(h.deps);
  const receive = async (cart = domainCart()) => {
    h.log.append('cart/received', { cart, command: 'load' });
    await flush();
  };
  const shown = () =>
    h.log
      .all()
      .filter((e) => e.type === 'tutorial/shown')
      .map((e) => e.payload);
  return { h, calls, cookies, receive, shown, state: () => foldAll(h.log.all()) };
}

describe('showing the hosting tutorial once', () => {
  it('shows the main flow for a cart with exactly one domain registration, once the products loaded', async () => {
    const t = setUp();
    await t.receive();
    expect(t.shown()).toEqual([
      { cartUuid: 'c1', flow: 'main', domain: 'moja-firma.sk', itemId: 'dom-moja-firma.sk' },
    ]);
    expect(t.h.deps.storage.getItem(TUTORIAL_SHOWN_KEY)).toBe('c1');
    expect(t.state().tutorial.open?.step).toBe('main');
  });

  it('shows the transfer flow for a domain transfer', async () => {
    const t = setUp();
    await t.receive(
      buildCart({ uuid: 'c2', items: [buildDomainItem('stara.sk', { code: 'domain-transfer' })] }),
    );
    expect(t.shown().map((s) => s.flow)).toEqual(['transfer']);
  });

  it('does not show for two items, for one item that is not a domain, or for an empty cart, and does not fetch', async () => {
    const t = setUp();
    await t.receive(buildCart({ items: [buildDomainItem('a.sk'), buildDomainItem('b.sk')] }));
    await t.receive(buildCart({ items: [buildItem({ code: 'the-hosting' })] }));
    await t.receive(buildCart({ items: [] }));
    expect(t.shown()).toEqual([]);
    expect(t.calls.products).toBe(0);
  });

  it('shows only once for the same cart, even after a reload', async () => {
    const t = setUp();
    await t.receive();
    await t.receive();
    expect(t.shown()).toHaveLength(1);
    const again = setUp();
    again.h.deps.storage.setItem(TUTORIAL_SHOWN_KEY, 'c1');
    await again.receive();
    expect(again.shown()).toEqual([]);
    expect(again.calls.products).toBe(0);
  });

  it('shows again for a new cart', async () => {
    const t = setUp();
    await t.receive(domainCart('c1'));
    await t.receive(domainCart('c2'));
    expect(t.shown().map((s) => s.cartUuid)).toEqual(['c1', 'c2']);
    expect(t.calls.products).toBe(1);
  });

  it('does not fetch the products when the test cookie says test', async () => {
    const t = setUp({ cookies: { test: 'test' } });
    await t.receive();
    expect(t.calls.products).toBe(0);
    expect(t.shown()).toEqual([]);
    expect(t.state().tutorial.products).toEqual({ status: 'disabled', reason: 'test-cookie' });
  });

  it('does not fetch the products when the customer asked not to see it again', async () => {
    const t = setUp({ cookies: { [TUTORIAL_COOKIE]: '1' } });
    await t.receive();
    expect(t.calls.products).toBe(0);
    expect(t.state().tutorial.products).toEqual({ status: 'disabled', reason: 'disabling-cookie' });
  });

  it('does not show when the products failed to load', async () => {
    const t = setUp({ fail: true });
    await t.receive();
    expect(t.shown()).toEqual([]);
    expect(t.state().tutorial.products.status).toBe('failed');
  });

  it('does not show a flow whose products are all unavailable', async () => {
    const t = setUp({ list: products.filter((p) => p.name === 'site-builder') });
    await t.receive(buildCart({ items: [buildDomainItem('stara.sk', { code: 'domain-transfer' })] }));
    expect(t.shown()).toEqual([]);
  });

  it('does not show when the cart changed while the products were loading', async () => {
    const t = setUp();
    t.h.log.append('cart/received', { cart: domainCart(), command: 'load' });
    t.h.log.append('cart/received', {
      cart: buildCart({ uuid: 'c1', items: [buildDomainItem('moja-firma.sk'), buildItem()] }),
      command: 'add-item',
    });
    await flush();
    expect(t.calls.products).toBe(1);
    expect(t.shown()).toEqual([]);
  });
});

describe('adding and ending the tutorial', () => {
  it('hands the add to the cart queue as the request the customer confirmed', async () => {
    const t = setUp();
    const request = {
      code: 'the-hosting',
      sellType: 'direct' as const,
      period: 12,
      properties: { capacity: 51200 },
    };
    t.h.log.append('tutorial/add-requested', { request });
    expect(t.h.log.all().find((e) => e.type === 'cart/item-add-requested')?.payload).toEqual({ request });
  });

  it('records a skip, with the 30-day cookie when the customer asked not to see it again', async () => {
    const t = setUp();
    t.h.log.append('tutorial/skip-confirmed', { doNotShowAgain: true });
    await flush();
    expect(t.cookies.jar.get(TUTORIAL_COOKIE)).toEqual({ value: '1', days: 30 });
    expect(t.calls.records).toEqual([{ noHostingSelected: true, skipped: true }]);
    expect(t.h.types()).toContain('tutorial/disabling-cookie-set');
    expect(t.h.log.all().find((e) => e.type === 'tutorial/recorded')?.payload).toEqual({
      noHostingSelected: true,
      skipped: true,
      ok: true,
    });
  });

  it('sets no cookie for a plain skip', async () => {
    const t = setUp();
    t.h.log.append('tutorial/skip-confirmed', { doNotShowAgain: false });
    await flush();
    expect(t.cookies.jar.size).toBe(0);
    expect(t.calls.records).toEqual([{ noHostingSelected: true, skipped: true }]);
  });

  it('records no hosting, and hosting chosen when finished after the add', async () => {
    const t = setUp();
    t.h.log.append('tutorial/no-hosting-chosen', {});
    t.h.log.append('tutorial/finished', {});
    await flush();
    expect(t.calls.records).toEqual([
      { noHostingSelected: true, skipped: false },
      { noHostingSelected: false, skipped: false },
    ]);
  });
});
