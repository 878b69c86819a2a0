/**
 * The shared session-loss rule (src/effects/session-loss.ts) with fake replies: only the two
 * lost-cart keys reset, only a 401 goes to login; and offers still in flight when a checkout
 * starts or the cart is reset are aborted, so their late answer cannot reset the cart again.
 */
import { describe, expect, it } from 'vitest';
import type { CrossSellResponse } from '../../events/contract/offers';
import type { Result } from '../../src/api/result';
import { crossSellEffect } from '../../src/effects/cross-sell/cross-sell';
import { loginIfUnauthorized, resetIfCartLost } from '../../src/effects/session-loss';
import { buildCart, buildError } from '../support/builders';
import { deferred, flush, harness } from '../support/effect-harness';

const lost = (key: string): Result<never> => ({
  ok: false,
  error: buildError({ status: 404, key, messageKey: key }),
  flash: [],
});

describe('the session-loss rule', () => {
  it('resets and reloads the cart for cart.not_found and cart.not_prepared only', () => {
    const h = harness({});
    expect(resetIfCartLost(h.log, buildError({ status: 404, key: 'cart.item_not_found' }))).toBe(false);
    expect(resetIfCartLost(h.log, buildError({ status: 404, key: 'cart.not_prepared' }))).toBe(true);
    expect(h.log.all().map((e) => [e.type, e.payload])).toEqual([
      ['cart/reset', { reason: 'cart.not_prepared' }],
      ['cart/load-requested', { reason: 'reset' }],
    ]);
  });

  it('goes to login for a 401 only', () => {
    const h = harness({});
    expect(loginIfUnauthorized(h.log, buildError({ status: 403, key: 'user.unauthorized' }))).toBe(false);
    expect(loginIfUnauthorized(h.log, buildError({ status: 401, key: 'user.unauthorized' }))).toBe(true);
    expect(h.types()).toEqual(['ui/login-started']);
  });
});

describe('offers in flight when the cart moves on', () => {
  const movesOn: [string, (h: ReturnType<typeof harness>) => void][] = [
    ['a checkout starts', (h) => h.log.append('checkout/started', { commandId: 'cmd-9' })],
    ['the cart is reset', (h) => h.log.append('cart/reset', { reason: 'cart.not_found' })],
  ];
  for (const [name, moveOn] of movesOn) {
    it(`are aborted when ${name}, so a late lost-cart answer changes nothing`, async () => {
      const reply = deferred<Result<CrossSellResponse>>();
      const signals: AbortSignal[] = [];
      const h = harness({
        getCrossSell: (o: { signal?: AbortSignal } = {}) => {
          if (o.signal) signals.push(o.signal);
          return reply.promise;
        },
      });
      crossSellEffect(h.deps);
      h.log.append('cart/received', { cart: buildCart(), command: 'load' });
      moveOn(h);
      expect(signals.map((s) => s.aborted)).toEqual([true]);
      const before = h.types().length;
      reply.resolve(lost('cart.not_prepared'));
      await flush();
      expect(h.types().slice(before)).toEqual([]);
    });
  }
});
