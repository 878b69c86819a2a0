/**
 * What a read model is: the model of one slice of the state. It returns its next slice from its
 * current one (the same object when nothing changed), reading other slices from the state as folded
 * so far for the same event. Models may read slices of models that run before them in the fold (see
 * projections/fold.ts), which is how steps see the cart that arrived with the same event. Models are written as
 * tables of handlers by event type (on-events.ts); also the helpers every model and selector shares.
 */
import { current, isDraft, type Draft } from 'immer';
export { deepFreeze } from '../events/deep-freeze';
import type { AppEvent } from '../events/envelope';
import type { Cart } from '../events/contract/cart';
import type { Workflow } from '../events/contract/scalars';
import type { AppState } from './state';
import type { CartLoad } from './cart/state';

export type SliceName = keyof AppState;

/** Gives the next slice; `state` is the state as folded so far for this event, for reading only. */
export type SliceReducer<K extends SliceName> = (
  slice: AppState[K],
  event: AppEvent,
  state: AppState,
) => AppState[K];

export interface ReadModel<K extends SliceName> {
  readonly slice: K;
  /** The next slice for any event: the slice itself for an event type the model has no handler of. */
  readonly reduce: SliceReducer<K>;
  /** The handler of one event type, if the model has one (the fold looks it up once per type). */
  readonly handlerOf: (type: string) => SliceReducer<K> | undefined;
}

/**
 * A draft's value as plain data, for reading in an `edit` recipe (on-events.ts). Reading through a
 * draft creates a proxy for every object touched; an unmodified draft gives its base for free (a
 * modified one is copied).
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

export function workflowOf(state: AppState): Workflow {
  return state.session.config?.workflow ?? 1;
}

export function sameList<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

export function sameRecord<V>(a: Readonly<Record<string, V>>, b: Readonly<Record<string, V>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}
