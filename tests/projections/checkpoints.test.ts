/**
 * Checkpoints every 64 events: seeking to any event gives the state a full fold gives, folding goes on
 * incrementally, and events out of order or seeks outside the session are refused.
 */
import { describe, expect, it } from 'vitest';
import type { AppEvent } from '../../events/envelope';
import { CHECKPOINT_INTERVAL, Checkpoints } from '../../projections/checkpoints';
import { foldAll } from '../../projections/fold';
import { initialState } from '../../projections/state';
import { buildCart, buildItem, session } from '../support/builders';

function longSession(count: number): readonly AppEvent[] {
  const s = session().boot();
  for (let i = 1; s.events.length < count; i++) {
    s.emit('cart/command-started', { command: 'update-item', itemId: 'a', commandId: `c${i}` });
    s.received(
      buildCart({ items: [buildItem({ id: 'a', period: i % 2 ? 12 : 1 })] }),
      'update-item',
      `c${i}`,
    );
    s.emit('ui/item-drawer-toggled', { itemId: 'a' });
  }
  return s.events.slice(0, count);
}

describe('checkpoints', () => {
  it('keep a state every 64 events', () => {
    const checkpoints = Checkpoints.from(longSession(200));
    expect(CHECKPOINT_INTERVAL).toBe(64);
    expect(checkpoints.count).toBe(4);
    expect(checkpoints.size).toBe(200);
  });

  it('seek to any event, including the edges of a checkpoint, with the state a full fold gives', () => {
    const events = longSession(200);
    const checkpoints = Checkpoints.from(events);
    for (const seq of [0, 62, 63, 64, 65, 127, 128, 150, 198]) {
      expect(checkpoints.stateAt(seq)).toEqual(foldAll(events.slice(0, seq + 1)));
    }
  });

  it('give the initial state before the first event and the latest after the last', () => {
    const checkpoints = Checkpoints.from(longSession(70));
    expect(checkpoints.stateAt(-1)).toBe(initialState);
    expect(checkpoints.stateAt(69)).toBe(checkpoints.latest());
  });

  it('fold incrementally as events are pushed', () => {
    const events = longSession(10);
    const checkpoints = new Checkpoints();
    const states = events.map((e) => checkpoints.push(e));
    expect(states.at(-1)).toBe(checkpoints.latest());
    expect(checkpoints.latest()).toEqual(foldAll(events));
  });

  it('refuse events out of log order and seeks outside the session', () => {
    const [first, second] = longSession(2);
    const checkpoints = new Checkpoints();
    expect(() => second && checkpoints.push(second)).toThrow(RangeError);
    if (first) checkpoints.push(first);
    expect(() => checkpoints.stateAt(1)).toThrow(RangeError);
    expect(() => checkpoints.stateAt(-2)).toThrow(RangeError);
  });
});
