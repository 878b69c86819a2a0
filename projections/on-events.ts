/**
 * Dispatch by event type for read models: `onSlice` makes a model of one slice from a table of
 * handlers by event type, looked up once per event, each handler given its event narrowed to its
 * type (dispatch by table rather than `match` chains, since the fold runs on every append). The
 * tables are also the routing: the fold sends an event only to the models with a handler of its type.
 * A handler returns the next slice, the same object when nothing changed, so the fold applies it
 * without an immer draft; `edit` writes a handler as an immer recipe over the slice alone, for
 * events off the hot path.
 */
import { produce, type Draft } from 'immer';
import type { EventType } from '../events/catalogue/index';
import type { AppEvent, EventOf } from '../events/envelope';
import type { ReadModel, SliceName } from './read-model';
import type { AppState } from './state';

/** Gives the next slice; `state` is the state as folded so far for this event, for reading only. */
export type SliceHandler<S, E> = (slice: S, event: E, state: AppState) => S;

export type SliceHandlers<K extends SliceName> = {
  readonly [T in EventType]?: SliceHandler<AppState[K], EventOf<T>>;
};

export function onSlice<K extends SliceName>(slice: K, handlers: SliceHandlers<K>): ReadModel<K> {
  const table = new Map(Object.entries(handlers)) as Map<string, SliceHandler<AppState[K], AppEvent>>;
  const reduce = (value: AppState[K], event: AppEvent, state: AppState): AppState[K] => {
    const handle = table.get(event.type);
    return handle === undefined ? value : handle(value, event, state);
  };
  return { slice, reduce, handlerOf: (type) => table.get(type) };
}

/** A slice handler written as an immer recipe over the slice alone (for events off the hot path). */
export function edit<S, E>(recipe: (draft: Draft<S>, event: E, state: AppState) => void): SliceHandler<S, E> {
  return (slice, event, state) =>
    produce(slice, (draft: Draft<S>) => {
      recipe(draft, event, state);
    }) as S;
}
