/**
 * Opening a reported session by its address (`/developer?session=<url>`): the file is fetched and
 * read with the import's own checks (session-io.ts: size, format, every event, redaction again). A
 * failed request (network error, 4xx/5xx) and a bad file each come back as a message key; nothing is
 * loaded then.
 */
import type { ImportError, SessionFile } from '../events/session-file';
import { parseSessionText } from './session-io';

export type SessionUrlError = ImportError & {
  /** The file arrived but is not a session this app reads (the import's message says why). */
  badFile: boolean;
};

export type SessionUrlResult = { ok: true; session: SessionFile } | { ok: false; error: SessionUrlError };

/** The `session` parameter of the console's address, or null. */
export function sessionUrlOf(search: string): string | null {
  const url = new URLSearchParams(search).get('session');
  return url && url.trim() !== '' ? url : null;
}

export async function fetchSession(
  url: string,
  fetchFn: (url: string) => Promise<Pick<Response, 'ok' | 'status' | 'text'>>,
): Promise<SessionUrlResult> {
  const failed = (messageKey: string, values: Record<string, string | number>, detail?: string) => ({
    ok: false as const,
    error: { messageKey, values: { url, ...values }, badFile: false, ...(detail ? { detail } : {}) },
  });
  let text: string;
  try {
    const response = await fetchFn(url);
    if (!response.ok) return failed('devtools.session_url.http', { status: response.status });
    text = await response.text();
  } catch (e) {
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
