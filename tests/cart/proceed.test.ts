/**
 * Leaving the cart (effects with fake API replies): continue moves on only after a successful
 * validation that named a step, a quick order opens recapitulation unless it answered 401, and
 * cross-sell fetches follow the newest cart only.
 */
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../events/app-error';
import type { Cart } from '../../events/contract/cart';
import type { CrossSellResponse } from '../../events/contract/offers';
import type { Result } from '../../src/api/result';
import { cartProceedEffect } from '../../src/effects/cart/proceed';
import { cartQueueEffect } from '../../src/effects/runtime/core-effects';
import { crossSellEffect } from '../../src/effects/cross-sell/cross-sell';
import { loginEffect } from '../../src/effects/ui/login';
import { buildCart, buildError, user } from '../support/builders';
import { deferred, flush, harness } from '../support/effect-harness';

const cart = buildCart({ user });
const ok = <T>(value: T): Result<T> => ({ ok: true, value, status: 200, flash: [] });
const fail = (error: AppError): Result<never> => ({ ok: false, error, flash: [] });
const navs = (h: ReturnType<typeof harness>) =>
  h.log.all().flatMap((e) => (e.type === 'nav/requested' ? [e.payload.to] : []));

describe('continue', () => {
  it('clears old messages, validates, sets the user step and opens it', async () => {
    const h = harness({ validateItems: async () => ok(cart) });
    h.log.append('cart/received', { cart, command: 'load' });
    cartQueueEffect(h.deps);
    cartProceedEffect(h.deps);
    h.log.append('cart/validate-requested', { next: 'billing-profile' });
    await flush();
    expect(h.types()).toContain('messages/cleared');
    expect(h.types().slice(-2)).toEqual(['steps/user-step-set', 'nav/requested']);
    expect(navs(h)).toEqual(['/checkout/order?step=billing-profile']);
  });

  it('stays on the cart when the validation fails', async () => {
    const h = harness({
      validateItems: async () =>
        fail(buildError({ key: 'cart.invalid_step.cart', messageKey: 'cart.invalid_step.cart' })),
    });
    h.log.append('cart/received', { cart, command: 'load' });
    cartQueueEffect(h.deps);
    cartProceedEffect(h.deps);
    h.log.append('cart/validate-requested', { next: 'billing-profile' });
    await flush();
    expect(h.types()).toContain('cart/command-failed');
    expect(navs(h)).toEqual([]);
  });

  it('does not move on for a validation that named no step', async () => {
    const h = harness({ validateItems: async () => ok(cart) });
    h.log.append('cart/received', { cart, command: 'load' });
    cartQueueEffect(h.deps);
    cartProceedEffect(h.deps);
    h.log.append('cart/validate-requested', {});
    await flush();
    expect(navs(h)).toEqual([]);
    expect(h.types()).not.toContain('messages/cleared');
  });
});

describe('quick order', () => {
  it('opens recapitulation after E38 and a fresh GET /cart', async () => {
    const calls: string[] = [];
    const h = harness({
      quickOrder: async () => (
        calls.push('quickOrder'),
        { ok: true, value: undefined, status: 204, flash: [] }
      ),
      getCart: async () => (calls.push('getCart'), ok(cart)),
    });
    h.log.append('cart/received', { cart, command: 'load' });
    cartQueueEffect(h.deps);
    cartProceedEffect(h.deps);
    h.log.append('cart-extras/quick-order-requested', {});
    await flush();
    expect(calls).toEqual(['quickOrder', 'getCart']);
    expect(navs(h)).toEqual(['/checkout/order?step=recapitulation']);
  });

  it('goes to login on 401 and not to recapitulation', async () => {
    const h = harness({
      quickOrder: async () =>
        fail(buildError({ status: 401, key: 'user.unauthorized', messageKey: 'user.unauthorized' })),
    });
    h.log.append('cart/received', { cart, command: 'load' });
    cartQueueEffect(h.deps);
    cartProceedEffect(h.deps);
    loginEffect(h.deps);
    h.log.append('cart-extras/quick-order-requested', {});
    await flush();
    expect(h.browser.assigned).toHaveLength(1);
    expect(navs(h)).toEqual([]);
  });

  it('opens recapitulation with the message at quick-order when it fails otherwise', async () => {
    const h = harness({
      quickOrder: async () =>
        fail(buildError({ key: 'quick_order.failed', messageKey: 'quick_order.failed' })),
    });
    h.log.append('cart/received', { cart, command: 'load' });
    cartQueueEffect(h.deps);
    cartProceedEffect(h.deps);
    h.log.append('messages/subscribed', { path: 'quick-order' });
    h.log.append('cart-extras/quick-order-requested', {});
    await flush();
    expect(navs(h)).toEqual(['/checkout/order?step=recapitulation']);
    const shown = h.log.all().filter((e) => e.type === 'cart/command-failed');
    expect(shown).toHaveLength(1);
  });
});

describe('cross-sell fetching', () => {
  it('follows the newest cart only (an older request is aborted) and skips empty carts', async () => {
    const first = deferred<Result<CrossSellResponse>>();
    const signals: AbortSignal[] = [];
    const replies = [
      first.promise,
      Promise.resolve(ok<CrossSellResponse>({ xSellProducts: [], upSellProducts: [] })),
    ];
    const h = harness({
      getCrossSell: (o: { signal?: AbortSignal } = {}) => {
        if (o.signal) signals.push(o.signal);
        return replies.shift() ?? Promise.reject(new Error('too many calls'));
      },
    });
    crossSellEffect(h.deps);
    h.log.append('cart/received', { cart, command: 'load' });
    h.log.append('cart/received', { cart, command: 'set-note' });
    await flush();
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
    first.resolve(ok({ xSellProducts: [], upSellProducts: [] }));
    await flush();
    expect(h.types().filter((t) => t === 'cross-sell/received')).toHaveLength(1);
    h.log.append('cart/received', { cart: buildCart({ items: [] }) as Cart, command: 'remove-item' });
    await flush();
    expect(signals).toHaveLength(2);
  });

  it('ignores an offer the last answer did not contain', () => {
    const h = harness({});
    crossSellEffect(h.deps);
    h.log.append('cross-sell/offer-accepted', { uid: 'gone' });
    expect(h.types()).toEqual(['cross-sell/offer-accepted']);
  });
});
