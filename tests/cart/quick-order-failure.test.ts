/**
 * Issue 14 item 10 (spec §4 "Quick order: ... other errors still show recapitulation with a
 * message", contract E38): a quick order that fails with anything but 401 leaves the customer on
 * recapitulation with the message in the messages region, even though the cart still lacks the
 * profiles the quick order would have filled in; it does not open the billing step.
 */
import { describe, expect, it } from 'vitest';
import { foldAll } from '../../projections/fold';
import { messagesAt } from '../../projections/selectors';
import { succeed } from '../../src/api/result';
import { cartLoadEffect } from '../../src/effects/cart/load';
import { cartProceedEffect } from '../../src/effects/cart/proceed';
import { cartQueueEffect } from '../../src/effects/cart/queue';
import { navigationEffect } from '../../src/effects/nav/navigation';
import { orderStepSyncEffect } from '../../src/effects/steps/order-step-sync';
import { userStepStorageEffect } from '../../src/effects/steps/user-step-storage';
import { bootPayload, buildCart, buildError, user } from '../support/builders';
import { flush, harness } from '../support/effect-harness';

async function settle() {
  for (let i = 0; i < 6; i++) await flush();
}

async function failedQuickOrderOnCart() {
  const unprepared = buildCart({ user });
  const h = harness({
    getCart: async () => succeed(unprepared, 200),
    quickOrder: async () => ({
      ok: false as const,
      error: buildError({ status: 422, key: 'quick_order.failed', messageKey: 'quick_order.failed' }),
      flash: [],
    }),
  });
  h.browser.path = '/checkout';
  h.log.append('app/booted', bootPayload());
  for (const effect of [
    cartQueueEffect,
    cartLoadEffect,
    userStepStorageEffect,
    cartProceedEffect,
    orderStepSyncEffect,
    navigationEffect,
  ])
    effect(h.deps);
  h.log.append('cart/load-requested', { reason: 'boot' });
  await settle();
  h.log.append('cart-extras/quick-order-requested', {});
  await settle();
  return { state: () => foldAll(h.log.all()), url: () => `${h.browser.path}${h.browser.query}` };
}

describe('a quick order that fails', () => {
  it('shows recapitulation with the message in the messages region, not the billing step', async () => {
    const { state, url } = await failedQuickOrderOnCart();
    expect(url()).toBe('/checkout/order?step=recapitulation');
    expect(state().steps.userStep).toBe('recapitulation');
    expect(messagesAt(state(), 'general').map((m) => m.translationKey)).toContain('quick_order.failed');
  });
});
