/**
 * Opening the order view re-prices the cart (spec §2, contract E6; decision 015): each time the
 * location enters `/checkout/order` from elsewhere (another page, a fresh load, the login return),
 * not on a step change within it, a `cart/reload-configuration-requested` goes through the cart
 * command queue, so it runs in turn with the other cart commands, the order view shows its spinner
 * while it runs (selectors-checkout.ts `orderBusy`) and a failure is a `cart/command-failed` like
 * any other. A cart known to be empty is not reloaded (the guard sends it to the empty cart).
 */
import { Subscription } from 'rxjs';
import type { AppEvent } from '../../events/envelope';
import { stripLanguagePrefix } from '../i18n/locales';
import type { EffectDeps } from './deps';
import { ORDER_PATH } from '../router/step-paths';

export function orderReloadEffect({ log, config }: EffectDeps): Subscription {
  let inside = false;
  let emptyCart = false;
  /** Reads one event; true when it enters the order view with a cart worth reloading. */
  const enters = (e: AppEvent): boolean => {
    if (e.type === 'cart/received') emptyCart = e.payload.cart.items.length === 0;
    else if (e.type === 'cart/reset') emptyCart = false;
    else if (e.type === 'nav/changed') {
      const now = stripLanguagePrefix(e.payload.path, config.languages).rest === ORDER_PATH;
      const entered = now && !inside;
      inside = now;
      return entered && !emptyCart;
    }
    return false;
  };
  /** Started late (decision 008): an entry the log already holds and no reload followed is owed. */
  let owed = false;
  for (const e of log.all()) {
    if (enters(e)) owed = true;
    else if (e.type === 'cart/reload-configuration-requested') owed = false;
  }
  const subscription = log.events$.subscribe((e) => {
    if (enters(e)) log.append('cart/reload-configuration-requested', {});
  });
  if (owed) log.append('cart/reload-configuration-requested', {});
  return subscription;
}
