/**
 * Differences between two projection states, and which events changed one path. Fold states are
 * immer trees with structural sharing, so an unchanged subtree is the same object: comparing by
 * reference skips it, and a diff or a path history costs what changed, not the size of the state.
 */
import type { AppEvent } from '../../events/envelope';
import { fold } from '../../projections/fold';
import { initialState, type AppState } from '../../projections/state';

export type Path = readonly (string | number)[];

export interface Change {
  path: Path;
  before: unknown;
  after: unknown;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object';

export function diff(before: unknown, after: unknown, path: Path = [], out: Change[] = []): Change[] {
  if (Object.is(before, after)) return out;
  if (isObject(before) && isObject(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    for (const key of keys) {
      const k = Array.isArray(before) ? Number(key) : key;
      diff(before[key], after[key], [...path, k], out);
    }
    return out;
  }
  out.push({ path, before, after });
  return out;
}

export function valueAt(value: unknown, path: Path): unknown {
  let node = value;
  for (const key of path) {
    if (!isObject(node)) return undefined;
    node = node[String(key)];
  }
  return node;
}

export function formatPath(path: Path): string {
  return path
    .map((k) => (typeof k === 'number' ? `[${k}]` : k))
    .join('.')
    .replace(/\.\[/g, '[');
}

/** Parses `cart.load.cart.items[0]` or `cart.load.status` into a path. */
export function parsePath(text: string): Path {
  return text
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((p) => p !== '')
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

/** The seqs of the events after which the value at `path` is a different object or value. */
export function eventsChangingPath(
  events: readonly AppEvent[],
  path: Path,
  from: AppState = initialState,
): number[] {
  const seqs: number[] = [];
  let state = from;
  let value = valueAt(state, path);
  for (const event of events) {
    state = fold(state, event);
    const next = valueAt(state, path);
    if (!Object.is(next, value)) seqs.push(event.seq);
    value = next;
  }
  return seqs;
}
