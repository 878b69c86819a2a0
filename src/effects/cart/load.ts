/**
 * Loads the cart (`GET /cart`) when asked: at boot, after a reset, after login or an upload, on the
 * customer's "Try again". Loads are not cart changes, so they do not wait in the change queue; they
 * run one after another (`concatMap`). A load asked with `afterMs` (a reset that follows another
 * one) waits that long on the effects' scheduler first. A load that a reset asked for is not reset
 * again when the provider still says the cart is lost: it fails, and the customer is told the cart
 * could not be loaded (issue 22; src/effects/session-loss.ts bounds the resets).
 */
import { Subscription, asyncScheduler, concatMap, from, of, timer } from 'rxjs';
import type { CoreEffectDeps } from '../runtime/deps';
import { handleCartFailure } from './failure';
import { ofType } from '../runtime/event-filters';
import { appendFlash } from '../flash';

export function cartLoadEffect({ log, api, scheduler = asyncScheduler }: CoreEffectDeps): Subscription {
  return log.events$
    .pipe(
      ofType('cart/load-requested'),
      concatMap((event) => {
        const load = async () => {
          const ids = { command: 'load' as const, commandId: `cmd-${event.seq}` };
          log.append('cart/command-started', ids);
          const result = await api.getCart();
          appendFlash(log, result.flash);
          if (result.ok)
            log.append('cart/received', { cart: result.value, command: 'load', commandId: ids.commandId });
          else handleCartFailure(log, result.error, ids, { reset: event.payload.reason !== 'reset' });
        };
        const wait = event.payload.afterMs ?? 0;
        return (wait > 0 ? timer(wait, scheduler) : of(0)).pipe(concatMap(() => from(load())));
      }),
    )
    .subscribe();
}
