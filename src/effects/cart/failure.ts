/**
 * What a failed cart call leads to (spec §4, §8; contract §1.6): `cart.not_found` and
 * `cart.not_prepared` reset the cart and reload it, 401 sends the customer to login (both through
 * session-loss.ts, shared with the effects outside the queue), anything else becomes a
 * `cart/command-failed` fact that projections turn into a message at the right path.
 */
import type { AppError } from '../../../events/app-error';
import type { CartCommandName } from '../../../events/catalogue/cart-commands';
import type { EffectLog } from '../runtime/deps';
import { loginIfUnauthorized, resetIfCartLost } from '../session-loss';

export function handleCartFailure(
  log: EffectLog,
  error: AppError,
  command: { command: CartCommandName; itemId?: string; commandId: string },
  /** `reset: false`: a lost cart is a plain failure (the load a reset asked for, issue 22). */
  options: { reset: boolean } = { reset: true },
): void {
  if (options.reset && resetIfCartLost(log, error)) return;
  log.append('cart/command-failed', { ...command, error });
  loginIfUnauthorized(log, error);
}
