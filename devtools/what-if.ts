/**
 * What-if: the state re-folded without some events (one, or a range), as a branch. The recorded
 * session is never changed.
 *
 * When the session's own fold is at hand (projections/checkpoints.ts), the branch starts from the
 * checkpoint before the first skipped event and folds the kept events of the skipped span in full.
 * Past the last skipped event it carries only the slices that differ from the recording: an event is
 * re-applied by a model only when that model's slice differs, or a path it reads of another slice
 * differs (projections/model-reads.ts); every other slice is the recorded one (the fold is pure and
 * reads values, never identities). A slice that comes out equal to the recorded one leaves the
 * branch; once none is left, the recorded state at `upTo` is the answer. So a skipped reply whose
 * request stays in flight for good costs one small model per later request, not a whole re-fold
 * (decision 007).
 */
import type { AppEvent } from '../events/envelope';
import { checkpointsFor, type Checkpoints } from '../projections/checkpoints';
import {
  applyModel,
  foldAll,
  fold,
  modelOrder,
  models,
  routedModels,
  type ModelName,
} from '../projections/fold';
import { deepFreeze, isSliceModel, type ReadModel } from '../projections/read-model';
import { readsOf } from '../projections/model-reads';
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
  const last = Math.min(upTo, Math.max(...live.map((s) => s.to)));
  let state = base.stateAt(first - 1);
  for (let seq = first; seq <= last; seq++) if (!skipped(seq)) state = fold(state, events[seq] as AppEvent);
  if (last === upTo) return state;
  return followRecording(base, events, state, last, upTo);
}

type Differing = Map<ModelName, unknown>;

/** Each model's place in the fold order. */
const position = new Map<ModelName, number>(modelOrder.map((name, index) => [name, index]));

/** Per event type, the slices its models write or read: the branch skips an event touching none it carries. */
const touchedByType = new Map<string, readonly ModelName[]>();
function touchedBy(type: AppEvent['type']): readonly ModelName[] {
  let touched = touchedByType.get(type);
  if (!touched) {
    const names = routedModels(type);
    touched = [...new Set([...names, ...names.flatMap((name) => readsOf(name).map((r) => r.slice))])];
    touchedByType.set(type, touched);
  }
  return touched;
}

/** A recorded slice after event `seq`, read by a walker per slice as the branch moves forward. */
type Recorded = (name: ModelName, seq: number) => unknown;

function recordedReader(base: Checkpoints): Recorded {
  const walkers = new Map<ModelName, (seq: number) => unknown>();
  return (name, seq) => {
    let walk = walkers.get(name);
    if (!walk) walkers.set(name, (walk = base.sliceWalker(name, seq)));
    return walk(seq);
  };
}

/**
 * Continues a branch whose state after `from` is `state`, up to `upTo`, re-running only the models
 * whose inputs differ from the recording. Slices carried by the branch are frozen once, at the end.
 */
function followRecording(
  base: Checkpoints,
  events: readonly AppEvent[],
  state: AppState,
  from: number,
  upTo: number,
): AppState {
  const recorded = recordedReader(base);
  const differing: Differing = new Map();
  for (const name of modelOrder) {
    const mine = state[name];
    const theirs = recorded(name, from);
    if (mine !== theirs && !sameValue(mine, theirs)) differing.set(name, mine);
  }
  for (let seq = from + 1; seq <= upTo && differing.size > 0; seq++) {
    const event = events[seq] as AppEvent;
    if (!carriesAny(differing, touchedBy(event.type))) continue;
    for (const name of routedModels(event.type)) {
      const carried = differing.has(name);
      if (!carried && !readsDiffer(recorded, name, seq, differing)) continue;
      const before = carried ? differing.get(name) : recorded(name, seq - 1);
      const mine = runModel(name, before, event, inputsOf(recorded, name, before, seq, differing));
      const theirs = recorded(name, seq);
      // Neither side changed at this event: the slice differs as it did.
      if (carried && mine === before && theirs === recorded(name, seq - 1)) continue;
      if (mine === theirs || sameValue(mine, theirs)) differing.delete(name);
      else differing.set(name, mine);
    }
  }
  const end = base.stateAt(upTo);
  if (differing.size === 0) return end;
  const branch: Record<string, unknown> = { ...end };
  for (const [name, slice] of differing) branch[name] = deepFreeze(slice);
  return Object.freeze(branch) as unknown as AppState;
}

function carriesAny(differing: Differing, names: readonly ModelName[]): boolean {
  for (const name of names) if (differing.has(name)) return true;
  return false;
}

/** What a model is given to read: its own slice and the slices it declares, as the branch has them. */
function inputsOf(
  recorded: Recorded,
  name: ModelName,
  own: unknown,
  seq: number,
  differing: Differing,
): AppState {
  const input: Partial<Record<ModelName, unknown>> = { [name]: own };
  for (const { slice } of readsOf(name))
    input[slice] = differing.has(slice) ? differing.get(slice) : recordedFor(recorded, name, slice, seq);
  return input as AppState;
}

/** One model's next slice (a slice model is called directly; any other through the fold). */
function runModel(name: ModelName, slice: unknown, event: AppEvent, input: AppState): unknown {
  const model: ReadModel = models[name];
  if (isSliceModel(model)) return model.reduce(slice as never, event, input);
  return applyModel(name, input, event)[name];
}

/**
 * A recorded slice as `model` sees it during event `seq`: after the event if a model earlier in the
 * fold order wrote it, before the event otherwise.
 */
function recordedFor(recorded: Recorded, model: ModelName, slice: ModelName, seq: number): unknown {
  const earlier = (position.get(slice) as number) < (position.get(model) as number);
  return recorded(slice, earlier ? seq : seq - 1);
}

/** Whether a path this model reads has another value in the branch than in the recording. */
function readsDiffer(recorded: Recorded, name: ModelName, seq: number, differing: Differing): boolean {
  for (const { slice, key } of readsOf(name)) {
    if (!differing.has(slice)) continue;
    const mine = (differing.get(slice) as Record<string, unknown>)[key];
    const theirs = (recordedFor(recorded, name, slice, seq) as Record<string, unknown>)[key];
    if (mine !== theirs && !sameValue(mine, theirs)) return true;
  }
  return false;
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
