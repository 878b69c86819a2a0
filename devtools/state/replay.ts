/**
 * Replay by re-folding (design.md "Replay" (a)): a loaded session's events folded into checkpoints,
 * pure and instant, and the determinism check: fold the events twice, compare projection hashes at
 * every checkpoint and, at the first checkpoint that differs, fold event by event to name the first
 * event after which the two states differ.
 */
import type { AppEvent } from '../../events/envelope';
import { CHECKPOINT_INTERVAL, Checkpoints } from '../../projections/checkpoints';
import { fold } from '../../projections/fold';
import { initialState, type AppState } from '../../projections/state';
import { hashState } from './state-hash';

export type Fold = (state: AppState, event: AppEvent) => AppState;

export function refold(events: readonly AppEvent[]): Checkpoints {
  return Checkpoints.from(events);
}

export type DeterminismResult =
  | { deterministic: true; checkpoints: number }
  | { deterministic: false; firstDifferentSeq: number; type: string; hashes: [string, string] };

/** Folds `events` with `first` and `second` (both the real fold unless given) and compares them. */
export function checkDeterminism(
  events: readonly AppEvent[],
  {
    first = fold,
    second = fold,
    interval = CHECKPOINT_INTERVAL,
  }: { first?: Fold; second?: Fold; interval?: number } = {},
): DeterminismResult {
  let a = initialState;
  let b = initialState;
  let lastEqual = { index: 0, a, b };
  let compared = 0;
  for (let i = 0; i < events.length; i++) {
    const event = events[i] as AppEvent;
    a = first(a, event);
    b = second(b, event);
    const atCheckpoint = (i + 1) % interval === 0 || i === events.length - 1;
    if (!atCheckpoint) continue;
    compared++;
    if (hashState(a) === hashState(b)) {
      lastEqual = { index: i + 1, a, b };
      continue;
    }
    return narrow(events, lastEqual, i + 1, first, second);
  }
  return { deterministic: true, checkpoints: compared };
}

function narrow(
  events: readonly AppEvent[],
  from: { index: number; a: AppState; b: AppState },
  to: number,
  first: Fold,
  second: Fold,
): DeterminismResult {
  let { a, b } = from;
  for (let i = from.index; i < to; i++) {
    const event = events[i] as AppEvent;
    a = first(a, event);
    b = second(b, event);
    const ha = hashState(a);
    const hb = hashState(b);
    if (ha !== hb)
      return { deterministic: false, firstDifferentSeq: event.seq, type: event.type, hashes: [ha, hb] };
  }
  const last = events[to - 1] as AppEvent;
  return {
    deterministic: false,
    firstDifferentSeq: last.seq,
    type: last.type,
    hashes: [hashState(a), hashState(b)],
  };
}
