/**
 * Waits for the cart queue's answer to a command the caller is about to ask for: subscribe first,
 * then append the intent (the log is synchronous). Resolves true for `cart/received`, false for
 * `cart/command-failed` of that command name, and false when the cart is reset meanwhile.
 */
import { filter, firstValueFrom, map } from 'rxjs';
import type { CartCommandName } from '../../../events/catalogue/cart-commands';
import type { EffectLog } from '../runtime/deps';
import { ofType } from '../runtime/event-filters';

export function cartCommandOutcome(log: EffectLog, command: CartCommandName): Promise<boolean> {
  return firstValueFrom(
    log.events$.pipe(
      ofType('cart/received', 'cart/command-failed', 'cart/reset'),
      filter((e) => e.type === 'cart/reset' || e.payload.command === command),
      map((e) => e.type === 'cart/received'),
    ),
  );
}
