/**
 * The hosting tutorial against the real mock provider (msw/node): a cart with one domain gets the
 * tutorial with the products the provider serves; the hosting configured in it lands in the cart
 * for that domain; ending it is recorded on the provider's cart.
 */
import { describe, expect, it } from 'vitest';
import { getOrCreateSession } from '../../fixtures/provider/sessions';
import { loadedCart } from '../../projections/cart/selectors';
import { tutorialView } from '../../projections/tutorial/selectors';
import { cartLoadEffect } from '../../src/effects/cart/load';
import { cartQueueEffect } from '../../src/effects/runtime/core-effects';
import { memoryCookies } from '../../src/effects/runtime/page-ports';
import { tutorialEffect } from '../../src/effects/tutorial/tutorial';
import { providerHarness, seed, until, useTestProvider } from '../support/provider-harness';

const provider = useTestProvider();

async function start() {
  seed(provider, { cart: 'empty', login: null });
  const h = providerHarness([]);
  h.deps.cookies = memoryCookies();
  for (const effect of [cartLoadEffect, cartQueueEffect, tutorialEffect]) effect(h.deps);
  h.log.append('cart/load-requested', { reason: 'boot' });
  await until(() => h.types().includes('cart/received'));
  h.log.append('cart/item-add-requested', {
    request: {
      code: 'domain-register',
      sellType: 'direct',
      period: 12,
      properties: { domain: 'moja-nova-firma.sk' },
    },
  });
  await until(() => h.state().tutorial.open !== null);
  return h;
}

describe('the hosting tutorial with the provider', () => {
  it('opens after a domain is added and puts the configured hosting in the cart for that domain', async () => {
    const h = await start();
    expect(h.all('api/requested').filter((e) => e.payload.pathTemplate === '/hosting-tutorial')).toHaveLength(
      1,
    );
    h.log.append('tutorial/step-chosen', { target: 'main.hosting' });
    h.log.append('tutorial/option-chosen', { product: 'the-hosting', property: 'capacity', value: 102400 });
    h.log.append('tutorial/period-chosen', { product: 'the-hosting', period: 6 });
    h.log.append('tutorial/step-chosen', { target: 'main.hosting.summary' });
    const request = tutorialView(h.state())?.product?.request;
    expect(request).toEqual({
      code: 'the-hosting',
      sellType: 'direct',
      period: 6,
      properties: { capacity: 102400, location: 'bratislava', domain: 'moja-nova-firma.sk' },
    });
    if (request) h.log.append('tutorial/add-requested', { request });
    await until(() => tutorialView(h.state())?.step.kind === 'added');
    const hosting = loadedCart(h.state())?.items.find((i) => i.code === 'the-hosting');
    expect(hosting).toMatchObject({
      period: 6,
      properties: { capacity: 102400, domain: 'moja-nova-firma.sk' },
    });
    expect(hosting?.mandatoryEditableProperties.every((p) => hosting.properties[p])).toBe(true);
    h.log.append('tutorial/finished', {});
    await until(() => h.types().includes('tutorial/recorded'));
    expect(getOrCreateSession(provider.store, 'default').cart?.tutorialRecord).toEqual({
      noHostingSelected: false,
      skipped: false,
    });
    h.stop();
  });

  it('records a skip on the provider and sets the do-not-show cookie', async () => {
    const h = await start();
    h.log.append('tutorial/close-requested', {});
    h.log.append('tutorial/skip-confirmed', { doNotShowAgain: true });
    await until(() => h.types().includes('tutorial/recorded'));
    expect(h.state().tutorial.open).toBeNull();
    expect(h.deps.cookies?.get('hosting_tutorial_disabled')).toBe('1');
    expect(getOrCreateSession(provider.store, 'default').cart?.tutorialRecord).toEqual({
      noHostingSelected: true,
      skipped: true,
    });
    h.stop();
  });
});
