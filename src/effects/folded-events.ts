/**
 * Effects that must ask the projections a question (is every step done? which step is current?)
 * follow the log's folded state here: each event arrives with the state right after it, computed
 * with the same pure fold the views use. One fold per log is shared by all such effects, and when
 * the store has just folded the same event (it follows the log ahead of the effects), its state is
 * taken instead of folding the event again (decision 007). A decision that must see every fact one
 * gesture produced (other effects append during the same delivery) is taken after the delivery,
 * with `settled` (see order-step-sync.ts).
 */
import { Observable, defer, map, share } from 'rxjs';
import type { AppEvent } from '../../events/envelope';
import type { EffectLog } from './deps';
import { foldedJustNow } from '../../projections/checkpoints';
import { fold, foldAll } from '../../projections/fold';
import type { AppState } from '../../projections/state';

export interface Folded {
  event: AppEvent;
  state: AppState;
}

const cache = new WeakMap<EffectLog, Observable<Folded>>();

export function foldedEvents(log: EffectLog): Observable<Folded> {
  const cached = cache.get(log);
  if (cached) return cached;
  const stream = defer(() => {
    const all = log.all();
    let first: AppEvent | undefined = all[0];
    const last = all.at(-1);
    let state = (first && last && foldedJustNow(first, last)) || foldAll(all);
    return log.events$.pipe(
      map((event) => {
        first ??= event;
        state = foldedJustNow(first, event) ?? fold(state, event);
        return { event, state };
      }),
    );
  }).pipe(share());
  cache.set(log, stream);
  return stream;
}
