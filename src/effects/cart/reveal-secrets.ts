/**
 * The effects' side of the secret vault (src/shared/secret-vault.ts): the cart commands build their
 * requests from intents whose secrets the log holds as '[redacted]', and put back the clear values
 * the views kept, each taken once. A domain transfer's auth code (eppCode) typed on the domain checker
 * goes with the add (E9); one typed in the service-settings step goes with the item's update.
 */
import type { AddItemRequest, UpdateItemRequest } from '../../../events/contract/requests';
import { REDACTED } from '../../../events/redact';
import { itemSecretKey, takeSecret, transferSecretKey } from '../../shared/secret-vault';

/** The add request with a redacted auth code replaced by the kept clear one (when one was kept). */
export function revealAddRequest(request: AddItemRequest): AddItemRequest {
  const { domain, eppCode } = request.properties;
  if (eppCode !== REDACTED || typeof domain !== 'string') return request;
  const secret = takeSecret(transferSecretKey(domain));
  return secret === undefined
    ? request
    : { ...request, properties: { ...request.properties, eppCode: secret } };
}

/** The item changes with each redacted property replaced by its kept clear value. */
export function revealItemChanges(itemId: string, changes: UpdateItemRequest): UpdateItemRequest {
  const properties = changes.properties;
  if (!properties) return changes;
  const revealed: Record<string, unknown> = { ...properties };
  for (const [key, value] of Object.entries(properties)) {
    if (value !== REDACTED) continue;
    const secret = takeSecret(itemSecretKey(itemId, key));
    if (secret !== undefined) revealed[key] = secret;
  }
  return { ...changes, properties: revealed as UpdateItemRequest['properties'] };
}
