/**
 * The console's own state, one per store: which session is viewed (the live log or a loaded file),
 * the live view's pause and clear marks, the filter, the event being read and the what-if's skips.
 * All of it lives in signals and is never appended to the log, so it never reaches exports or
 * re-runs. Pause and clear: docs/decisions/050-developer-console.md; reading is not travelling: 034.
 */
import { batch, signal, type Signal } from '@preact/signals-react';
import type { AppEvent } from '../../events/envelope';
import type { SessionFile } from '../../events/session-file';
import { Checkpoints } from '../../projections/checkpoints';
import type { AppState } from '../../projections/state';
import type { Store } from '../../src/store/store';
import { noFilter, type EventFilter } from '../timeline/event-filter';
import type { DriverReport } from '../rerun/rerun-driver';
import type { RerunComparison } from '../rerun/rerun-trace';

interface LoadedSession {
  id: string;
  name: string;
  file: SessionFile;
  checkpoints: Checkpoints;
}

/** Where a live re-run is: page load `part` of `parts`, intent `event` of `events` (decision 087). */
export interface RerunProgress {
  part: number;
  parts: number;
  event: number;
  events: number;
}

/** A live re-run of a loaded session in this page's session (rerun-live.ts). */
export type RerunStatus =
  | { status: 'running'; name: string; done: number; total: number; progress?: RerunProgress }
  | { status: 'failed'; name: string; messageKey: string }
  | {
      status: 'done';
      name: string;
      report: DriverReport;
      comparison: RerunComparison;
      /** Set when Stop ended it: where (the comparison covers what was played). */
      stopped?: RerunProgress;
    };

export interface DevConsole {
  readonly store: Store;
  /** Follows the live log's size, so views re-read it: bumped once idle after appends (whenIdle). */
  readonly version: Signal<number>;
  /** Live view paused at this log size; null = following the log. */
  readonly frozenAt: Signal<number | null>;
  /** Live view starts at this seq (after "clear"). */
  readonly clearedFrom: Signal<number>;
  readonly loaded: Signal<LoadedSession | null>;
  readonly filter: Signal<EventFilter>;
  /** The live re-run this session is (null: an ordinary session). */
  readonly rerun: Signal<RerunStatus | null>;
  /** The developer pressed Stop on the re-run's bar: it plays no further intent (decision 087). */
  readonly rerunStopped: Signal<boolean>;
  /** Stop on the re-run's bar: the re-run ends before its next intent and shows its verdict so far. */
  stopRerun(): void;
  /** The event being read (seq), or null; selecting never moves the app. */
  readonly selected: Signal<number | null>;
  /** Events the what-if leaves out (seqs, ascending). */
  readonly skipped: Signal<readonly number[]>;
  /** The events of the viewed session, in order (reads `version`). */
  events(): readonly AppEvent[];
  /** Every event of the viewed session, clear mark ignored (time travel and exports use these). */
  allEvents(): readonly AppEvent[];
  stateAt(seq: number): AppState;
  setFilter(filter: EventFilter): void;
  /** Freezes the live view at the current log size, or follows the log again; recording never stops. */
  toggleFrozen(): void;
  /** Starts the live view at the next event; earlier events stay in the log, exports and time travel. */
  clearView(): void;
  /** Shows an event's payload and state change without moving the app. */
  select(seq: number | null): void;
  toggleSkip(seq: number): void;
  clearSkips(): void;
  /**
   * "Jump": the only way the console moves the app. Time travel is the store's cursor (and, for a
   * loaded session, the store's source): the whole app renders that state read-only and the effects
   * pause (src/effects/runtime/pause.ts).
   */
  travelTo(seq: number): void;
  leaveTravel(): void;
  load(session: Omit<LoadedSession, 'checkpoints'>): void;
  unload(): void;
}

const consoles = new WeakMap<Store, DevConsole>();

export function consoleFor(store: Store): DevConsole {
  const existing = consoles.get(store);
  if (existing) return existing;
  const created = createConsole(store);
  consoles.set(store, created);
  return created;
}

/**
 * When the console's views catch up with new events: once the browser is idle (at most 200 ms
 * later), all appends since then at once. The app's own rendering and the customer's interactions
 * come first, so an open console costs them next to nothing (bench/console-panel.ts); the log
 * itself is appended to, folded and exported at once as always.
 */
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 200 });
  else setTimeout(run, 50);
}

export function createConsole(store: Store, schedule: (run: () => void) => void = whenIdle): DevConsole {
  const version = signal(store.log.size);
  const frozenAt = signal<number | null>(null);
  const clearedFrom = signal(0);
  const loaded = signal<LoadedSession | null>(null);
  const filter = signal<EventFilter>(noFilter);
  const rerun = signal<RerunStatus | null>(null);
  const rerunStopped = signal(false);
  const selected = signal<number | null>(null);
  const skipped = signal<readonly number[]>([]);
  let catchingUp = false;
  store.log.events$.subscribe(() => {
    if (catchingUp) return;
    catchingUp = true;
    schedule(() => {
      catchingUp = false;
      version.value = store.log.size;
    });
  });

  const allEvents = (): readonly AppEvent[] => {
    const l = loaded.value;
    if (l) return l.file.events;
    void version.value;
    const all = store.log.all();
    const end = frozenAt.value;
    return end === null ? all : all.slice(0, end);
  };

  const model: DevConsole = {
    store,
    version,
    frozenAt,
    clearedFrom,
    loaded,
    filter,
    rerun,
    rerunStopped,
    stopRerun: () => {
      rerunStopped.value = true;
    },
    selected,
    skipped,
    allEvents,
    events() {
      const all = allEvents();
      const from = loaded.value ? 0 : clearedFrom.value;
      return from === 0 ? all : all.slice(from);
    },
    stateAt(seq) {
      const l = loaded.value;
      return (l ? l.checkpoints : store.checkpoints).stateAt(seq);
    },
    setFilter(next) {
      filter.value = next;
    },
    toggleFrozen() {
      frozenAt.value = frozenAt.value === null ? store.log.size : null;
    },
    clearView() {
      clearedFrom.value = store.log.size;
    },
    select(seq) {
      selected.value = seq;
    },
    toggleSkip(seq) {
      const now = skipped.value;
      skipped.value = now.includes(seq) ? now.filter((s) => s !== seq) : [...now, seq].sort((a, b) => a - b);
    },
    clearSkips() {
      skipped.value = [];
    },
    travelTo(seq) {
      const size = allEvents().length;
      if (size === 0) return;
      const clamped = Math.max(0, Math.min(size - 1, Math.trunc(seq)));
      batch(() => {
        store.source.value = loaded.value?.checkpoints ?? null;
        store.cursor.value = clamped;
        selected.value = clamped;
      });
    },
    leaveTravel() {
      batch(() => {
        store.cursor.value = null;
        store.source.value = null;
      });
    },
    load(session) {
      model.leaveTravel();
      selected.value = null;
      skipped.value = [];
      loaded.value = { ...session, checkpoints: Checkpoints.from(session.file.events) };
    },
    unload() {
      model.leaveTravel();
      selected.value = null;
      skipped.value = [];
      loaded.value = null;
    },
  };
  return model;
}
