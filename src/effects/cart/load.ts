/**
 * Loads the cart (`GET /cart`) when asked: at boot, after a reset, after login or an upload.
 * Loads are not cart changes, so they do not wait in the change queue; several requests in a row
 * collapse into the one in flight (`exhaustMap`) followed by at most one more.
 */
import { Subscription, concatMap, from } from 'rxjs';
import type { CoreEffectDeps } from '../deps';
import { handleCartFailure } from './failure';
import { ofType } from '../event-filters';
import { appendFlash } from '../flash';

export function cartLoadEffect({ log, api }: CoreEffectDeps): Subscription {
  return log.events$
    .pipe(
      ofType('cart/load-requested'),
      concatMap((event) =>
        from(
          (async () => {
            const ids = { command: 'load' as const, commandId: `cmd-${event.seq}` };
            log.append('cart/command-started', ids);
            const result = await api.getCart();
            appendFlash(log, result.flash);
            if (result.ok)
              log.append('cart/received', { cart: result.value, command: 'load', commandId: ids.commandId });
            else handleCartFailure(log, result.error, ids);
          })(),
        ),
      ),
    )
    .subscribe();
}
