/**
 * Cross-sell and up-sell (contract E23, E9, E12; spec §8): after every cart reply with items the
 * offers are fetched again (`switchMap`: a newer cart, a reset or a started checkout aborts the
 * older request, whose answer would be stale); a failure is quiet for the customer and recorded as
 * `cross-sell/failed`, except a lost cart (`cart.not_found`, `cart.not_prepared`), which resets the
 * cart as the queue does (session-loss.ts), once per cart uuid so that a provider repeating it for
 * the cart `GET /cart` gives back cannot loop. Accepting an offer becomes a queued cart change: an
 * up-sell naming `cartItemToUpgradeId` upgrades that item, anything else is added from its default
 * configuration — an up-sell without a target is first recorded as such.
 */
import { EMPTY, Observable, Subscription, switchMap } from 'rxjs';
import type { AppError } from '../../../events/app-error';
import type { CrossSellItem } from '../../../events/contract/offers';
import { addRequestFor, chosenCapacity, upgradeRequestFor } from '../../../projections/cross-sell/rules';
import { crossSellOffer } from '../../../projections/cross-sell/selectors';
import type { EffectDeps, EffectLog } from '../runtime/deps';
import { foldedOfType, ofType } from '../runtime/event-filters';
import { foldedEvents } from '../runtime/folded-events';
import { isCartLost, resetIfCartLost } from '../session-loss';

type CrossSellResult = Awaited<ReturnType<EffectDeps['api']['getCrossSell']>>;

export function crossSellEffect({ log, api }: EffectDeps): Subscription {
  const subscription = new Subscription();
  const resetFor = new Set<string>();
  const resetOnce = (cartUuid: string, error: AppError): boolean => {
    if (resetFor.has(cartUuid) || !isCartLost(error)) return false;
    resetFor.add(cartUuid);
    return resetIfCartLost(log, error);
  };
  subscription.add(
    log.events$
      .pipe(
        ofType('cart/received', 'cart/reset', 'checkout/started'),
        switchMap((e) => {
          if (e.type !== 'cart/received' || e.payload.cart.items.length === 0) return EMPTY;
          const cartUuid = e.payload.cart.uuid;
          return new Observable<{ cartUuid: string; result: CrossSellResult }>((subscriber) => {
            const abort = new AbortController();
            let answered = false;
            void api.getCrossSell({ signal: abort.signal }).then((result) => {
              answered = true;
              subscriber.next({ cartUuid, result });
              subscriber.complete();
            });
            return () => {
              if (!answered) abort.abort();
            };
          });
        }),
      )
      .subscribe(({ cartUuid, result }) => {
        if (result.ok) log.append('cross-sell/received', { offers: result.value });
        else if (!resetOnce(cartUuid, result.error)) log.append('cross-sell/failed', { error: result.error });
      }),
  );
  subscription.add(
    foldedEvents(log)
      .pipe(foldedOfType('cross-sell/offer-accepted'))
      .subscribe(({ event, state }) => {
        const found = crossSellOffer(state, event.payload.uid);
        if (found) accept(log, found.offer, found.upSell, event.payload.capacity);
      }),
  );
  return subscription;
}

function accept(log: EffectLog, offer: CrossSellItem, upSell: boolean, chosen: number | undefined): void {
  const capacity = chosenCapacity(offer, chosen);
  const target = offer.cartItemToUpgradeId;
  if (upSell && target) {
    log.append('cart/item-upgrade-requested', {
      itemId: target,
      request: upgradeRequestFor(offer, capacity),
    });
    return;
  }
  if (upSell) log.append('cross-sell/up-sell-target-missing', { uid: offer.uid, code: offer.code });
  log.append('cart/item-add-requested', { request: addRequestFor(offer, capacity) });
}
