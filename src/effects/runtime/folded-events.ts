/**
 * The one way effects read the state (what the cart is, where the customer is, is every step
 * done?): the log's folded state, from the same pure fold the views use, asked through the
 * selectors of projections/. Its two doors, and why it reuses the store's fold:
 * docs/decisions/036-feature-map-and-one-way.md ("The effects' folded view") and 007.
 */
import { Observable, defer, map, share } from 'rxjs';
import type { AppEvent } from '../../../events/envelope';
import type { EffectLog } from './deps';
import { foldedJustNow } from '../../../projections/checkpoints';
import { fold, foldAll } from '../../../projections/fold';
import { initialState, type AppState } from '../../../projections/state';

export interface Folded<E extends AppEvent = AppEvent> {
  event: E;
  state: AppState;
}

/** The last state this module folded for each log, so the next question folds only what came after. */
const lastFolded = new WeakMap<EffectLog, Folded>();
const streams = new WeakMap<EffectLog, Observable<Folded>>();

function remember(log: EffectLog, folded: Folded): void {
  const known = lastFolded.get(log);
  if (!known || known.event.seq < folded.event.seq) lastFolded.set(log, folded);
}

/**
 * The state after every event `log.all()` shows now, for what an effect decides when it starts or
 * when an answer comes back: the store's when it has folded exactly that far, else the last state
 * folded here moved on by the events after it, else one fold of the log.
 */
export function foldedState(log: EffectLog): AppState {
  const all = log.all();
  const first = all[0];
  const last = all.at(-1);
  if (!first || !last) return initialState;
  const fromStore = foldedJustNow(first, last);
  if (fromStore) return fromStore;
  const known = lastFolded.get(log);
  if (known?.event === last) return known.state;
  // A view of the log may start after seq 0 (src/boot/segment-log.ts): index = seq - seq of all()[0].
  const at = known ? known.event.seq - first.seq : -1;
  let state: AppState;
  if (known && at >= 0 && at < all.length && all[at] === known.event) {
    state = known.state;
    for (let i = at + 1; i < all.length; i++) state = fold(state, all[i] as AppEvent);
  } else state = foldAll(all);
  remember(log, { event: last, state });
  return state;
}

/**
 * Every event appended from now on, with the state right after it (filter it with `foldedOfType`,
 * event-filters.ts); one shared fold per log, which takes the store's state when the store has just
 * folded the same event.
 */
export function foldedEvents(log: EffectLog): Observable<Folded> {
  const cached = streams.get(log);
  if (cached) return cached;
  const stream = defer(() => {
    let first: AppEvent | undefined = log.all()[0];
    let state = foldedState(log);
    return log.events$.pipe(
      map((event) => {
        first ??= event;
        state = foldedJustNow(first, event) ?? fold(state, event);
        const folded = { event, state };
        remember(log, folded);
        return folded;
      }),
    );
  }).pipe(share());
  streams.set(log, stream);
  return stream;
}
