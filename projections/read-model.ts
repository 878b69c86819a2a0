/**
 * What a read model is: either a function that applies one event to the draft of the whole state (an
 * immer draft), writing only its own slice, or a slice model that returns its next slice from its
 * current one (the same object when nothing changed), reading other slices from the state as folded
 * so far. Models may read slices of models that run before them in the fold (see fold.ts), which is
 * how steps see the cart that arrived with the same event.
 */
import { current, isDraft, type Draft } from 'immer';
export { deepFreeze } from '../events/deep-freeze';
import type { AppEvent } from '../events/envelope';
import type { Cart } from '../events/contract/cart';
import type { Workflow } from '../events/contract/scalars';
import type { AppState, CartLoad } from './state';

export type ReadModel = (draft: Draft<AppState>, event: AppEvent) => void;

export type SliceName = keyof AppState;

/**
 * A model of one slice: `reduce` returns the next slice (`state` is for reading other slices only),
 * which the fold applies without a draft. Called as a `ReadModel` it sets its slice on the draft.
 */
export type SliceModel<K extends SliceName> = ReadModel & {
  readonly slice: K;
  readonly reduce: (slice: AppState[K], event: AppEvent, state: AppState) => AppState[K];
  /** The handler of one event type, if the model has one (the fold looks it up once per type). */
  readonly handlerOf?: (
    type: string,
  ) => ((slice: AppState[K], event: AppEvent, state: AppState) => AppState[K]) | undefined;
};

export function isSliceModel(model: ReadModel): model is SliceModel<SliceName> {
  return 'reduce' in model;
}

/**
 * A draft's value as plain data, for reading. Reading through a draft creates a proxy for every
 * object touched; an unmodified draft gives its base for free (a modified one is copied).
 */
export function plain<T>(value: T | Draft<T>): T {
  return isDraft(value) ? (current(value as Draft<T>) as T) : (value as T);
}

/** The cart to show: the loaded one, or the last good one kept after a failed reload. */
export function cartOf(load: CartLoad | Draft<CartLoad>): Cart | null {
  if (load.status === 'loaded') return load.cart as Cart;
  if (load.status === 'failed') return load.cart as Cart | null;
  return null;
}

export function workflowOf(state: AppState | Draft<AppState>): Workflow {
  return state.session.config?.workflow ?? 1;
}

export function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

export function sameRecord<V>(a: Readonly<Record<string, V>>, b: Readonly<Record<string, V>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}
