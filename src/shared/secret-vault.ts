/**
 * A typed secret (a domain's transfer auth code, a sign-up password) must reach the provider but
 * never the log, which redacts it at append time (events/redact.ts): the intent in the log carries
 * '[redacted]'. The view keeps the clear value here, under a key, just before it dispatches the
 * intent; the effect making the call takes it back, once (src/effects/cart/reveal-secrets.ts). Replays of
 * a session therefore send the redacted placeholder, never a recorded secret. In src/shared/ because
 * both sides use it: views may not import effects (eslint.config.js).
 */

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

/** The key of a redacted property of a cart item (the service-settings step's transfer auth code). */
export function itemSecretKey(itemId: string, property: string): string {
  return `item:${itemId}:${property}`;
}

/** The key of the auth code (eppCode) of a domain transfer added from the domain checker (E9). */
export const transferSecretKey = (domain: string) => `add:${domain}:eppCode`;

/** Keeps a transfer's auth code for the add request the cart command builds. */
export function keepTransferCode(domain: string, eppCode: string): void {
  keepSecret(transferSecretKey(domain), eppCode);
}
