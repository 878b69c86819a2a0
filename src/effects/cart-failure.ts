/**
 * What a failed cart call leads to (spec §4, §8; contract §1.6): `cart.not_found` and
 * `cart.not_prepared` reset the cart and reload it, 401 sends the customer to login, anything else
 * becomes a `cart/command-failed` fact that projections turn into a message at the right path.
 */
import type { AppError } from '../../events/app-error';
import type { CartCommandName } from '../../events/catalogue/cart';
import type { EffectLog } from './deps';

export const resetKeys: ReadonlySet<string> = new Set(['cart.not_found', 'cart.not_prepared']);

export function handleCartFailure(
  log: EffectLog,
  error: AppError,
  command: { command: CartCommandName; itemId?: string; commandId: string },
): void {
  if (error.key !== null && resetKeys.has(error.key)) {
    log.append('cart/reset', { reason: error.key });
    log.append('cart/load-requested', { reason: 'reset' });
    return;
  }
  log.append('cart/command-failed', { ...command, error });
  if (error.status === 401) log.append('ui/login-started', {});
}
