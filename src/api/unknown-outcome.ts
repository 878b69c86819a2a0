/**
 * Whether a failed create leaves its outcome unknown: the one rule the checkout (decision 039) and
 * the sign-up, new profiles and the migration upload (decision 076) share. The provider may have
 * carried the request out when no reply came (the network, the time limit of decision 038), when a
 * gateway says the provider did not answer (502, 504: statuses the contract does not use), or when
 * a 2xx reply cannot be read (not JSON, not of its shape). Any other failure is a reply in which the
 * provider says what happened.
 */
import type { AppError } from '../../events/app-error';

export function isUnknownOutcome(error: AppError): boolean {
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  if (error.status === 502 || error.status === 504) return true;
  const ok = error.status !== null && error.status >= 200 && error.status < 300;
  return ok && (error.kind === 'parse' || error.kind === 'schema');
}
