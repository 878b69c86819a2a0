/**
 * The effects' folded view of the log (decision 007): when the store has just folded the event, its
 * state is reused instead of folding the event a second time; without a store (or behind it) the
 * view folds by itself. Either way each event arrives with the state right after it, and the state
 * asked outside a delivery (`foldedState`) is the fold of every event the log shows.
 */
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../events/clock';
import { EventLog } from '../../events/log';
import { foldAll } from '../../projections/fold';
import { initialState, type AppState } from '../../projections/state';
import type { EffectLog } from '../../src/effects/runtime/deps';
import { foldedOfType } from '../../src/effects/runtime/event-filters';
import { foldedEvents, foldedState } from '../../src/effects/runtime/folded-events';
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

  it('delivers only the events foldedOfType names, each with its state', () => {
    const log = new EventLog({ clock: new ManualClock() });
    log.append('app/booted', bootPayload());
    const seen: string[] = [];
    foldedEvents(log)
      .pipe(foldedOfType('ui/item-drawer-toggled'))
      .subscribe(({ event, state }) => seen.push(`${event.payload.itemId}:${state.ui.drawer?.itemId}`));
    appendSome(log);
    expect(seen).toEqual(['a:a']);
  });
});

describe('the folded state now', () => {
  it('is the initial state for an empty log', () => {
    expect(foldedState(new EventLog({ clock: new ManualClock() }))).toBe(initialState);
  });

  it("is the store's state when the store has folded the whole log", () => {
    const log = new EventLog({ clock: new ManualClock() });
    log.append('app/booted', bootPayload());
    const store = createStore(log);
    appendSome(log);
    expect(foldedState(log)).toBe(store.live.value);
    store.stop();
  });

  it('folds the log without a store, and then only what was appended since', () => {
    const log = new EventLog({ clock: new ManualClock() });
    log.append('app/booted', bootPayload());
    const first = foldedState(log);
    expect(first).toEqual(foldAll(log.all()));
    expect(foldedState(log)).toBe(first);
    appendSome(log);
    expect(foldedState(log)).toEqual(foldAll(log.all()));
  });

  it("agrees with the folded view's last delivery", () => {
    const log = new EventLog({ clock: new ManualClock() });
    log.append('app/booted', bootPayload());
    const seen = follow(log);
    appendSome(log);
    expect(foldedState(log)).toBe(seen.at(-1));
  });

  it('folds only the events a view of the log shows (a page load after earlier ones)', () => {
    const log = new EventLog({ clock: new ManualClock() });
    log.append('app/booted', bootPayload());
    log.append('nav/changed', { path: '/earlier', search: '' });
    const from = log.size;
    log.append('app/booted', bootPayload());
    const segment: EffectLog = {
      events$: log.events$,
      append: log.append.bind(log) as EffectLog['append'],
      all: () => log.all().slice(from),
      last: () => log.last(),
      get size() {
        return log.size;
      },
    };
    expect(foldedState(segment)).toEqual(foldAll(segment.all()));
    expect(foldedState(segment).nav.path).toBe('/');
    appendSome(log);
    expect(foldedState(segment)).toEqual(foldAll(segment.all()));
    expect(foldedState(segment).nav.path).toBe('/checkout');
  });
});
