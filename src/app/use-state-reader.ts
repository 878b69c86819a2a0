/**
 * For event handlers of views that subscribe to slices (decision 030): a submit that needs more of
 * the state than the view renders (every problem of a form, the cart's consent) reads the state at
 * the moment of the click through this getter instead of subscribing the view to the whole state.
 * It reads the store's `state` signal without subscribing, so it is the live state or the state at
 * the time-travel cursor, the same one the view's selections were made from.
 */
import { useCallback } from 'react';
import type { AppState } from '../../projections/state';
import { useServices } from './services';

/** A stable getter of the store's current state, for event handlers (never call it in render). */
export function useStateReader(): () => AppState {
  const { store } = useServices();
  return useCallback(() => store.state.peek(), [store]);
}
