/**
 * The two replies that say the customer's session is not what the app thinks it is (spec §8;
 * contract §1.6, §1.10), handled the same way whichever effect made the call: `404
 * cart.not_found | cart.not_prepared` resets the cart (cart state and stored user step cleared,
 * then `GET /cart`), `401` sends the customer to login (src/effects/ui/login.ts). The cart command
 * queue (cart-failure.ts) and every effect outside it that calls a cart or an `auth: user`
 * endpoint use these two functions, so the rule lives in one place (docs/decisions/013).
 */
import type { AppError } from '../../events/app-error';
import type { EffectLog } from './deps';

export const resetKeys: ReadonlySet<string> = new Set(['cart.not_found', 'cart.not_prepared']);

/** The reply says the session has no such cart (any endpoint under `/cart` or E25–E27). */
export function isCartLost(error: AppError): error is AppError & { key: string } {
  return error.key !== null && resetKeys.has(error.key);
}

/** Resets the cart and reads it again when the reply says the cart is lost; true when it did. */
export function resetIfCartLost(log: EffectLog, error: AppError): boolean {
  if (!isCartLost(error)) return false;
  log.append('cart/reset', { reason: error.key });
  log.append('cart/load-requested', { reason: 'reset' });
  return true;
}

/** Sends the customer to login when the reply is a 401; true when it did. */
export function loginIfUnauthorized(log: EffectLog, error: AppError): boolean {
  if (error.status !== 401) return false;
  log.append('ui/login-started', {});
  return true;
}
