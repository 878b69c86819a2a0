/**
 * Checkpoints for time travel (design.md "Developer console"): while folding, the state is kept
 * every K events, so the state at any event is the nearest checkpoint at or below it plus at most
 * K - 1 folds. Immer states share unchanged parts, so a checkpoint costs only what changed.
 *
 * Every fold of a session can be found again from its events (`checkpointsFor`), so the console's
 * what-if branch starts from a checkpoint instead of folding the whole session again (decision 007).
 */
import type { AppEvent } from '../events/envelope';
import { fold, routedModels } from './fold';
import { SliceHistory } from './slice-history';
import { initialState, type AppState } from './state';

export const CHECKPOINT_INTERVAL = 64;

/** The first fold started on each session, found by the session's first event (never kept alive by it). */
const byFirstEvent = new WeakMap<AppEvent, WeakRef<Checkpoints>>();

export class Checkpoints {
  private readonly events: AppEvent[] = [];
  /** `snapshots[i]` is the state after the first `i * interval` events. */
  private readonly snapshots: AppState[];
  private current: AppState;
  /**
   * Every slice's value after every event, by change, for the what-if branch only: built by one
   * fold of the session the first time it is asked for, kept up to date from then on, so appends
   * pay nothing for it while nobody uses what-if (decision 007).
   */
  private history: SliceHistory | null = null;

  constructor(
    readonly interval: number = CHECKPOINT_INTERVAL,
    private readonly initial: AppState = initialState,
  ) {
    if (!Number.isInteger(interval) || interval < 1)
      throw new RangeError(`Checkpoint interval must be a positive integer, got ${interval}`);
    this.snapshots = [initial];
    this.current = initial;
  }

  static from(events: Iterable<AppEvent>, interval?: number): Checkpoints {
    const checkpoints = new Checkpoints(interval);
    for (const event of events) checkpoints.push(event);
    return checkpoints;
  }

  /** Number of events folded so far. */
  get size(): number {
    return this.events.length;
  }

  get count(): number {
    return this.snapshots.length;
  }

  /** Folds the next event; events must arrive in log order (seq 0, 1, 2, …). */
  push(event: AppEvent): AppState {
    if (event.seq !== this.events.length) {
      throw new RangeError(`Expected event seq ${this.events.length}, got ${event.seq}`);
    }
    if (event.seq === 0 && this.initial === initialState && !byFirstEvent.get(event)?.deref())
      byFirstEvent.set(event, new WeakRef(this));
    this.events.push(event);
    const before = this.current;
    this.current = fold(before, event);
    this.history?.record(event.seq, before, this.current, routedModels(event.type));
    if (this.events.length % this.interval === 0) this.snapshots.push(this.current);
    return this.current;
  }

  /** The event folded at this seq, if any. */
  eventAt(seq: number): AppEvent | undefined {
    return this.events[seq];
  }

  /** The state after every event folded so far. */
  latest(): AppState {
    return this.current;
  }

  /** One slice right after the event with this seq (-1: before any event), without folding. */
  sliceAt<K extends keyof AppState>(name: K, seq: number): AppState[K] {
    if (!Number.isInteger(seq) || seq < -1 || seq >= this.events.length) {
      throw new RangeError(`No event with seq ${seq} (size ${this.events.length})`);
    }
    return this.keepHistory().at(name, seq);
  }

  /** The slice history, folded from the first event the first time it is asked for. */
  keepHistory(): SliceHistory {
    if (this.history) return this.history;
    const history = new SliceHistory(this.initial);
    let state = this.initial;
    for (const event of this.events) {
      const next = fold(state, event);
      history.record(event.seq, state, next, routedModels(event.type));
      state = next;
    }
    return (this.history = history);
  }

  /** A reader of one slice for seqs from `seq` on, moving mostly forward (see SliceHistory.walker). */
  sliceWalker<K extends keyof AppState>(name: K, seq: number): (seq: number) => AppState[K] {
    return this.keepHistory().walker(name, seq);
  }

  /** The state right after the event with this seq (-1: before any event). */
  stateAt(seq: number): AppState {
    if (!Number.isInteger(seq) || seq < -1 || seq >= this.events.length) {
      throw new RangeError(`No event with seq ${seq} (size ${this.events.length})`);
    }
    const applied = seq + 1;
    if (applied === this.events.length) return this.current;
    const index = Math.floor(applied / this.interval);
    let state = this.snapshots[index] as AppState;
    for (let i = index * this.interval; i < applied; i++) state = fold(state, this.events[i] as AppEvent);
    return state;
  }
}

/**
 * The state right after `event` as the session's registered fold (see `checkpointsFor`) has it, if
 * that fold has folded exactly up to this event: lets another follower of the same log (the effects'
 * folded view) reuse the store's fold instead of folding every event a second time.
 */
export function foldedJustNow(first: AppEvent, event: AppEvent): AppState | undefined {
  const found = byFirstEvent.get(first)?.deref();
  return found && found.size === event.seq + 1 && found.eventAt(event.seq) === event
    ? found.latest()
    : undefined;
}

/**
 * A fold, started from the initial state, that has folded exactly these events up to `upTo` (the
 * very same event objects), or null. Checked event by event, so a stale or foreign fold is never used.
 */
export function checkpointsFor(events: readonly AppEvent[], upTo: number): Checkpoints | null {
  const first = events[0];
  const found = first ? byFirstEvent.get(first)?.deref() : undefined;
  if (!found || found.size <= upTo || upTo >= events.length) return null;
  for (let seq = 0; seq <= upTo; seq++) if (found.eventAt(seq) !== events[seq]) return null;
  return found;
}
