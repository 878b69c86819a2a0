/**
 * What-if: the state re-folded without some events (one, or a range), as a branch. The recorded
 * session is never changed; the branch is a new fold of the kept events.
 */
import type { AppEvent } from '../events/envelope';
import { foldAll } from '../projections/fold';
import type { AppState } from '../projections/state';

export interface Skip {
  from: number;
  to: number;
}

/** The state after event `upTo`, folding every event up to it except the skipped ones. */
export function foldWithout(events: readonly AppEvent[], skips: readonly Skip[], upTo: number): AppState {
  const skipped = (seq: number) => skips.some((s) => seq >= s.from && seq <= s.to);
  const kept: AppEvent[] = [];
  for (const event of events) {
    if (event.seq > upTo) break;
    if (!skipped(event.seq)) kept.push(event);
  }
  return foldAll(kept);
}
