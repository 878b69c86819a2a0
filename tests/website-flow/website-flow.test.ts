/**
 * The website flow (spec §4): the step goes up on next (only once a category is chosen), down on
 * prev, never below 0 or past the last step; step and category are kept in local storage and read
 * back on entering `/iwp`; the URL follows the step and the third step goes to the checkout.
 */
import { describe, expect, it } from 'vitest';
import { foldAll } from '../../projections/fold';
import { navigationEffect } from '../../src/effects/navigation';
import { WEBSITE_FLOW_KEY, readWebsiteFlow, websiteFlowEffect } from '../../src/effects/website-flow';
import { websiteFlowPackages } from '../../src/features/website-flow/packages';
import { session } from '../support/builders';
import { harness } from '../support/effect-harness';

describe('the website flow steps', () => {
  it('does not move on before a category is chosen, then goes up to the last step and no further', () => {
    const s = session().boot();
    s.emit('website-flow/next-requested', {});
    expect(s.state.websiteFlow).toEqual({ step: 0, category: null });
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
    ).toEqual({
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
    const h = harness({});
    if (stored !== undefined) h.deps.storage.setItem(WEBSITE_FLOW_KEY, JSON.stringify(stored));
    h.browser.path = path;
    navigationEffect(h.deps);
    websiteFlowEffect(h.deps);
    return { ...h, state: () => foldAll(h.log.all()) };
  }

  it('reads the stored step and category back on entering the flow, once', () => {
    const h = start({ step: 1, category: 'with-ecom' });
    expect(h.state().websiteFlow).toEqual({ step: 1, category: 'with-ecom' });
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
  it('are valid against the WebsiteFlowPackage schema and priced in the company currency', () => {
    const eur = websiteFlowPackages('EUR');
    const czk = websiteFlowPackages('CZK');
    expect(eur.map((o) => [o.package.name, o.package.category, o.recommended])).toEqual([
      ['sitebuilder', 'others', false],
      ['sitebuilder-ecom', 'others', false],
      ['wordpress-hosting', 'business-wp', false],
      ['woocommerce-hosting', 'business-wo', true],
    ]);
    expect(eur[0]?.package.price).toEqual({ actualPrice: 49, marketingPrice: 59, period: 12 });
    expect(czk[0]?.package.price).toEqual({ actualPrice: 1225, marketingPrice: 1475, period: 12 });
    expect(websiteFlowPackages('XYZ')[0]?.package.price.actualPrice).toBe(49);
  });
});
