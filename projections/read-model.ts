/**
 * What a read model is: a function that applies one event to the draft of the whole state (an immer
 * draft), writing only its own slice. Models may read slices of models that run before them in the
 * fold (see fold.ts), which is how steps see the cart that arrived with the same event.
 */
import { current, isDraft, type Draft } from 'immer';
import type { AppEvent } from '../events/envelope';
import type { Cart } from '../events/contract/cart';
import type { Workflow } from '../events/contract/scalars';
import type { AppState, CartLoad } from './state';

export type ReadModel = (draft: Draft<AppState>, event: AppEvent) => void;

/**
 * A draft's value as plain data, for reading. Reading through a draft creates a proxy for every
 * object touched, which is what makes a fold slow; an unmodified draft gives its base for free.
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

/** The current cart as plain data (see `plain`). */
export function cartNow(state: Draft<AppState>): Cart | null {
  return cartOf(plain<CartLoad>(state.cart.load));
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
