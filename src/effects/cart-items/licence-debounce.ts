/**
 * Licence counts typed in a Business Mail row are sent after 400 ms of quiet (spec §9): every
 * `cart-items/licences-edited` of one item within that burst becomes one
 * `cart/item-update-requested` carrying only the types that changed, which the cart queue then
 * runs in order. The scheduler comes from the deps, so tests and replays control the timing.
 */
import { Subscription, asyncScheduler, buffer, debounceTime, groupBy, map, mergeMap } from 'rxjs';
import type { LicenseCounts } from '../../../events/contract/cart';
import type { EffectDeps } from '../runtime/deps';
import { ofType } from '../runtime/event-filters';

const LICENCE_DEBOUNCE_MS = 400;

export function licenceDebounceEffect({ log, scheduler }: EffectDeps): Subscription {
  return log.events$
    .pipe(
      ofType('cart-items/licences-edited'),
      groupBy((e) => e.payload.itemId),
      mergeMap((edits$) =>
        edits$.pipe(
          buffer(edits$.pipe(debounceTime(LICENCE_DEBOUNCE_MS, scheduler ?? asyncScheduler))),
          map((burst) => {
            const licenses: Partial<LicenseCounts> = {};
            for (const e of burst) licenses[e.payload.type] = e.payload.value;
            return { itemId: edits$.key, licenses };
          }),
        ),
      ),
    )
    .subscribe(({ itemId, licenses }) => {
      log.append('cart/item-update-requested', { itemId, changes: { licenses } });
    });
}
