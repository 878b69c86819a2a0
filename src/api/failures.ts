/**
 * AppError values for failures that are not an HTTP error body: the network, an abort, a reply the
 * client cannot read, and checks the client makes itself. Kept apart from read-error.ts, which only
 * interprets what a server said.
 */
import type { AppError } from '../../events/app-error';
import { messageKeys } from './message-keys';

/** Fresh per error: AppErrors end up in the log and must not share arrays. */
const base = (): Pick<AppError, 'key' | 'violations'> => ({ key: null, violations: [] });

/** fetch rejected: offline, DNS, CORS refusal, connection reset. */
export const networkError = (status: number | null = null): AppError => ({
  ...base(),
  kind: 'network',
  status,
  messageKey: messageKeys.networkError,
});

/**
 * No whole reply within the call's time limit (docs/decisions/038). Unlike an abort it is an error:
 * the request was not cut, so the provider may still carry it out and its late reply is recorded.
 */
export const timeoutError = (limitMs: number, status: number | null = null): AppError => ({
  ...base(),
  kind: 'timeout',
  status,
  messageKey: messageKeys.timeout,
  data: { limitMs },
});

/** The caller aborted (contract E46: rejects with 'ws-abort'), or the browser cut the request as the page was left. */
export const abortError = (status: number | null = null, reason?: 'page-left'): AppError => ({
  ...base(),
  kind: 'abort',
  status,
  messageKey: messageKeys.abort,
  ...(reason ? { data: { reason } } : {}),
});

/** A 2xx reply that is not JSON where JSON is expected, or a broken stream. */
export const unparsableReply = (status: number | null, reason?: string): AppError => ({
  ...base(),
  kind: 'parse',
  status,
  messageKey: messageKeys.invalidReply,
  ...(reason ? { data: { reason } } : {}),
});

/** A 2xx JSON reply of the wrong shape; `issues` name the paths (never the values) for the console. */
export const schemaMismatch = (
  status: number,
  issues: readonly { path: PropertyKey[]; message: string }[],
): AppError => ({
  ...base(),
  kind: 'schema',
  status,
  messageKey: messageKeys.invalidReply,
  data: {
    issues: issues.slice(0, 10).map((i) => ({ path: i.path.map(String).join('.'), message: i.message })),
  },
});

/** A rule the client checks itself (cart value missing, polling limit, nothing to check). */
export const clientError = (messageKey: string, status: number | null = null): AppError => ({
  ...base(),
  kind: 'client',
  status,
  messageKey,
});

/**
 * What a fetch or a body read that threw means: an abort when its signal fired, or when the customer
 * was leaving the page (a reload, a typed address: the browser cuts what is in flight); otherwise the
 * network failed.
 */
export const thrownError = (
  e: unknown,
  signal: AbortSignal | undefined,
  status: number | null,
  pageLeft: boolean,
): AppError =>
  isAbort(e, signal) ? abortError(status) : pageLeft ? abortError(status, 'page-left') : networkError(status);

/** True for the errors fetch and stream readers raise when their AbortSignal fires. */
const isAbort = (e: unknown, signal?: AbortSignal): boolean =>
  signal?.aborted === true ||
  (typeof e === 'object' && e !== null && 'name' in e && (e as { name: unknown }).name === 'AbortError');
