/**
 * The what-if branch starts from the session's checkpoints and stops once it has caught up with the
 * recorded fold (decision 007): whatever is skipped, it must give the state a full re-fold of the
 * kept events gives, for skips whose effect is overwritten later and for skips that never converge.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AppEvent } from '../../events/envelope';
import { Checkpoints, checkpointsFor } from '../../projections/checkpoints';
import { foldAll } from '../../projections/fold';
import { foldWithout } from '../../devtools/state/what-if';
import { sameValue } from '../../projections/shared/same-value';
import { eventSequence } from '../support/arbitraries';
import { buildCart, buildItem, session } from '../support/builders';

/** A session of cart commands, reads and navigation, long enough for several checkpoints. */
function longSession(rounds: number): readonly AppEvent[] {
  const s = session().boot();
  for (let n = 1; n <= rounds; n++) {
    const requestId = `r${n}`;
    if (n % 3 === 0) {
      s.emit('nav/changed', { path: n % 2 ? '/checkout' : '/checkout/order', search: '' });
      s.emit('messages/shown', { path: 'general', message: { translationKey: `k${n % 4}`, type: 'info' } });
      continue;
    }
    s.emit('cart/command-started', { command: 'update-item', itemId: 'a', commandId: `c${n}` });
    s.emit('api/requested', {
      requestId,
      method: 'PATCH',
      url: 'https://api.test/cart/items/a',
      pathTemplate: '/cart/items/{id}',
      headers: {},
      body: { period: 12 },
    });
    const cart = buildCart({ items: [buildItem({ id: 'a', period: n % 2 ? 12 : 1 })] });
    s.emit('api/responded', { requestId, status: 200, headers: {}, body: cart, durationMs: 5 });
    s.received(cart, 'update-item', `c${n}`);
    s.emit('ui/item-drawer-toggled', { itemId: 'a' });
  }
  return s.events;
}

const refold = (events: readonly AppEvent[], from: number, to: number, upTo: number) =>
  foldAll(events.filter((e) => e.seq <= upTo && (e.seq < from || e.seq > to)));

describe('what-if from checkpoints', () => {
  const events = longSession(120);
  const checkpoints = Checkpoints.from(events);

  it('finds the fold of the very same events, and no other', () => {
    expect(checkpointsFor(events, events.length - 1)).toBe(checkpoints);
    expect(checkpointsFor(longSession(3), 2)).not.toBe(checkpoints);
    expect(checkpointsFor(events.slice(0, 10), 9)).toBe(checkpoints);
  });

  it('gives the state a full re-fold gives, for every kind of early event skipped', () => {
    const upTo = events.length - 1;
    const firstOfEachType = new Map<string, number>();
    for (const e of events)
      if (e.seq >= 3 && !firstOfEachType.has(e.type)) firstOfEachType.set(e.type, e.seq);
    for (const seq of firstOfEachType.values()) {
      expect(foldWithout(events, [{ from: seq, to: seq }], upTo)).toEqual(refold(events, seq, seq, upTo));
    }
  });

  it('answers with the recorded state once the branch has caught up with it', () => {
    const nav = events.find((e) => e.seq > 3 && e.type === 'nav/changed')!.seq;
    const upTo = events.length - 1;
    expect(foldWithout(events, [{ from: nav, to: nav }], upTo)).toBe(checkpoints.stateAt(upTo));
  });

  it('gives the same state for ranges, late skips and states before the end', () => {
    const cases = [
      { from: 10, to: 25, upTo: events.length - 1 },
      { from: 0, to: 0, upTo: 200 },
      { from: 300, to: 301, upTo: 320 },
      { from: 500, to: 600, upTo: 400 },
      { from: 64, to: 64, upTo: 127 },
    ];
    for (const { from, to, upTo } of cases) {
      expect(foldWithout(events, [{ from, to }], upTo)).toEqual(refold(events, from, to, upTo));
    }
  });
});

describe('what-if over random sessions', () => {
  it('gives the state a full re-fold of the kept events gives, whatever is skipped', () => {
    fc.assert(
      fc.property(eventSequence(150), fc.nat(), fc.nat(8), fc.nat(), (events, a, length, b) => {
        const checkpoints = Checkpoints.from(events, 8);
        expect(checkpointsFor(events, events.length - 1)).toBe(checkpoints);
        const from = a % events.length;
        const to = Math.min(events.length - 1, from + length);
        const upTo = b % events.length;
        expect(foldWithout(events, [{ from, to }], upTo)).toEqual(refold(events, from, to, upTo));
      }),
      { numRuns: 400 },
    );
  });
});

describe('value equality of states', () => {
  it('compares plain data deeply and anything else by identity', () => {
    expect(sameValue({ a: [1, { b: null }] }, { a: [1, { b: null }] })).toBe(true);
    expect(sameValue({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue(new Map(), new Map())).toBe(false);
  });
});
