/**
 * A domain transfer's auth code (eppCode) is typed on the domain checker and must reach the
 * provider with the add (E9) but never the log, which stores the intent with '[redacted]'. The
 * view keeps the clear code in the secret vault under the domain just before it dispatches the
 * add; the cart command takes it back, once, when it builds the request.
 */
import type { AddItemRequest } from '../../../events/contract/requests';
import { REDACTED } from '../../../events/redact';
import { keepSecret, takeSecret } from '../secret-vault';

export const transferSecretKey = (domain: string) => `add:${domain}:eppCode`;

export function keepTransferCode(domain: string, eppCode: string): void {
  keepSecret(transferSecretKey(domain), eppCode);
}

/** The add request with a redacted auth code replaced by the kept clear one (when one was kept). */
export function revealAddRequest(request: AddItemRequest): AddItemRequest {
  const { domain, eppCode } = request.properties;
  if (eppCode !== REDACTED || typeof domain !== 'string') return request;
  const secret = takeSecret(transferSecretKey(domain));
  return secret === undefined
    ? request
    : { ...request, properties: { ...request.properties, eppCode: secret } };
}
