/**
 * The value of every read model's slice after every event, kept cheaply: a slice is recorded only at
 * the events that changed it (immer and the fold keep an unchanged slice as the same object), so the
 * history costs one entry per change and a lookup is a binary search. The what-if branch
 * (devtools/what-if.ts) reads the recorded slices it does not have to re-fold from here.
 */
import type { AppState } from './state';

type SliceName = keyof AppState;

interface Changes {
  seqs: number[];
  values: unknown[];
}

export class SliceHistory {
  private readonly changes = new Map<SliceName, Changes>();

  constructor(private readonly initial: AppState) {}

  /** Notes the slices `event seq` changed, comparing the states before and after it. */
  record(seq: number, before: AppState, after: AppState, names: readonly SliceName[]): void {
    if (before === after) return;
    for (const name of names) {
      const value = after[name];
      if (value === before[name]) continue;
      let changes = this.changes.get(name);
      if (!changes) this.changes.set(name, (changes = { seqs: [], values: [] }));
      changes.seqs.push(seq);
      changes.values.push(value);
    }
  }

  /** The slice as it was right after event `seq` (-1: before any event). */
  at<K extends SliceName>(name: K, seq: number): AppState[K] {
    const changes = this.changes.get(name);
    if (!changes) return this.initial[name];
    const { seqs, values } = changes;
    let low = 0;
    let high = seqs.length - 1;
    let found = -1;
    while (low <= high) {
      const mid = (low + high) >> 1;
      if ((seqs[mid] as number) <= seq) {
        found = mid;
        low = mid + 1;
      } else high = mid - 1;
    }
    return (found === -1 ? this.initial[name] : values[found]) as AppState[K];
  }
}
