/**
 * The website flow (spec §4): the step goes up on next (only once a category is chosen), down on
 * prev, never below 0 or past the last step; step and category are kept in local storage and read
 * back on entering `/iwp`; the URL follows the step and the third step goes to the checkout.
 */
import { describe, expect, it } from 'vitest';
import { foldAll } from '../../projections/fold';
import { navigationEffect } from '../../src/effects/nav/navigation';
import {
  WEBSITE_FLOW_KEY,
  readWebsiteFlow,
  websiteFlowEffect,
} from '../../src/effects/website-flow/website-flow';
import { cartItemOf, packageRequest, websiteFlowPackages } from '../../src/features/website-flow/packages';
import { failWith, succeed } from '../../src/api/result';
import { networkError } from '../../src/api/failures';
import { servedProducts } from '../support/tutorial-products';
import { buildItem, session } from '../support/builders';
import { harness } from '../support/effect-harness';

describe('the website flow steps', () => {
  it('does not move on before a category is chosen, then goes up to the last step and no further', () => {
    const s = session().boot();
    s.emit('website-flow/next-requested', {});
    expect(s.state.websiteFlow).toMatchObject({ step: 0, category: null });
    s.emit('website-flow/category-chosen', { category: 'with-ecom' });
    const steps: number[] = [];
    for (let i = 0; i < 4; i++) {
      s.emit('website-flow/next-requested', {});
      steps.push(s.state.websiteFlow.step);
    }
    expect(steps).toEqual([1, 2, 2, 2]);
  });

  it('goes down on prev and never below 0', () => {
    const s = session().boot().emit('website-flow/category-chosen', { category: 'without-ecom' });
    s.emit('website-flow/next-requested', {});
    const steps: number[] = [];
    for (let i = 0; i < 3; i++) {
      s.emit('website-flow/prev-requested', {});
      steps.push(s.state.websiteFlow.step);
    }
    expect(steps).toEqual([0, 0, 0]);
  });

  it('clamps a restored position and starts over without a category', () => {
    expect(
      foldAll(session().boot().emit('website-flow/restored', { step: 9, category: 'with-ecom' }).events)
        .websiteFlow,
    ).toMatchObject({
      step: 2,
      category: 'with-ecom',
    });
    expect(
      foldAll(session().boot().emit('website-flow/restored', { step: 1, category: null }).events).websiteFlow
        .step,
    ).toBe(0);
  });
});

describe('the website flow effect', () => {
  function start(stored?: unknown, path = '/iwp/design-tool') {
    const h = harness({ getHostingTutorial: () => Promise.resolve(succeed(servedProducts(), 200)) });
    if (stored !== undefined) h.deps.storage.setItem(WEBSITE_FLOW_KEY, JSON.stringify(stored));
    h.browser.path = path;
    navigationEffect(h.deps);
    websiteFlowEffect(h.deps);
    return { ...h, state: () => foldAll(h.log.all()) };
  }

  it('reads the stored step and category back on entering the flow, once', () => {
    const h = start({ step: 1, category: 'with-ecom' });
    expect(h.state().websiteFlow).toMatchObject({ step: 1, category: 'with-ecom' });
    expect(h.browser.path).toBe('/iwp/hosting');
    h.log.append('nav/requested', { to: '/checkout' });
    h.log.append('nav/requested', { to: '/iwp/hosting' });
    expect(h.types().filter((t) => t === 'website-flow/restored')).toHaveLength(1);
  });

  it('ignores storage outside the flow and a stored value of the wrong shape', () => {
    expect(start({ step: 1, category: 'with-ecom' }, '/checkout').types()).not.toContain(
      'website-flow/restored',
    );
    expect(start({ step: -1, category: 'nope' }).types()).not.toContain('website-flow/restored');
  });

  it('stores every move, keeps the URL on the step by replacing it, and goes to the checkout from the last step', () => {
    const h = start();
    h.log.append('website-flow/category-chosen', { category: 'without-ecom' });
    expect(readWebsiteFlow(h.deps.storage)).toEqual({ step: 0, category: 'without-ecom' });
    h.log.append('website-flow/next-requested', {});
    expect(readWebsiteFlow(h.deps.storage)).toEqual({ step: 1, category: 'without-ecom' });
    expect(h.browser.path).toBe('/iwp/hosting');
    expect(
      h.log
        .all()
        .filter((e) => e.type === 'nav/requested')
        .at(-1)?.payload,
    ).toEqual({ to: '/iwp/hosting', replace: true });
    h.log.append('website-flow/next-requested', {});
    expect(readWebsiteFlow(h.deps.storage)).toEqual({ step: 2, category: 'without-ecom' });
    expect(h.browser.path).toBe('/checkout');
    h.log.append('nav/requested', { to: '/iwp' });
    h.log.append('website-flow/prev-requested', {});
    expect(h.browser.path).toBe('/iwp/hosting');
    expect(readWebsiteFlow(h.deps.storage)?.step).toBe(1);
  });

  it('puts the URL back on the step shown when the customer arrives at another step (Back from the checkout, a typed link)', () => {
    const h = start(undefined, '/iwp/hosting');
    expect(h.state().websiteFlow.step).toBe(0);
    expect(h.browser.path).toBe('/iwp/design-tool');
    h.log.append('website-flow/category-chosen', { category: 'with-ecom' });
    h.log.append('website-flow/next-requested', {});
    h.log.append('website-flow/next-requested', {});
    expect(h.browser.path).toBe('/checkout');
    h.browser.navigate('/iwp/hosting', false);
    expect(h.state().websiteFlow.step).toBe(2);
    expect(h.browser.path).toBe('/iwp/register');
    expect(
      h.log
        .all()
        .filter((e) => e.type === 'nav/requested')
        .at(-1)?.payload,
    ).toEqual({ to: '/iwp/register', replace: true });
  });
});

describe('the website flow packages', () => {
  it('take their configuration, period and price from the products the provider serves', () => {
    const offers = websiteFlowPackages(servedProducts('sk-ws'));
    expect(offers.map((o) => [o.package.name, o.package.category, o.recommended])).toEqual([
      ['sitebuilder', 'others', false],
      ['sitebuilder-ecom', 'others', false],
      ['wordpress-hosting', 'business-wp', false],
      ['woocommerce-hosting', 'business-wo', true],
    ]);
    expect(offers[0]?.package.price).toEqual({ actualPrice: 49, marketingPrice: 59, period: 12 });
    expect(offers.map((o) => packageRequest(o))).toEqual([
      { code: 'site-builder', sellType: 'direct', period: 12, properties: { type: 'basic' } },
      { code: 'site-builder', sellType: 'direct', period: 12, properties: { type: 'extended' } },
      {
        code: 'the-hosting-wordpress',
        sellType: 'direct',
        period: 12,
        properties: { capacity: 10240, location: 'bratislava' },
      },
      {
        code: 'the-hosting-wordpress',
        sellType: 'direct',
        period: 12,
        properties: { capacity: 51200, location: 'bratislava' },
      },
    ]);
  });

  it('are priced in the currency the provider answers in', () => {
    const czk = websiteFlowPackages(servedProducts('cz-ws'));
    expect(czk[0]?.package.price?.actualPrice).not.toBe(49);
  });

  it('ask a provider with other capacities only for capacities it offers', () => {
    const products = servedProducts('sk-ws').map((p) =>
      p.name === 'the-hosting-wordpress'
        ? {
            ...p,
            properties: {
              ...p.properties,
              capacity: {
                options: [5120, 20480, 81920].map((value) => ({
                  value,
                  label: `${value / 1024} GB`,
                  price: [{ period: 12, actualPrice: value / 1000, marketingPrice: value / 800 }],
                })),
              },
            },
            defaultConfiguration: { period: 12, capacity: { value: 20480 } },
          }
        : p,
    );
    const hosting = websiteFlowPackages(products).filter((o) => o.step === 1);
    expect(
      hosting.map((o) => [o.package.name, o.cart.properties.capacity, o.package.attributes.storage]),
    ).toEqual([
      ['wordpress-hosting', 20480, '20 GB'],
      ['woocommerce-hosting', 81920, '80 GB'],
    ]);
    expect(hosting[0]?.package.price).toEqual({ actualPrice: 20.48, marketingPrice: 25.6, period: 12 });
  });

  it('offers nothing the provider does not list, and tells its packages apart by their size', () => {
    expect(websiteFlowPackages([])).toEqual([]);
    const onlyBuilder = servedProducts('sk-ws').filter((p) => p.name === 'site-builder');
    expect(websiteFlowPackages(onlyBuilder).map((o) => o.package.name)).toEqual([
      'sitebuilder',
      'sitebuilder-ecom',
    ]);
    const [wordpress, woo] = websiteFlowPackages(servedProducts('sk-ws')).slice(2);
    const item = buildItem({ id: 'h1', code: 'the-hosting-wordpress', properties: { capacity: 51200 } });
    expect(wordpress && cartItemOf(wordpress, [item])).toBeNull();
    expect(woo && cartItemOf(woo, [item])?.id).toBe('h1');
  });
});

describe('the website flow catalogue', () => {
  it('is read once on entering the flow, and again when asked after a failure', async () => {
    let calls = 0;
    const h = harness({
      getHostingTutorial: () => {
        calls += 1;
        return Promise.resolve(calls === 1 ? failWith(networkError()) : succeed(servedProducts(), 200));
      },
    });
    h.browser.path = '/iwp/design-tool';
    navigationEffect(h.deps);
    websiteFlowEffect(h.deps);
    await Promise.resolve();
    expect(foldAll(h.log.all()).websiteFlow.catalogue.status).toBe('failed');
    // moving in the flow does not ask a failing provider again: only the customer's retry does
    h.log.append('nav/requested', { to: '/iwp/hosting' });
    await Promise.resolve();
    expect(calls).toBe(1);
    h.log.append('website-flow/catalogue-requested', {});
    await Promise.resolve();
    expect(foldAll(h.log.all()).websiteFlow.catalogue.status).toBe('loaded');
    h.log.append('nav/requested', { to: '/iwp/design-tool' });
    expect(calls).toBe(2);
  });
});
