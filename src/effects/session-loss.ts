/**
 * The two replies that say the customer's session is not what the app thinks it is (spec §8;
 * contract §1.6, §1.10), handled the same way whichever effect made the call: `404
 * cart.not_found | cart.not_prepared` resets the cart (cart state and stored user step cleared,
 * then `GET /cart`), `401` sends the customer to login (src/effects/ui/login.ts). The cart command
 * queue (cart/failure.ts) and every effect outside it that calls a cart or an `auth: user`
 * endpoint use these two functions, so the rule lives in one place (docs/decisions/013).
 *
 * Resets are bounded (issue 22): at most two in a row, the second after a back-off; a third is
 * refused (`cart/reset-refused`: the customer is told the cart could not be loaded and offered
 * "Try again"). The row is read from the log: it ends when a cart change goes through (the provider
 * has the cart) or the customer asks to try again. The load a reset asks for is never reset again
 * (cart/load.ts): a provider that answers `GET /cart` with `cart.not_found` gets two requests, not
 * a loop.
 */
import type { AppError } from '../../events/app-error';
import { RETRY_REASON } from '../../events/catalogue/cart';
import type { AppEvent } from '../../events/envelope';
import type { EffectLog } from './runtime/deps';

/** Resets in a row at most; the next lost cart is refused. */
const MAX_RESETS_IN_A_ROW = 2;
/** The wait before the reload of a reset that follows another one in the row (ms, times its place). */
const RESET_BACKOFF_MS = 2000;

const resetKeys: ReadonlySet<string> = new Set(['cart.not_found', 'cart.not_prepared']);

/** The reply says the session has no such cart (any endpoint under `/cart` or E25–E27). */
export function isCartLost(error: AppError): error is AppError & { key: string } {
  return error.key !== null && resetKeys.has(error.key);
}

/**
 * When the reply says the cart is lost: resets the cart and reads it again (after a back-off when
 * another reset came just before), or, past the bound, refuses and says so. True when it did either
 * (the caller's own failure is then not recorded: the reset clears what it would have shown).
 */
export function resetIfCartLost(log: EffectLog, error: AppError): boolean {
  if (!isCartLost(error)) return false;
  const row = resetsInARow(log.all());
  if (row >= MAX_RESETS_IN_A_ROW) {
    log.append('cart/reset-refused', { error, resets: row });
    return true;
  }
  log.append('cart/reset', { reason: error.key });
  log.append('cart/load-requested', {
    reason: 'reset',
    ...(row > 0 ? { afterMs: RESET_BACKOFF_MS * row } : {}),
  });
  return true;
}

/**
 * How many resets came since the provider last showed it has the cart (a cart change answered
 * with the cart) or the customer asked to try again. Loads do not end the row: a provider may give
 * a cart to `GET /cart` and lose it on every other call.
 */
function resetsInARow(events: readonly AppEvent[]): number {
  let resets = 0;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e === undefined) continue;
    if (e.type === 'cart/reset') resets += 1;
    else if (e.type === 'cart/received' && e.payload.command !== 'load') break;
    else if (e.type === 'cart/load-requested' && e.payload.reason === RETRY_REASON) break;
  }
  return resets;
}

/**
 * Sends the customer to login when the reply is a 401; true when it did (the login effect bounds
 * how often a 401 may do so, src/effects/ui/login-trips.ts).
 */
export function loginIfUnauthorized(log: EffectLog, error: AppError): boolean {
  if (error.status !== 401) return false;
  log.append('ui/login-started', { because: 'unauthorized' });
  return true;
}
