/**
 * Redaction at append time: secrets (passwords, card data, auth codes, tokens, cookies) are replaced
 * before an event enters the log, so no export, replay or console view can ever show them.
 * Keys are matched case-insensitively anywhere in a payload, including inside recorded API bodies.
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

export function redact<T>(value: T, extraKeys: readonly string[] = []): T {
  const extra = new Set(extraKeys.map((k) => k.toLowerCase()));
  return walk(value, extra) as T;
}

function walk(value: unknown, extra: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((v) => walk(v, extra));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    const lower = key.toLowerCase();
    const secret =
      (sensitiveKeys.has(lower) || extra.has(lower)) && v !== null && v !== undefined && v !== '';
    out[key] = secret ? REDACTED : walk(v, extra);
  }
  return out;
}
