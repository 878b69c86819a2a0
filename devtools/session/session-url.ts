/**
 * Opening a reported session by its address (`/developer?session=<url>`): the file is fetched and
 * read with the import's own checks (session-io.ts: size, format, every event, redaction again). A
 * failed request (network error, 4xx/5xx) and a bad file each come back as a message key; nothing is
 * loaded then. The console trusts no address it is handed (issue 22): only http(s), only the page's
 * own origin or one the config allows (the reporting service's), no redirect followed (issue 30: it
 * would lead anywhere), at most the import's size, counted while the body streams in, and within a
 * time limit.
 */
import { MAX_SESSION_FILE_BYTES, type ImportError, type SessionFile } from '../../events/session-file';
import { checkNavigation, httpOrigin } from '../../src/effects/nav/allowed-navigation';
import { parseSessionText } from './session-io';

export type SessionUrlError = ImportError & {
  /** The file arrived but is not a session this app reads (the import's message says why). */
  badFile: boolean;
};

export type SessionUrlResult = { ok: true; session: SessionFile } | { ok: false; error: SessionUrlError };

/** What a fetch of the session gives back: a status and a body to read (streamed where it can be). */
export type SessionReply = Pick<Response, 'ok' | 'status' | 'text'> & {
  body?: ReadableStream<Uint8Array> | null;
  headers?: Pick<Headers, 'get'>;
};

export interface SessionFetchOptions {
  /** The console page's origin: a relative address is read against it. */
  pageOrigin: string;
  /** Origins besides the page's that may serve sessions (the config's `sessionOrigins`). */
  allowedOrigins: readonly string[];
  maxBytes?: number;
  /** Longest wait for the whole file. */
  timeoutMs?: number;
}

const SESSION_FETCH_TIMEOUT_MS = 30_000;

/** The `session` parameter of the console's address, or null. */
export function sessionUrlOf(search: string): string | null {
  const url = new URLSearchParams(search).get('session');
  return url && url.trim() !== '' ? url : null;
}

/**
 * The address to fetch, or null when it is not http(s) on the page's or an allowed origin: the
 * app's own navigation rule (src/effects/nav/allowed-navigation.ts), with the allowed origins read
 * from the URLs the config gives (the reporting service's).
 */
function allowedSessionUrl(url: string, pageOrigin: string, allowed: readonly string[]): URL | null {
  const origins = allowed.flatMap((o) => httpOrigin(o) ?? []);
  const checked = checkNavigation(url, pageOrigin, origins);
  return checked.ok ? new URL(checked.url) : null;
}

class TooLarge extends Error {}

/** The body as text, refused as soon as it grows past `maxBytes` (before it is all in memory). */
async function readLimited(response: SessionReply, maxBytes: number): Promise<string> {
  const declared = Number(response.headers?.get('content-length') ?? NaN);
  if (declared > maxBytes) throw new TooLarge();
  if (!response.body) {
    const text = await response.text();
    if (text.length > maxBytes) throw new TooLarge();
    return text;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let bytes = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new TooLarge();
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

export async function fetchSession(
  url: string,
  fetchFn: (
    url: string,
    init: { signal: AbortSignal; credentials: 'omit'; redirect: 'error' },
  ) => Promise<SessionReply>,
  options: SessionFetchOptions,
): Promise<SessionUrlResult> {
  const failed = (messageKey: string, values: Record<string, string | number>, detail?: string) => ({
    ok: false as const,
    error: { messageKey, values: { url, ...values }, badFile: false, ...(detail ? { detail } : {}) },
  });
  const target = allowedSessionUrl(url, options.pageOrigin, options.allowedOrigins);
  if (!target) return failed('devtools.session_url.refused', {});
  const maxBytes = options.maxBytes ?? MAX_SESSION_FILE_BYTES;
  const signal = AbortSignal.timeout(options.timeoutMs ?? SESSION_FETCH_TIMEOUT_MS);
  let text: string;
  try {
    // A redirect is refused (a network error): its target was never checked against the allowed origins.
    const response = await fetchFn(target.href, { signal, credentials: 'omit', redirect: 'error' });
    if (!response.ok) return failed('devtools.session_url.http', { status: response.status });
    text = await readLimited(response, maxBytes);
  } catch (e) {
    if (e instanceof TooLarge)
      return failed('devtools.session_url.too_large', { mb: Math.round(maxBytes / (1024 * 1024)) });
    return failed('devtools.session_url.network', {}, String(e));
  }
  const read = parseSessionText(text);
  if (!read.ok) return { ok: false, error: { ...read.error, badFile: true } };
  return read;
}

/** A short name for a fetched session: the last part of its path. */
export function sessionNameOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? url;
  return path.split('/').filter(Boolean).at(-1) ?? url;
}
