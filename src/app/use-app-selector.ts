/**
 * Subscribes a view to the part of the state it reads (decision 030): `useAppSelector(selector,
 * isEqual)` runs the selector on every new state and re-renders the component only when the result
 * is not equal to the last one, so an event re-renders only the views whose data it changed. Built
 * on React's `useSyncExternalStore` over the store's `state` signal, which is the live state or the
 * state at the time-travel cursor, so views follow the developer console's seeking as well.
 */
import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { AppState } from '../../projections/state';
import { frameNotifier } from './frame-paced';
import { useServices } from './services';

export interface SelectorOptions {
  /**
   * 'frame': re-render at most once per animation frame, with everything that arrived since the
   * last one (frame-paced.ts): for views fed by a stream. Default: on every change.
   */
  pace?: 'event' | 'frame';
}

interface Memo<T> {
  state: AppState;
  selector: (state: AppState) => T;
  selected: T;
}

/**
 * The selection for the store's current state. The result is cached per state and selector, and an
 * equal result keeps the previous value, so `useSyncExternalStore` sees a stable snapshot even when
 * the selector builds a new object (an inline selector is a new function each render: it is run
 * again, but an equal result is still the old value).
 */
export function useAppSelector<T>(
  selector: (state: AppState) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
  { pace = 'event' }: SelectorOptions = {},
): T {
  const { store } = useServices();
  const memo = useRef<Memo<T> | null>(null);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (pace === 'event') return store.state.subscribe(() => onChange());
      const paced = frameNotifier(onChange);
      const stop = store.state.subscribe(() => paced.notify());
      return () => {
        stop();
        paced.cancel();
      };
    },
    [store, pace],
  );
  const select = (): T => {
    const state = store.state.peek();
    const last = memo.current;
    if (last !== null && last.state === state && last.selector === selector) return last.selected;
    const next = selector(state);
    const selected = last !== null && isEqual(last.selected, next) ? last.selected : next;
    memo.current = { state, selector, selected };
    return selected;
  };
  return useSyncExternalStore(subscribe, select, select);
}
