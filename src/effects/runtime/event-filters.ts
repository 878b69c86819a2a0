/**
 * The one way effects pick events by type, typed so the payload narrows without casts:
 * `ofType('cart/received')` on the event stream, `foldedOfType(...)` on the folded view
 * (folded-events.ts: each event with its state), `isOfType(...)` where a list of events is searched.
 */
import { filter, type OperatorFunction } from 'rxjs';
import type { EventType } from '../../../events/catalogue/index';
import type { AppEvent, EventOf } from '../../../events/envelope';
import type { Folded } from './folded-events';

export function isOfType<T extends EventType>(...types: T[]): (e: AppEvent) => e is EventOf<T> {
  return (e: AppEvent): e is EventOf<T> => (types as string[]).includes(e.type);
}

export function ofType<T extends EventType>(...types: T[]): OperatorFunction<AppEvent, EventOf<T>> {
  return filter(isOfType(...types));
}

export function foldedOfType<T extends EventType>(
  ...types: T[]
): OperatorFunction<Folded, Folded<EventOf<T>>> {
  const wanted = isOfType(...types);
  return filter((folded: Folded): folded is Folded<EventOf<T>> => wanted(folded.event));
}
