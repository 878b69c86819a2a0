/**
 * Opening the order view re-prices the cart (spec §2, contract E6; decision 015): each time the
 * location enters `/checkout/order` from elsewhere (another page, a fresh load, the login return),
 * not on a step change within it, a `cart/reload-configuration-requested` goes through the cart
 * command queue, so it runs in turn with the other cart commands, the order view shows its spinner
 * while it runs (projections/checkout/selectors.ts `orderBusy`) and a failure is a `cart/command-failed` like
 * any other. A cart known to be empty is not reloaded (the guard sends it to the empty cart).
 */
import { Subscription } from 'rxjs';
import { cartIsEmpty } from '../../../projections/cart/selectors';
import { currentLocation } from '../../../projections/nav/selectors';
import type { AppState } from '../../../projections/state';
import { stripLanguagePrefix } from '../../i18n/locales';
import type { EffectDeps } from '../runtime/deps';
import { foldedOfType } from '../runtime/event-filters';
import { foldedEvents, foldedState } from '../runtime/folded-events';
import { ORDER_PATH } from '../../router/step-paths';

export function orderReloadEffect({ log, config }: EffectDeps): Subscription {
  const inOrderView = (state: AppState) =>
    stripLanguagePrefix(currentLocation(state).path, config.languages).rest === ORDER_PATH;
  const start = foldedState(log);
  let inside = inOrderView(start);
  const subscription = foldedEvents(log)
    .pipe(foldedOfType('nav/changed'))
    .subscribe(({ state }) => {
      const entered = inOrderView(state) && !inside;
      inside = inOrderView(state);
      if (entered && !cartIsEmpty(state)) log.append('cart/reload-configuration-requested', {});
    });
  // Started late (decision 008): the customer already in the order view is owed its reload (only
  // this effect asks for one, so none can have followed the entry yet).
  if (inside && !cartIsEmpty(start)) log.append('cart/reload-configuration-requested', {});
  return subscription;
}
