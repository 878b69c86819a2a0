/**
 * The cart command queue: changes wait for the cart's uuid and run one at a time in order, a lost cart
 * resets and reloads, a 401 goes to login, and a failed load is recorded for the cart to show.
 */
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../events/app-error';
import { Cart } from '../../events/contract/cart';
import type { Result } from '../../src/api/result';
import { cartLoadEffect } from '../../src/effects/cart/load';
import { cartQueueEffect } from '../../src/effects/runtime/core-effects';
import { loginEffect } from '../../src/effects/ui/login';
import { cart as sampleCart } from '../api/support/samples';
import { deferred, flush, harness } from '../support/effect-harness';

const cart = Cart.parse(sampleCart);
const ok = (value: Cart): Result<Cart> => ({ ok: true, value, status: 200, flash: [] });
const failure = (status: number, key: string | null, messageKey = key ?? 'x'): Result<Cart> => {
  const error: AppError = { kind: 'http', status, messageKey, key, violations: [] };
  return { ok: false, error, flash: [] };
};

describe('the cart command queue', () => {
  it('holds cart changes until GET /cart has given the cart a uuid', async () => {
    const load = deferred<Result<Cart>>();
    const calls: string[] = [];
    const h = harness({
      getCart: () => (calls.push('getCart'), load.promise),
      removeItem: async () => (calls.push('removeItem'), ok({ ...cart, items: [] })),
    });
    cartLoadEffect(h.deps);
    cartQueueEffect(h.deps);
    h.log.append('cart/load-requested', { reason: 'boot' });
    h.log.append('cart/item-remove-requested', { itemId: 'c1a9' });
    await flush();
    expect(calls).toEqual(['getCart']);
    load.resolve(ok(cart));
    await flush();
    await flush();
    expect(calls).toEqual(['getCart', 'removeItem']);
    expect(h.types().filter((t) => t === 'cart/received')).toHaveLength(2);
  });

  it('runs one change at a time, in the order the customer asked', async () => {
    const first = deferred<Result<Cart>>();
    const calls: string[] = [];
    const h = harness({
      addCoupon: (code: string) => (calls.push(`coupon:${code}`), first.promise),
      setNote: async (note: string) => (calls.push(`note:${note}`), ok({ ...cart, note })),
    });
    h.log.append('cart/received', { cart, command: 'load' });
    cartQueueEffect(h.deps);
    h.log.append('cart-extras/coupon-add-requested', { code: ' SPRING ' });
    h.log.append('cart-extras/note-committed', { note: '  call me  ' });
    await flush();
    expect(calls).toEqual(['coupon:SPRING']);
    first.resolve(ok(cart));
    await flush();
    await flush();
    expect(calls).toEqual(['coupon:SPRING', 'note:call me']);
  });

  it('removes the note instead of saving an empty one', async () => {
    const calls: string[] = [];
    const h = harness({ deleteNote: async () => (calls.push('deleteNote'), ok(cart)) });
    h.log.append('cart/received', { cart, command: 'load' });
    cartQueueEffect(h.deps);
    h.log.append('cart-extras/note-committed', { note: '   ' });
    await flush();
    expect(calls).toEqual(['deleteNote']);
  });

  it('logs the start and the failure of a change with the item it concerns', async () => {
    const h = harness({ removeItem: async () => failure(404, 'cart.item_not_found') });
    h.log.append('cart/received', { cart, command: 'load' });
    cartQueueEffect(h.deps);
    const intent = h.log.append('cart/item-remove-requested', { itemId: 'c1a9' });
    await flush();
    const started = h.log.all().find((e) => e.type === 'cart/command-started');
    const failed = h.log.all().find((e) => e.type === 'cart/command-failed');
    expect(started?.payload).toEqual({
      command: 'remove-item',
      itemId: 'c1a9',
      commandId: `cmd-${intent.seq}`,
    });
    expect(failed?.payload).toMatchObject({
      command: 'remove-item',
      itemId: 'c1a9',
      error: { key: 'cart.item_not_found' },
    });
  });

  it('resets and reloads the cart on cart.not_found', async () => {
    const calls: string[] = [];
    const h = harness({
      removeItem: async () => failure(404, 'cart.not_found'),
      getCart: async () => (calls.push('getCart'), ok({ ...cart, uuid: 'cart-2', items: [] })),
    });
    h.log.append('cart/received', { cart, command: 'load' });
    cartLoadEffect(h.deps);
    cartQueueEffect(h.deps);
    h.log.append('cart/item-remove-requested', { itemId: 'c1a9' });
    await flush();
    await flush();
    expect(h.types()).toContain('cart/reset');
    expect(h.types()).not.toContain('cart/command-failed');
    expect(calls).toEqual(['getCart']);
    const last = h.log
      .all()
      .filter((e) => e.type === 'cart/received')
      .at(-1);
    expect(last?.type === 'cart/received' && last.payload.cart.uuid).toBe('cart-2');
  });

  it('resets on cart.not_prepared too', async () => {
    const h = harness({
      addCoupon: async () => failure(404, 'cart.not_prepared'),
      getCart: async () => ok(cart),
    });
    h.log.append('cart/received', { cart, command: 'load' });
    cartLoadEffect(h.deps);
    cartQueueEffect(h.deps);
    h.log.append('cart-extras/coupon-add-requested', { code: 'X' });
    await flush();
    expect(h.types()).toContain('cart/reset');
  });

  it('sends the customer to login when a change answers 401', async () => {
    const h = harness({ updateItem: async () => failure(401, 'user.unauthorized') });
    h.log.append('cart/received', { cart, command: 'load' });
    cartQueueEffect(h.deps);
    loginEffect(h.deps);
    h.log.append('cart/item-update-requested', {
      itemId: 'c1a9',
      changes: { properties: { domainProfileId: 3 } },
    });
    await flush();
    expect(h.types()).toContain('ui/login-started');
    expect(h.browser.assigned[0]).toMatch(/^https:\/\/login\.test\/\?returnUrl=/);
  });

  it('records a failed load so the cart can show exception.cart.not_fetched', async () => {
    const h = harness({ getCart: async () => failure(500, 'general.server_error') });
    cartLoadEffect(h.deps);
    h.log.append('cart/load-requested', { reason: 'boot' });
    await flush();
    const failed = h.log.all().find((e) => e.type === 'cart/command-failed');
    expect(failed?.payload).toMatchObject({ command: 'load', error: { status: 500 } });
  });

  it('started after a reset, holds changes until the next cart arrives, as it does live', async () => {
    const calls: string[] = [];
    const h = harness({ removeItem: async () => (calls.push('removeItem'), ok(cart)) });
    h.log.append('cart/received', { cart, command: 'load' });
    h.log.append('cart/reset', { reason: 'cart.not_found' });
    cartQueueEffect(h.deps);
    h.log.append('cart/item-remove-requested', { itemId: 'c1a9' });
    await flush();
    expect(calls).toEqual([]);
    h.log.append('cart/received', { cart, command: 'load' });
    await flush();
    expect(calls).toEqual(['removeItem']);
  });
});
