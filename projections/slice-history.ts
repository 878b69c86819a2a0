/**
 * The value of every read model's slice after every event, kept cheaply: a slice is recorded only at
 * the events that changed it (immer and the fold keep an unchanged slice as the same object), so the
 * history costs one entry per change and a lookup is a binary search. The what-if branch
 * (devtools/state/what-if.ts) reads the recorded slices it does not have to re-fold from here.
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

  /**
   * A reader of one slice for seqs that mostly move forward (the what-if branch sweeps the session):
   * each read steps from the last one instead of searching, so a sweep costs one step per change.
   */
  walker<K extends SliceName>(name: K, seq: number): (seq: number) => AppState[K] {
    const changes = this.changes.get(name);
    const initial = this.initial[name];
    if (!changes) return () => initial;
    const { seqs, values } = changes;
    let index = this.indexAt(seqs, seq);
    return (at) => {
      while (index + 1 < seqs.length && (seqs[index + 1] as number) <= at) index++;
      while (index >= 0 && (seqs[index] as number) > at) index--;
      return (index === -1 ? initial : values[index]) as AppState[K];
    };
  }

  /** The slice as it was right after event `seq` (-1: before any event). */
  at<K extends SliceName>(name: K, seq: number): AppState[K] {
    const changes = this.changes.get(name);
    if (!changes) return this.initial[name];
    const found = this.indexAt(changes.seqs, seq);
    return (found === -1 ? this.initial[name] : changes.values[found]) as AppState[K];
  }

  /** The index of the last change at or before `seq` (-1: none). */
  private indexAt(seqs: readonly number[], seq: number): number {
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
    return found;
  }
}
