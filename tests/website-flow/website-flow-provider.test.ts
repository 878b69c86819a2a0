/**
 * The website flow against the real mock provider (msw/node): entering the flow reads the
 * provider's catalogue (E44) and every package configured from it is one the provider accepts in
 * the cart (E9), hosting included (issue 14 item 11, decision 026).
 */
import { describe, expect, it } from 'vitest';
import { loadedCart } from '../../projections/cart/selectors';
import { cartLoadEffect } from '../../src/effects/cart/load';
import { cartQueueEffect } from '../../src/effects/runtime/core-effects';
import { websiteFlowEffect } from '../../src/effects/website-flow/website-flow';
import { packageRequest, websiteFlowPackages } from '../../src/features/website-flow/packages';
import { providerHarness, seed, until, useTestProvider } from '../support/provider-harness';

const provider = useTestProvider();

describe('the website flow with the provider', () => {
  it('puts every package it offers in the cart as the provider configured it', async () => {
    seed(provider, { cart: 'empty', login: null });
    const h = providerHarness([]);
    h.deps.browser.navigate('/en/iwp/design-tool', false);
    for (const effect of [cartLoadEffect, cartQueueEffect, websiteFlowEffect]) effect(h.deps);
    h.log.append('nav/changed', { path: '/en/iwp/design-tool', search: '' });
    h.log.append('cart/load-requested', { reason: 'boot' });
    await until(
      () => h.state().websiteFlow.catalogue.status !== 'idle' && h.types().includes('cart/received'),
    );
    const catalogue = h.state().websiteFlow.catalogue;
    expect(catalogue.status).toBe('loaded');
    const offers = websiteFlowPackages(catalogue.status === 'loaded' ? catalogue.products : []);
    expect(offers.map((o) => o.package.name)).toEqual([
      'sitebuilder',
      'sitebuilder-ecom',
      'wordpress-hosting',
      'woocommerce-hosting',
    ]);
    for (const offer of offers.slice(1)) {
      const before = h.all('cart/received').length;
      h.log.append('cart/item-add-requested', { request: packageRequest(offer) });
      await until(() => h.all('cart/received').length > before || h.types().includes('cart/command-failed'));
    }
    expect(h.types()).not.toContain('cart/command-failed');
    const items = loadedCart(h.state())?.items ?? [];
    expect(items.filter((i) => i.code === 'the-hosting-wordpress').map((i) => i.properties.capacity)).toEqual(
      [10240, 51200],
    );
    h.stop();
  });
});
