/**
 * Business Mail one-licence prices (E43): fetched for every item with licence counts once per
 * item and period, as carts arrive. A failure is kept as a fact and reported to the customer as a
 * warning at the item (spec §8 "failed business-mail price fetch reported"), unless the item has
 * left the cart meanwhile.
 */
import { Subscription, from, mergeMap } from 'rxjs';
import type { Cart } from '../../../events/contract/cart';
import { hasLicences } from '../../../projections/cart-items/business-mail';
import { cartHasItem } from '../../../projections/cart/selectors';
import type { EffectDeps } from '../runtime/deps';
import { ofType } from '../runtime/event-filters';
import { foldedState } from '../runtime/folded-events';

const PRICE_FETCH_FAILED = 'business_mail.price_fetch_failed';

export function licencePricesEffect({ log, api }: EffectDeps): Subscription {
  const asked = new Set<string>();
  const subscription = new Subscription();
  subscription.add(log.events$.pipe(ofType('cart/reset')).subscribe(() => asked.clear()));
  subscription.add(
    log.events$
      .pipe(
        ofType('cart/received'),
        mergeMap((e) => from(toFetch(e.payload.cart, asked))),
        mergeMap(({ itemId, period }) =>
          from(
            api.getOneLicensePrices(itemId).then((result) => {
              if (result.ok) {
                log.append('cart-items/licence-prices-received', { itemId, period, prices: result.value });
                return;
              }
              log.append('cart-items/licence-prices-failed', { itemId, period, error: result.error });
              if (!cartHasItem(foldedState(log), itemId)) return;
              log.append('messages/shown', {
                path: itemId,
                message: { translationKey: PRICE_FETCH_FAILED, type: 'warning' },
              });
            }),
          ),
        ),
      )
      .subscribe(),
  );
  return subscription;
}

function toFetch(cart: Cart, asked: Set<string>): { itemId: string; period: number }[] {
  const wanted = cart.items.filter(hasLicences).map((i) => ({ itemId: i.id, period: i.period }));
  const fresh = wanted.filter((w) => !asked.has(`${w.itemId}:${w.period}`));
  for (const w of fresh) asked.add(`${w.itemId}:${w.period}`);
  return fresh;
}
