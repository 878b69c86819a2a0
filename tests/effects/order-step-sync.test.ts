import { describe, expect, it } from 'vitest';
import { foldAll } from '../../projections/fold';
import { succeed } from '../../src/api/result';
import { cartLoadEffect } from '../../src/effects/cart-load';
import { navigationEffect } from '../../src/effects/navigation';
import { orderStepSyncEffect } from '../../src/effects/order-step-sync';
import { USER_STEP_KEY, userStepStorageEffect } from '../../src/effects/user-step-storage';
import { bootPayload, buildBillingProfile, buildCart, user } from '../support/builders';
import { flush, harness } from '../support/effect-harness';

const transfer = { groupId: 'transfer' as const, optionId: null, recurrence: false };
const cart = buildCart({ user, billingProfile: buildBillingProfile(), paymentOption: transfer });

async function open(path: string, stored?: { step: string; cartUuid: string }, loaded = cart) {
  const h = harness({ getCart: async () => succeed(loaded, 200) });
  const [p, q] = path.split('?');
  h.browser.path = p ?? '';
  h.browser.query = q ? `?${q}` : '';
  if (stored) h.deps.storage.setItem(USER_STEP_KEY, JSON.stringify(stored));
  h.log.append('app/booted', bootPayload());
  for (const effect of [cartLoadEffect, userStepStorageEffect, orderStepSyncEffect, navigationEffect])
    effect(h.deps);
  h.log.append('cart/load-requested', { reason: 'boot' });
  await flush();
  await flush();
  return { h, state: () => foldAll(h.log.all()), url: () => `${h.browser.path}${h.browser.query}` };
}

describe('the order step in the URL', () => {
  it('restores the step after a reload in the middle of the order', async () => {
    const { state, url } = await open('/checkout/order?step=payment-method', {
      step: 'payment-method',
      cartUuid: 'cart-1',
    });
    expect(state().steps.userStep).toBe('payment-method');
    expect(url()).toBe('/checkout/order?step=payment-method');
  });

  it('sends a visitor without a stored step from the order view to the cart while data is missing', async () => {
    const { state, url } = await open('/checkout/order?step=payment-method', undefined, buildCart({ user }));
    expect(state().steps.userStep).toBe('cart');
    expect(url()).toBe('/checkout');
  });

  it('follows submit and back with the URL', async () => {
    const { h, url } = await open('/checkout/order?step=billing-profile', {
      step: 'billing-profile',
      cartUuid: 'cart-1',
    });
    h.log.append('steps/next-requested', {});
    await flush();
    expect(url()).toBe('/checkout/order?step=payment-method');
    h.log.append('steps/back-requested', {});
    await flush();
    expect(url()).toBe('/checkout/order?step=billing-profile');
  });

  it('moves the step back when the browser goes back to an earlier step', async () => {
    const { h, state } = await open('/checkout/order?step=recapitulation', {
      step: 'recapitulation',
      cartUuid: 'cart-1',
    });
    h.browser.navigate('/checkout/order?step=payment-method', false);
    await flush();
    expect(state().steps.userStep).toBe('payment-method');
  });

  it('opens the step kept in storage when the customer returns from login', async () => {
    const { state, url } = await open('/checkout?step=billing-profile', {
      step: 'recapitulation',
      cartUuid: 'cart-1',
    });
    expect(state().steps.userStep).toBe('recapitulation');
    expect(url()).toBe('/checkout/order?step=recapitulation');
  });
});
