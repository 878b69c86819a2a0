/**
 * Whether a failed create leaves its outcome unknown: the one rule the checkout (decision 039) and
 * the sign-up, new profiles and the migration upload (decision 076) share. The provider may have
 * carried the request out when no reply came (the network, the time limit of decision 038), when a
 * gateway or proxy answered in the provider's place (502, 503, 504, 520–524 without the provider's
 * error body), or when a 2xx reply cannot be read (not JSON, not of its shape). Any other failure
 * is a reply in which the provider says what happened.
 */
import type { AppError } from '../../events/app-error';

/**
 * Statuses a gateway or proxy between the client and the provider answers with when the provider
 * did not answer it in time or at all (502, 503, 504, and Cloudflare's 520–524). The contract's
 * provider uses only 503 among them (§1.6), and always with its error body.
 */
const GATEWAY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504, 520, 521, 522, 523, 524]);

/**
 * Whether the reply carries the provider's own error body (contract §1.7: a `key`, a legacy key or
 * violations): then the provider said what happened. A proxy's HTML page, an empty body or JSON
 * without any of those says nothing about the request.
 */
function fromProvider(error: AppError): boolean {
  return error.key !== null || error.violations.length > 0;
}

export function isUnknownOutcome(error: AppError): boolean {
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  if (error.status !== null && GATEWAY_STATUSES.has(error.status) && !fromProvider(error)) return true;
  const ok = error.status !== null && error.status >= 200 && error.status < 300;
  return ok && (error.kind === 'parse' || error.kind === 'schema');
}
