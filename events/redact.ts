/**
 * Redaction at append time: secrets (passwords, card data, auth codes, tokens, cookies) are replaced
 * before an event enters the log, so no export, replay or console view can ever show them.
 * Keys are matched case-insensitively anywhere in a payload, including inside recorded API bodies.
 *
 * The walk visits every key of the payload but copies only the objects on the way to a secret: a
 * payload without secrets comes back as the very same value (decision 007). The input is never
 * changed. Which keys are secret is remembered per key name, so each distinct key is lowercased once.
 */
import { isParseSource } from './validated';

export const REDACTED = '[redacted]';

export const sensitiveKeys: ReadonlySet<string> = new Set(
  [
    'password',
    'newPassword',
    'passwordConfirmation',
    'eppCode',
    'authCode',
    'authorizationCode',
    'cardNumber',
    'pan',
    'cvc',
    'cvv',
    'cvv2',
    'securityCode',
    'expiry',
    'expiryDate',
    'cardHolder',
    'token',
    'accessToken',
    'refreshToken',
    'idToken',
    'csrfToken',
    'apiKey',
    // The config's keys of the suggestion services (decision 052): the config is recorded at boot.
    'placesApiKey',
    'companyRegisterToken',
    'secret',
    'cookie',
    'set-cookie',
    'authorization',
    'proxy-authorization',
  ].map((k) => k.toLowerCase()),
);

type IsSecret = (key: string) => boolean;

/** Key names remembered per test before the memo starts over (bodies may bring many ids as keys). */
const MEMO_LIMIT = 10_000;
const NO_EXTRA: readonly string[] = [];
const tests = new WeakMap<readonly string[], IsSecret>();
/** Per test, objects a walk has found free of secrets (top-level payload fields only). */
const clean = new WeakMap<IsSecret, WeakSet<object>>();

export function redact<T>(value: T, extraKeys: readonly string[] = NO_EXTRA): T {
  return walk(value, secretTest(extraKeys)) as T;
}

/**
 * Redacts an event payload. The top-level fields named in `trusted` are kept as they are unless
 * their key itself is secret: the caller vouches that they hold no secret (a value parsed, by a
 * schema that keeps values, from an object found clean here: events/keeps-values.ts). Every
 * top-level object field that comes through unchanged and that a validated value was parsed from (a
 * reply's raw body) is remembered as clean (`isKnownClean`).
 */
export function redactPayload<T>(
  payload: T,
  extraKeys: readonly string[] = NO_EXTRA,
  trusted: readonly string[] = NO_EXTRA,
): T {
  const isSecret = secretTest(extraKeys);
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload))
    return walk(payload, isSecret) as T;
  const record = payload as Record<string, unknown>;
  let found = clean.get(isSecret);
  if (!found) clean.set(isSecret, (found = new WeakSet()));
  let copy: Record<string, unknown> | undefined;
  for (const key in record) {
    const value = record[key];
    if (trusted.includes(key) && !isSecret(key)) continue;
    const next = redactedEntry(key, value, isSecret);
    if (next !== value) (copy ??= { ...record })[key] = next;
    else if (typeof value === 'object' && value !== null && isParseSource(value)) found.add(value);
  }
  return (copy ?? record) as T;
}

/** Whether a payload field redacted under these extra keys has been found free of secrets. */
export function isKnownClean(value: object, extraKeys: readonly string[] = NO_EXTRA): boolean {
  return clean.get(secretTest(extraKeys))?.has(value) ?? false;
}

function secretTest(extraKeys: readonly string[]): IsSecret {
  let test = tests.get(extraKeys);
  if (!test) {
    const extra = new Set(extraKeys.map((k) => k.toLowerCase()));
    let memo: Record<string, boolean> = Object.create(null) as Record<string, boolean>;
    let size = 0;
    test = (key) => {
      let secret = memo[key];
      if (secret === undefined) {
        const lower = key.toLowerCase();
        secret = sensitiveKeys.has(lower) || extra.has(lower);
        if (++size > MEMO_LIMIT) {
          memo = Object.create(null) as Record<string, boolean>;
          size = 1;
        }
        memo[key] = secret;
      }
      return secret;
    };
    tests.set(extraKeys, test);
  }
  return test;
}

function walk(value: unknown, isSecret: IsSecret): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (item === null || typeof item !== 'object') continue;
      const next = walk(item, isSecret);
      if (next !== item) (copy ??= value.slice())[i] = next;
    }
    return copy ?? value;
  }
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  // for-in allocates no key list; payloads are plain data, with no inherited enumerable keys.
  for (const key in record) {
    const v = record[key];
    const next = redactedEntry(key, v, isSecret);
    if (next !== v) (copy ??= { ...record })[key] = next;
  }
  return copy ?? record;
}

/** What one key's value becomes: redacted if the key is secret and the value not empty, else walked. */
function redactedEntry(key: string, value: unknown, isSecret: IsSecret): unknown {
  if (value === null || value === undefined) return value;
  if (isSecret(key)) return value === '' ? value : REDACTED;
  return typeof value === 'object' ? walk(value, isSecret) : value;
}
