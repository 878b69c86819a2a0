/**
 * Redaction at append time: secrets (passwords, card data, auth codes, tokens, cookies) are replaced
 * before an event enters the log, so no export, replay or console view can ever show them.
 * Keys are matched case-insensitively anywhere in a payload, including inside recorded API bodies.
 *
 * The walk visits every key of the payload but copies only the objects on the way to a secret: a
 * payload without secrets comes back as the very same value (decision 007). The input is never
 * changed. Which keys are secret is remembered per key name, so each distinct key is lowercased once.
 */
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

export function redact<T>(value: T, extraKeys: readonly string[] = NO_EXTRA): T {
  return walk(value, secretTest(extraKeys)) as T;
}

function secretTest(extraKeys: readonly string[]): IsSecret {
  let test = tests.get(extraKeys);
  if (!test) {
    const extra = new Set(extraKeys.map((k) => k.toLowerCase()));
    const memo = new Map<string, boolean>();
    test = (key) => {
      let secret = memo.get(key);
      if (secret === undefined) {
        const lower = key.toLowerCase();
        secret = sensitiveKeys.has(lower) || extra.has(lower);
        if (memo.size >= MEMO_LIMIT) memo.clear();
        memo.set(key, secret);
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
      const next = walk(item, isSecret);
      if (next !== item) (copy ??= value.slice())[i] = next;
    }
    return copy ?? value;
  }
  const record = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(record)) {
    const v = record[key];
    const next = isSecret(key) && v !== null && v !== undefined && v !== '' ? REDACTED : walk(v, isSecret);
    if (next !== v) (copy ??= { ...record })[key] = next;
  }
  return copy ?? record;
}
