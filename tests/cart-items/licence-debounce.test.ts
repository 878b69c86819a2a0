/**
 * Licence counts typed in a cart row go to the cart queue as one change per item after 400 ms of
 * quiet, carrying the last count of each type; counts outside 0–100 never reach the log.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { licenceDebounceEffect } from '../../src/effects/cart-items/licence-debounce';
import { harness, type Harness } from '../support/effect-harness';

const updates = (h: Harness) =>
  h.log
    .all()
    .filter((e) => e.type === 'cart/item-update-requested')
    .map((e) => e.payload);

describe('licence changes typed in a cart row', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('go out as one change carrying the last count of each type after 400 ms of quiet', () => {
    const h = harness({});
    licenceDebounceEffect(h.deps);
    h.log.append('cart-items/licences-edited', { itemId: 'bm', type: 'basic', value: 3 });
    vi.advanceTimersByTime(300);
    h.log.append('cart-items/licences-edited', { itemId: 'bm', type: 'basic', value: 4 });
    vi.advanceTimersByTime(300);
    h.log.append('cart-items/licences-edited', { itemId: 'bm', type: 'premium', value: 1 });
    vi.advanceTimersByTime(399);
    expect(updates(h)).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(updates(h)).toEqual([{ itemId: 'bm', changes: { licenses: { basic: 4, premium: 1 } } }]);
  });

  it('keeps the edits of different items apart', () => {
    const h = harness({});
    licenceDebounceEffect(h.deps);
    h.log.append('cart-items/licences-edited', { itemId: 'a', type: 'basic', value: 2 });
    vi.advanceTimersByTime(200);
    h.log.append('cart-items/licences-edited', { itemId: 'b', type: 'advanced', value: 5 });
    vi.advanceTimersByTime(200);
    expect(updates(h)).toEqual([{ itemId: 'a', changes: { licenses: { basic: 2 } } }]);
    vi.advanceTimersByTime(200);
    expect(updates(h)).toEqual([
      { itemId: 'a', changes: { licenses: { basic: 2 } } },
      { itemId: 'b', changes: { licenses: { advanced: 5 } } },
    ]);
  });

  it('sends a later burst as a change of its own', () => {
    const h = harness({});
    licenceDebounceEffect(h.deps);
    h.log.append('cart-items/licences-edited', { itemId: 'bm', type: 'basic', value: 2 });
    vi.advanceTimersByTime(400);
    h.log.append('cart-items/licences-edited', { itemId: 'bm', type: 'advanced', value: 1 });
    vi.advanceTimersByTime(400);
    expect(updates(h).map((u) => u.changes.licenses)).toEqual([{ basic: 2 }, { advanced: 1 }]);
  });

  it('refuses counts outside 0 to 100 and fractions at the log', () => {
    const h = harness({});
    for (const value of [-1, 101, 1.5]) {
      expect(() =>
        h.log.append('cart-items/licences-edited', { itemId: 'bm', type: 'basic', value }),
      ).toThrow();
    }
  });
});
