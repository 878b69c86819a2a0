/**
 * The fold keeps unchanged slices identical by reference (decision 030): views subscribe to slices
 * with `useAppSelector`, which compares by identity first, so an event must leave every slice it
 * does not change the very same object, or every reader of it would render again.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../events/clock';
import { EventLog } from '../../events/log';
import { fold, foldAll, routedModels } from '../../projections/fold';
import type { AppState } from '../../projections/state';
import { eventSequence } from '../support/arbitraries';
import { bootPayload, buildCart, buildItem } from '../support/builders';

const sliceNames = (state: AppState) => Object.keys(state) as (keyof AppState)[];

describe('slice identity through the fold', () => {
  it('leaves every slice an event is not routed to the same object', () => {
    fc.assert(
      fc.property(eventSequence(60), (events) => {
        let state = foldAll([]);
        for (const event of events) {
          const next = fold(state, event);
          const routed = new Set<string>(routedModels(event.type));
          for (const name of sliceNames(state)) if (!routed.has(name)) expect(next[name]).toBe(state[name]);
          state = next;
        }
      }),
      { numRuns: 150 },
    );
  });

  it('keeps every slice when messages are cleared or the cart is reset with nothing to clear', () => {
    const log = new EventLog({ clock: new ManualClock() });
    log.append('app/booted', bootPayload());
    const before = foldAll(log.all());
    log.append('messages/cleared', {});
    log.append('cart/reset', { reason: 'cart.not_found' });
    const after = foldAll(log.all().slice(-2), before);
    for (const name of sliceNames(before)) expect(after[name], name).toBe(before[name]);
  });

  it("keeps the cart and every cart read model identical while an item's change is requested and answered", () => {
    const log = new EventLog({ clock: new ManualClock() });
    log.append('app/booted', bootPayload());
    log.append('cart/received', { cart: buildCart({ items: [buildItem({ id: 'a' })] }), command: 'load' });
    const before = foldAll(log.all());
    log.append('api/requested', {
      requestId: 'r1',
      method: 'PUT',
      url: '/cart/items/a',
      pathTemplate: '/cart/items/:id',
      headers: {},
      body: { period: 24 },
    });
    log.append('api/responded', { requestId: 'r1', status: 200, headers: {}, body: {}, durationMs: 5 });
    const after = foldAll(log.all().slice(-2), before);
    for (const name of sliceNames(before).filter((n) => n !== 'api')) expect(after[name]).toBe(before[name]);
    expect(after.api).not.toBe(before.api);
  });
});
