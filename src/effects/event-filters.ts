/**
 * Narrowing filters for the event stream: `ofType('cart/received')` keeps only those events and
 * types their payload, so effects read payloads without casts.
 */
import { filter, type OperatorFunction } from 'rxjs';
import type { EventType } from '../../events/catalogue/index';
import type { AppEvent, EventOf } from '../../events/envelope';

export function ofType<T extends EventType>(...types: T[]): OperatorFunction<AppEvent, EventOf<T>> {
  return filter((e: AppEvent): e is EventOf<T> => (types as string[]).includes(e.type));
}
