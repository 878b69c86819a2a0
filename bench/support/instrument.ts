/**
 * `@redux-devtools/instrument` holding a session, for the console's comparison benchmark (issue 5):
 * a redux store whose reducer is our root fold, instrumented with unlimited history (no maxAge), fed
 * the very events our log holds. Each dispatch is a PERFORM_ACTION that instrument records and folds;
 * TOGGLE_ACTION skips an event and recomputes every state after it.
 */
import { ActionCreators, instrument, type EnhancedStore } from '@redux-devtools/instrument';
import { legacy_createStore, type Action, type Reducer } from 'redux';
import type { AppEvent } from '../../events/envelope';
import { isEventType } from '../../events/catalogue/index';
import { fold } from '../../projections/fold';
import { initialState, type AppState } from '../../projections/state';

export type Instrumented = EnhancedStore<AppState, Action<string>, null>;

/** Our root fold as a redux reducer: events fold, redux's own actions leave the state alone. */
const reducer: Reducer<AppState, Action<string>> = (state = initialState, action) =>
  isEventType(action.type) ? fold(state, action as unknown as AppEvent) : state;

export function instrumentedStore(): Instrumented {
  return legacy_createStore(
    reducer,
    instrument<AppState, Action<string>>(undefined, { maxAge: Infinity }),
  ) as unknown as Instrumented;
}

/** Records these events as history in one IMPORT_STATE (instrument folds them all once). */
export function importHistory(store: Instrumented, events: readonly AppEvent[]): void {
  store.liftedStore.dispatch(
    ActionCreators.importState<AppState, Action<string>>(events as unknown as readonly Action<string>[]),
  );
}

/** Skips (or un-skips) the event with this seq: its action id is seq + 1 (0 is instrument's INIT). */
export function toggleEvent(store: Instrumented, seq: number): void {
  store.liftedStore.dispatch(ActionCreators.toggleAction(seq + 1));
}
