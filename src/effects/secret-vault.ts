/**
 * A typed secret (a domain's transfer auth code, a sign-up password) must reach the provider but
 * never the log, which redacts it at append time (events/redact.ts): the intent in the log carries
 * '[redacted]'. The view keeps the clear value here, under a key, just before it dispatches the
 * intent; the effect making the call takes it back, once. Replays of a session therefore send the
 * redacted placeholder, never a recorded secret.
 */
import type { UpdateItemRequest } from '../../events/contract/requests';
import { REDACTED } from '../../events/redact';

const vault = new Map<string, string>();

/** The vault key the sign-up form keeps the password under, for the sign-up effect. */
export const SIGNUP_PASSWORD_SECRET = 'signup:password';

export function keepSecret(key: string, value: string): void {
  vault.set(key, value);
}

/** The kept value, removed from the vault; undefined when none was kept. */
export function takeSecret(key: string): string | undefined {
  const value = vault.get(key);
  vault.delete(key);
  return value;
}

export function itemSecretKey(itemId: string, property: string): string {
  return `item:${itemId}:${property}`;
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
