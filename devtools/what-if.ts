/**
 * What-if: the state re-folded without some events (one, or a range), as a branch. The recorded
 * session is never changed; the branch is a new fold of the kept events.
 *
 * When the session's own fold is at hand (projections/checkpoints.ts), the branch starts from the
 * checkpoint before the first skipped event instead of the first event, and it stops as soon as it
 * has caught up with the recorded fold: past the last skipped event, at each checkpoint, a branch
 * state equal in value to the recorded one means every later state is equal too (the fold is pure
 * and reads values, never object identities), so the recorded state at `upTo` is the answer. An
 * early skip whose effect is overwritten later (a navigation, a drawer, a request) costs a few
 * checkpoints of folding instead of the whole session (decision 007).
 */
import type { AppEvent } from '../events/envelope';
import { checkpointsFor } from '../projections/checkpoints';
import { fold, foldAll } from '../projections/fold';
import type { AppState } from '../projections/state';

export interface Skip {
  from: number;
  to: number;
}

/** The state after event `upTo`, folding every event up to it except the skipped ones. */
export function foldWithout(events: readonly AppEvent[], skips: readonly Skip[], upTo: number): AppState {
  const skipped = (seq: number) => skips.some((s) => seq >= s.from && seq <= s.to);
  const base = checkpointsFor(events, upTo);
  if (!base) {
    const kept: AppEvent[] = [];
    for (const event of events) {
      if (event.seq > upTo) break;
      if (!skipped(event.seq)) kept.push(event);
    }
    return foldAll(kept);
  }
  const live = skips.filter((s) => s.from <= s.to && s.to >= 0 && s.from <= upTo);
  if (live.length === 0) return base.stateAt(upTo);
  const first = Math.max(0, Math.min(...live.map((s) => s.from)));
  const last = Math.max(...live.map((s) => s.to));
  let state = base.stateAt(first - 1);
  for (let seq = first; seq <= upTo; seq++) {
    if (!skipped(seq)) state = fold(state, events[seq] as AppEvent);
    if (seq >= last && (seq + 1) % base.interval === 0 && sameValue(state, base.stateAt(seq))) {
      return base.stateAt(upTo);
    }
  }
  return state;
}

/** Deep equality of plain data (objects, arrays, primitives); anything else is equal only to itself. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b) || !isPlain(a) || !isPlain(b)) return false;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) {
    if (!Object.hasOwn(b, key)) return false;
    if (!sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key])) return false;
  }
  return true;
}

function isPlain(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
