/**
 * Waits for the cart queue's answer to a command the caller is about to ask for: subscribe first,
 * then append the intent (the log is synchronous). Resolves true for `cart/received`, false for
 * `cart/command-failed` of that command name, and false when the cart is reset meanwhile.
 */
import { filter, firstValueFrom, map } from 'rxjs';
import type { CartCommandName } from '../../events/catalogue/cart';
import type { EffectLog } from './deps';

export function cartCommandOutcome(log: EffectLog, command: CartCommandName): Promise<boolean> {
  return firstValueFrom(
    log.events$.pipe(
      filter(
        (e) =>
          (e.type === 'cart/received' && e.payload.command === command) ||
          (e.type === 'cart/command-failed' && e.payload.command === command) ||
          e.type === 'cart/reset',
      ),
      map((e) => e.type === 'cart/received'),
    ),
  );
}
