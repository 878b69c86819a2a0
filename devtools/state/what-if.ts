/**
 * What-if: the state re-folded without some events (one, or a range), as a branch; the recorded
 * session is never changed. The timeline's Skip toggles show it. Why it starts from a checkpoint and
 * follows the recording slice by slice, and what that costs: docs/decisions/007-append-cost.md.
 */
import type { AppEvent } from '../../events/envelope';
import { checkpointsFor, type Checkpoints } from '../../projections/checkpoints';
import { foldAll, fold, modelOrder, nextSlice, routedModels, type ModelName } from '../../projections/fold';
import { deepFreeze } from '../../projections/read-model';
import { readsOf } from '../../projections/model-reads';
import { sameValue } from '../../projections/shared/same-value';
import type { AppState } from '../../projections/state';

export interface Skip {
  from: number;
  to: number;
}

/**
 * The state after event `upTo`, folding every event up to it except the skipped ones.
 *
 * When the session's own fold is at hand (projections/checkpoints.ts), the branch starts from the
 * checkpoint before the first skipped event and folds the kept events of the skipped span in full;
 * past the last skipped event `followRecording` carries only the slices that differ from the
 * recording. Without it, every kept event is folded.
 */
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
  const last = Math.min(upTo, Math.max(...live.map((s) => s.to)));
  let state = base.stateAt(first - 1);
  for (let seq = first; seq <= last; seq++) if (!skipped(seq)) state = fold(state, events[seq] as AppEvent);
  if (last === upTo) return state;
  return followRecording(base, events, state, last, upTo);
}

/** Events between two value comparisons of a slice the branch carries. */
const COMPARE_EVERY = 64;

/** Marks a slice the branch does not carry (its value is the recorded one). */
const RECORDED = Symbol('recorded');

/** Slices by their place in the fold order, so the branch's bookkeeping is arrays, not maps. */
const slotOf = new Map<ModelName, number>(modelOrder.map((name, index) => [name, index]));

interface Read {
  /** The slice read and the key read in it. */
  slot: number;
  key: string;
  /** Whether that slice's model runs before the reader (the reader sees it after the event). */
  after: boolean;
}

interface Run {
  slot: number;
  name: ModelName;
  reads: readonly Read[];
}

interface Plan {
  runs: readonly Run[];
  /** Every slot a run writes or reads: an event touching none the branch carries is skipped. */
  touched: readonly number[];
}

const plans = new Map<string, Plan>();
const reads = new Map<string, Read>();

/** One object per read (slice, key, side), so a comparison made for one model serves the others. */
function readOf(slot: number, key: string, after: boolean): Read {
  const id = `${slot}.${key}.${after}`;
  let read = reads.get(id);
  if (!read) reads.set(id, (read = { slot, key, after }));
  return read;
}

function planFor(type: AppEvent['type']): Plan {
  let plan = plans.get(type);
  if (!plan) {
    const runs = routedModels(type).map((name): Run => {
      const slot = slotOf.get(name) as number;
      const reads = readsOf(name).map(({ slice, key }) => {
        const read = slotOf.get(slice) as number;
        return readOf(read, key, read < slot);
      });
      return { slot, name, reads };
    });
    const touched = [...new Set(runs.flatMap((run) => [run.slot, ...run.reads.map((r) => r.slot)]))];
    plans.set(type, (plan = { runs, touched }));
  }
  return plan;
}

/**
 * Continues a branch whose state after `from` is `state`, up to `upTo`, re-running only the models
 * whose inputs differ from the recording. Slices carried by the branch are frozen once, at the end.
 *
 * An event is re-applied by a model only when that model's slice differs, or a path it reads of
 * another slice differs (projections/model-reads.ts); every other slice is the recorded one (the
 * fold is pure and reads values, never identities). A slice that comes out equal to the recorded one
 * leaves the branch; once none is left, the recorded state at `upTo` is the answer. So a skipped
 * reply whose request stays in flight for good costs one small model per later request, not a whole
 * re-fold.
 */
function followRecording(
  base: Checkpoints,
  events: readonly AppEvent[],
  state: AppState,
  from: number,
  upTo: number,
): AppState {
  const count = modelOrder.length;
  const walkers = modelOrder.map((name) => base.sliceWalker(name, from));
  const recorded = (slot: number, seq: number): unknown => (walkers[slot] as (seq: number) => unknown)(seq);
  const mine: unknown[] = new Array<unknown>(count).fill(RECORDED);
  const nextCheck: number[] = new Array<number>(count).fill(0);
  let carried = 0;
  modelOrder.forEach((name, slot) => {
    const theirs = recorded(slot, from);
    if (state[name] !== theirs && !sameValue(state[name], theirs)) {
      mine[slot] = state[name];
      carried++;
    }
  });
  /** Per read, during one event: whether it differs (compared once however many models read it). */
  const readsCompared = new Map<Read, boolean>();
  for (let seq = from + 1; seq <= upTo && carried > 0; seq++) {
    const event = events[seq] as AppEvent;
    const plan = planFor(event.type);
    if (!carriesAny(mine, plan.touched)) continue;
    readsCompared.clear();
    for (const run of plan.runs) {
      const { slot } = run;
      const isCarried = mine[slot] !== RECORDED;
      if (!isCarried && (run.reads.length === 0 || !readsDiffer(run, seq, mine, recorded, readsCompared)))
        continue;
      const before = isCarried ? mine[slot] : recorded(slot, seq - 1);
      const next: unknown = nextSlice(run.name, inputsOf(run, before, seq, mine, recorded), event);
      const theirs = recorded(slot, seq);
      // Neither side changed at this event: the slice differs as it did.
      if (isCarried && next === before && theirs === recorded(slot, seq - 1)) continue;
      let same = next === theirs;
      // A slice carried for a while is compared in value only now and then: one that differs for
      // good (a request left in flight) would otherwise cost a deep comparison at every event.
      if (!same && (!isCarried || seq >= (nextCheck[slot] as number))) {
        same = sameValue(next, theirs);
        nextCheck[slot] = seq + COMPARE_EVERY;
      }
      if (same) {
        if (isCarried) carried--;
        mine[slot] = RECORDED;
      } else {
        if (!isCarried) carried++;
        mine[slot] = next;
      }
    }
  }
  const end = base.stateAt(upTo);
  let branch: Record<string, unknown> | null = null;
  modelOrder.forEach((name, slot) => {
    const slice = mine[slot];
    if (slice === RECORDED || sameValue(slice, end[name])) return;
    (branch ??= { ...end })[name] = deepFreeze(slice);
  });
  return branch === null ? end : (Object.freeze(branch) as unknown as AppState);
}

function carriesAny(mine: readonly unknown[], slots: readonly number[]): boolean {
  for (const slot of slots) if (mine[slot] !== RECORDED) return true;
  return false;
}

/** What a model is given to read: its own slice and the slices it declares, as the branch has them. */
function inputsOf(
  run: Run,
  own: unknown,
  seq: number,
  mine: readonly unknown[],
  recorded: (slot: number, seq: number) => unknown,
): AppState {
  const input: Record<string, unknown> = { [run.name]: own };
  for (const read of run.reads) {
    const slice = mine[read.slot];
    input[modelOrder[read.slot] as ModelName] =
      slice !== RECORDED ? slice : recorded(read.slot, read.after ? seq : seq - 1);
  }
  return input as unknown as AppState;
}

/** Whether a path this model reads has another value in the branch than in the recording. */
function readsDiffer(
  run: Run,
  seq: number,
  mine: readonly unknown[],
  recorded: (slot: number, seq: number) => unknown,
  compared: Map<Read, boolean>,
): boolean {
  for (const read of run.reads) {
    const slice = mine[read.slot];
    if (slice === RECORDED) continue;
    let differs = compared.get(read);
    if (differs === undefined) {
      const a = (slice as Record<string, unknown>)[read.key];
      const b = (recorded(read.slot, read.after ? seq : seq - 1) as Record<string, unknown>)[read.key];
      differs = a !== b && !sameValue(a, b);
      compared.set(read, differs);
    }
    if (differs) return true;
  }
  return false;
}
