/**
 * Bridges the log to the views: folds every appended event into the projections and publishes the
 * state as a signal. Views read `state.value` and emit intents with `dispatch`; they hold no
 * business state of their own. A cursor (time travel) shows the state at an earlier event,
 * computed from checkpoints, while the live state keeps folding.
 */
import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { EventType, PayloadInput } from '../../events/catalogue/index';
import type { EventLog } from '../../events/log';
import { Checkpoints } from '../../projections/checkpoints';
import type { AppState } from '../../projections/state';

export interface Store {
  readonly log: EventLog;
  /** The state views render: live, or the state at the time-travel cursor. */
  readonly state: ReadonlySignal<AppState>;
  readonly live: ReadonlySignal<AppState>;
  /** seq of the event being viewed; null = live. */
  readonly cursor: ReturnType<typeof signal<number | null>>;
  /** What the cursor points into: null = this log; else a loaded session's checkpoints (developer console). */
  readonly source: ReturnType<typeof signal<Checkpoints | null>>;
  /** The live log folded with checkpoints, for seeking without refolding. */
  readonly checkpoints: Checkpoints;
  dispatch<T extends EventType>(type: T, payload: PayloadInput<T>): void;
  stop(): void;
}

export function createStore(log: EventLog): Store {
  const checkpoints = new Checkpoints();
  for (const event of log.all()) checkpoints.push(event);
  const live = signal<AppState>(checkpoints.latest());
  const cursor = signal<number | null>(null);
  const source = signal<Checkpoints | null>(null);
  const subscription = log.events$.subscribe((event) => {
    checkpoints.push(event);
    live.value = checkpoints.latest();
  });
  const state = computed(() =>
    cursor.value === null ? live.value : (source.value ?? checkpoints).stateAt(cursor.value),
  );
  return {
    log,
    state,
    live,
    cursor,
    source,
    checkpoints,
    dispatch(type, payload) {
      if (cursor.value !== null) return; // time travel is read-only
      log.append(type, payload);
    },
    stop: () => subscription.unsubscribe(),
  };
}
