/**
 * Opening the order view reloads the cart's configuration (E6) through the cart command queue,
 * once per entry (decision 015): the spinner of the order view shows while it runs, and a failure
 * shows at `general` like the queue's other failures.
 */
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../events/app-error';
import type { Cart } from '../../events/contract/cart';
import { foldAll } from '../../projections/fold';
import { messagesAt } from '../../projections/messages/selectors';
import { orderBusy } from '../../projections/checkout/selectors';
import type { Result } from '../../src/api/result';
import { cartQueueEffect } from '../../src/effects/runtime/core-effects';
import { navigationEffect } from '../../src/effects/nav/navigation';
import { orderReloadEffect } from '../../src/effects/cart/order-reload';
import { bootPayload, buildCart, buildError, user } from '../support/builders';
import { deferred, flush, harness } from '../support/effect-harness';

const cart = buildCart({ user });
const ok = (value: Cart): Result<Cart> => ({ ok: true, value, status: 200, flash: [] });
const fail = (error: AppError): Result<Cart> => ({ ok: false, error, flash: [] });

function setUp(reload: () => Promise<Result<Cart>> = async () => ok(cart), at = '/checkout') {
  let calls = 0;
  const h = harness({ reloadConfiguration: () => (calls++, reload()) });
  h.browser.path = at;
  h.log.append('app/booted', bootPayload());
  h.log.append('cart/received', { cart, command: 'load' });
  cartQueueEffect(h.deps);
  navigationEffect(h.deps);
  orderReloadEffect(h.deps);
  const reloads = () => h.log.all().filter((e) => e.type === 'cart/reload-configuration-requested').length;
  return { h, calls: () => calls, reloads, state: () => foldAll(h.log.all()) };
}

describe('reloading the configuration when the order view opens', () => {
  it('sends GET /cart/reload-configuration through the queue when the customer enters the order view', async () => {
    const { h, calls, reloads, state } = setUp();
    expect(reloads()).toBe(0);
    h.log.append('nav/requested', { to: '/checkout/order?step=billing-profile' });
    await flush();
    expect(reloads()).toBe(1);
    expect(calls()).toBe(1);
    const received = h.log.all().filter((e) => e.type === 'cart/received');
    expect(received.at(-1)?.payload.command).toBe('reload-configuration');
    expect(orderBusy(state())).toBe(false);
  });

  it('does not reload on a step change within the order view, but again after leaving and coming back', async () => {
    const { h, reloads } = setUp();
    h.log.append('nav/requested', { to: '/checkout/order?step=billing-profile' });
    h.log.append('nav/requested', { to: '/checkout/order?step=payment-method' });
    h.log.append('nav/requested', { to: '/checkout/order?step=recapitulation' });
    await flush();
    expect(reloads()).toBe(1);
    h.log.append('nav/requested', { to: '/checkout' });
    h.log.append('nav/requested', { to: '/checkout/order?step=billing-profile' });
    await flush();
    expect(reloads()).toBe(2);
  });

  it('recognises the order view under a language prefix', async () => {
    const { h, reloads } = setUp();
    h.log.append('nav/requested', { to: '/en/checkout/order?step=billing-profile' });
    await flush();
    expect(reloads()).toBe(1);
  });

  it('reloads when the page opens on the order view, also when started after the location was recorded', async () => {
    const { reloads } = setUp(undefined, '/checkout/order');
    expect(reloads()).toBe(1);
  });

  it('shows the order view spinner while the reload runs', async () => {
    const reply = deferred<Result<Cart>>();
    const { h, state } = setUp(() => reply.promise);
    h.log.append('nav/requested', { to: '/checkout/order?step=billing-profile' });
    await flush();
    expect(orderBusy(state())).toBe(true);
    reply.resolve(ok(cart));
    await flush();
    expect(orderBusy(state())).toBe(false);
  });

  it('shows a failed reload at general, as the queue shows its other failures', async () => {
    const error = buildError({ status: 500, key: null, messageKey: 'general.server_error' });
    const { h, state } = setUp(async () => fail(error));
    h.log.append('nav/requested', { to: '/checkout/order?step=billing-profile' });
    await flush();
    expect(h.log.all().filter((e) => e.type === 'cart/command-failed')).toHaveLength(1);
    expect(messagesAt(state(), 'general').map((m) => m.translationKey)).toEqual(['general.server_error']);
    expect(orderBusy(state())).toBe(false);
  });

  it('does not reload a cart known to be empty (the guard sends it to the empty cart)', async () => {
    const { h, reloads } = setUp();
    h.log.append('cart/received', { cart: buildCart({ items: [] }), command: 'remove-item' });
    h.log.append('nav/requested', { to: '/checkout/order' });
    await flush();
    expect(reloads()).toBe(0);
  });

  it('started late, owes the reload only to a customer still in the order view', () => {
    const h = harness({});
    h.log.append('app/booted', bootPayload());
    h.log.append('cart/received', { cart, command: 'load' });
    h.log.append('nav/changed', { path: '/checkout/order', search: '?step=billing-profile' });
    h.log.append('nav/changed', { path: '/checkout', search: '' });
    orderReloadEffect(h.deps);
    expect(h.types()).not.toContain('cart/reload-configuration-requested');
  });
});
