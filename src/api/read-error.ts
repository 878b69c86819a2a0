/**
 * How the client reads a 4xx/5xx reply (contract §1.7, spec §8): status + body in, AppError out.
 * Pure, so every rule is unit-tested without HTTP. The reading order is at `readErrorReply`; why a
 * key the client cannot show is "Unknown error" whatever the status, and where each part is read
 * from: docs/decisions/016-error-key-fallback.md.
 */
import * as z from 'zod/mini';
import type { AppError } from '../../events/app-error';
import { ErrorContext, Violation } from '../../events/contract/errors';
import { messageKeys } from './message-keys';

export interface ErrorReading {
  production: boolean;
  hasKey: (key: string) => boolean;
}

/** What came back as the body of an error reply. */
export type ErrorPayload =
  { type: 'json'; value: unknown } | { type: 'empty' } | { type: 'text'; text: string };

/** Classifies a body text (as read from the response) for readErrorReply. */
export function payloadOf(text: string): ErrorPayload {
  if (text.trim() === '') return { type: 'empty' };
  try {
    return { type: 'json', value: JSON.parse(text) as unknown };
  } catch {
    return { type: 'text', text };
  }
}

const statusKeys: Readonly<Record<number, string>> = {
  400: messageKeys.invalidForm,
  401: messageKeys.unauthorized,
  404: messageKeys.notFoundOutOfSync,
  500: messageKeys.serverError,
  503: messageKeys.outage,
};

const Violations = z.array(Violation);

/**
 * Reads an error reply, in order:
 * 1. Candidate key: `violations[0].errors[0].translationKey`, else `key`, else the legacy top-level
 *    `translationKey`, `tKey`, `title`; a JSON string body is its own key. Values come from the
 *    violation's first error when the key comes from there (`partsOf`).
 * 2. The candidate is used when the catalogue has it (`hasKey`). A `title` is usable only in
 *    development, and then verbatim (it is a server text, not a key, so the catalogue is not asked);
 *    in production a title never counts as a key.
 * 3. A 404 without a usable key is `general.not_found_out_of_sync` (the contract's one status text).
 * 4. A body that named something the client cannot show (a key missing from the catalogue, a title
 *    in production) or names an id is `wsk.general.unknown_error`, or `wsk.general.unknown_error_id`
 *    with `values: { id }` when the body names an id: `invoiceId`, else `data.id`, else a top-level
 *    `id` (string or number). The status never hides the id.
 * 5. Only a body that says nothing (empty, or JSON with no key, title nor id) falls back to the key
 *    the contract's status table names: 400 `validation.invalid_form`, 401 `user.unauthorized`,
 *    500 `general.server_error`, 503 `general.outage`; any other status `wsk.general.unknown_error`.
 * 6. A body that is not JSON is kind 'parse' with `general.unexpected`, except for the statuses of
 *    steps 3 and 5 (an HTML 503 maintenance page still means outage). An empty body says nothing.
 *
 * The AppError keeps the server's `key` (a string body counts as the key; legacy `translationKey`
 * / `tKey` stand in when `key` is absent), `violations`, `context`, `invoiceId` and `data`, read
 * tolerantly: a malformed part is dropped, never the whole reading.
 */
export function readErrorReply(status: number, payload: ErrorPayload, reading: ErrorReading): AppError {
  if (payload.type === 'text') {
    return {
      kind: 'parse',
      status,
      messageKey: statusKeys[status] ?? messageKeys.unexpected,
      key: null,
      violations: [],
    };
  }
  const body = payload.type === 'json' ? payload.value : undefined;
  const parts = partsOf(body);
  const message = chooseMessage(status, parts, reading);
  return {
    kind: 'http',
    status,
    messageKey: message.key,
    ...(message.values ? { values: message.values } : {}),
    key: parts.serverKey,
    violations: parts.violations,
    ...(parts.context ? { context: parts.context } : {}),
    ...(parts.invoiceId !== undefined ? { invoiceId: parts.invoiceId } : {}),
    ...(parts.data !== undefined ? { data: parts.data } : {}),
  };
}

interface ErrorParts {
  candidate: { key: string; values?: Record<string, string | number>; fromTitle: boolean } | null;
  serverKey: string | null;
  violations: Violation[];
  context?: AppError['context'];
  invoiceId?: string;
  data?: unknown;
  id?: string | number;
}

function partsOf(body: unknown): ErrorParts {
  if (typeof body === 'string') {
    return body === ''
      ? { candidate: null, serverKey: null, violations: [] }
      : {
          candidate: { key: body, fromTitle: false },
          serverKey: body,
          violations: [],
        };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { candidate: null, serverKey: null, violations: [] };
  }
  const b = body as Record<string, unknown>;
  const violations = Violations.safeParse(b.violations).data ?? [];
  const context = ErrorContext.safeParse(b.context).data;
  const invoiceId = str(b.invoiceId);
  const first = violations[0]?.errors[0];
  const legacy = str(b.translationKey) ?? str(b.tKey);
  const key = str(b.key);
  const title = str(b.title);
  const candidate = first
    ? { key: first.translationKey, ...(first.values ? { values: first.values } : {}), fromTitle: false }
    : (key ?? legacy) !== undefined
      ? { key: (key ?? legacy) as string, fromTitle: false }
      : title !== undefined
        ? { key: title, fromTitle: true }
        : null;
  return {
    candidate,
    serverKey: key ?? legacy ?? null,
    violations,
    ...(context ? { context } : {}),
    ...(invoiceId !== undefined ? { invoiceId } : {}),
    ...('data' in b ? { data: b.data } : {}),
    ...idOf(invoiceId, b),
  };
}

function chooseMessage(
  status: number,
  parts: ErrorParts,
  reading: ErrorReading,
): { key: string; values?: Record<string, string | number> } {
  const c = parts.candidate;
  if (c && (c.fromTitle ? !reading.production : reading.hasKey(c.key))) {
    return { key: c.key, ...(c.values ? { values: c.values } : {}) };
  }
  if (status === 404) return { key: messageKeys.notFoundOutOfSync };
  if (parts.id !== undefined) return { key: messageKeys.unknownErrorId, values: { id: parts.id } };
  if (c) return { key: messageKeys.unknownError };
  return { key: statusKeys[status] ?? messageKeys.unknownError };
}

function idOf(invoiceId: string | undefined, b: Record<string, unknown>): { id?: string | number } {
  if (invoiceId !== undefined) return { id: invoiceId };
  const data = b.data;
  const dataId =
    typeof data === 'object' && data !== null ? scalarId((data as Record<string, unknown>).id) : undefined;
  const id = dataId ?? scalarId(b.id);
  return id !== undefined ? { id } : {};
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);
const scalarId = (v: unknown): string | number | undefined =>
  (typeof v === 'string' && v !== '') || (typeof v === 'number' && Number.isFinite(v)) ? v : undefined;
