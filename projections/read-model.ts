/**
 * What a read model is: either a function that applies one event to the draft of the whole state (an
 * immer draft), writing only its own slice, or a slice model that returns its next slice from its
 * current one (the same object when nothing changed), reading other slices from the state as folded
 * so far. Models may read slices of models that run before them in the fold (see fold.ts), which is
 * how steps see the cart that arrived with the same event.
 */
import { current, freeze, isDraft, type Draft } from 'immer';
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

/**
 * Freezes a value and everything in it that is not frozen yet, as immer's `freeze(value, true)`
 * does (it stops at frozen parts, so a new slice costs only its new objects), with a quicker walk
 * over plain objects and arrays; anything else is left to immer.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) {
    Object.freeze(value);
    for (let i = 0; i < value.length; i++) deepFreeze(value[i] as unknown);
    return value;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return freeze(value, true);
  Object.freeze(value);
  // for-in (own keys only: plain objects inherit no enumerable keys) allocates no key list.
  for (const key in value) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
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
