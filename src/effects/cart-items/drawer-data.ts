/**
 * Loads what the item settings drawer offers when the customer opens it (toggles it for an item):
 * the selectable values of the item's additional settings (E22, once per item, property and
 * period) and, for a logged-in customer and an item that takes its own domain profile, the
 * customer's domain profiles (`profiles/load-requested`, once per customer). The effect only
 * follows the cart the provider last sent; whether the drawer is open is the ui model's business,
 * so a toggle that closes it finds everything fetched already and does nothing. A reply saying the
 * cart is lost (`cart.not_found`, `cart.not_prepared`) resets the cart as the queue does
 * (session-loss.ts).
 */
import { EMPTY, Subscription, from, mergeMap, type Observable } from 'rxjs';
import type { Cart, CartItem } from '../../../events/contract/cart';
import { drawerFields } from '../../../projections/cart-items/item-drawer';
import { loadedCart } from '../../../projections/cart/selectors';
import type { EffectDeps } from '../runtime/deps';
import { foldedOfType, ofType } from '../runtime/event-filters';
import { foldedEvents } from '../runtime/folded-events';
import { resetIfCartLost } from '../session-loss';

interface OptionsRequest {
  item: CartItem;
  property: string;
}

export function drawerDataEffect({ log, api }: EffectDeps): Subscription {
  const asked = new Set<string>();
  const profilesFor = new Set<number>();

  function onToggle(cart: Cart | null, itemId: string): Observable<OptionsRequest> {
    const item = cart?.items.find((i) => i.id === itemId);
    if (!cart || !item) return EMPTY;
    const userId = cart.user?.id ?? null;
    const fields = drawerFields(item, userId !== null);
    if (fields.domainProfile && userId !== null && !profilesFor.has(userId)) {
      profilesFor.add(userId);
      log.append('profiles/load-requested', { which: 'domain' });
    }
    const fresh = fields.additional.filter((property) => !asked.has(keyOf(item, property)));
    for (const property of fresh) asked.add(keyOf(item, property));
    return from(fresh.map((property) => ({ item, property })));
  }

  async function loadOptions({ item, property }: OptionsRequest): Promise<void> {
    const result = await api.getItemPropertyOptions({ code: item.code, property, cartItemId: item.id });
    if (result.ok) {
      log.append('cart-items/property-options-received', {
        itemId: item.id,
        property,
        options: result.value,
      });
    } else {
      asked.delete(keyOf(item, property));
      if (resetIfCartLost(log, result.error)) return;
      log.append('cart-items/property-options-failed', { itemId: item.id, property, error: result.error });
    }
  }

  const subscription = new Subscription();
  subscription.add(log.events$.pipe(ofType('cart/reset')).subscribe(() => profilesFor.clear()));
  subscription.add(
    foldedEvents(log)
      .pipe(
        foldedOfType('ui/item-drawer-toggled'),
        mergeMap(({ event, state }) => onToggle(loadedCart(state), event.payload.itemId)),
        mergeMap((request) => from(loadOptions(request))),
      )
      .subscribe(),
  );
  return subscription;
}

function keyOf(item: CartItem, property: string): string {
  return `${item.id}:${property}:${item.period}`;
}
