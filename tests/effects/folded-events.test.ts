/**
 * The effects' folded view of the log (decision 007): when the store has just folded the event, its
 * state is reused instead of folding the event a second time; without a store (or behind it) the
 * view folds by itself. Either way each event arrives with the state right after it.
 */
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../events/clock';
import { EventLog } from '../../events/log';
import { foldAll } from '../../projections/fold';
import type { AppState } from '../../projections/state';
import { foldedEvents } from '../../src/effects/folded-events';
import { createStore } from '../../src/store/store';
import { bootPayload } from '../support/builders';

function follow(log: EventLog): AppState[] {
  const seen: AppState[] = [];
  foldedEvents(log).subscribe(({ event, state }) => {
    expect(state).toEqual(foldAll(log.all().slice(0, event.seq + 1)));
    seen.push(state);
  });
  return seen;
}

function appendSome(log: EventLog): void {
  log.append('nav/changed', { path: '/checkout', search: '' });
  log.append('ui/item-drawer-toggled', { itemId: 'a' });
  log.append('ui/item-drawer-closed', {});
}

describe("the effects' folded view", () => {
  it("takes the store's state for an event the store has just folded", () => {
    const log = new EventLog({ clock: new ManualClock() });
    log.append('app/booted', bootPayload());
    const store = createStore(log);
    const seen = follow(log);
    appendSome(log);
    expect(seen).toHaveLength(3);
    expect(seen.at(-1)).toBe(store.live.value);
    store.stop();
  });

  it('folds by itself without a store', () => {
    const log = new EventLog({ clock: new ManualClock() });
    log.append('app/booted', bootPayload());
    const seen = follow(log);
    appendSome(log);
    expect(seen.at(-1)).toEqual(foldAll(log.all()));
  });

  it('folds by itself once the store has stopped following the log', () => {
    const log = new EventLog({ clock: new ManualClock() });
    log.append('app/booted', bootPayload());
    const store = createStore(log);
    const seen = follow(log);
    store.stop();
    appendSome(log);
    expect(seen.at(-1)).toEqual(foldAll(log.all()));
  });
});
