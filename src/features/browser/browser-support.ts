/**
 * What the app needs from the browser (spec §2 outdated-browser modal): `fetch` with a streamed
 * response body (the domain checker reads E46 element by element), `AbortController` (a newer
 * search aborts the running one), `TextDecoder`, and ES2020 built-ins. Checked on any object shaped
 * like a window, so tests pass a fake; boot reports what is missing as a fact.
 */
import type { EventLog } from '../../../events/log';

/** The part of a window the check reads (all optional: an old browser may lack any of them). */
export interface BrowserCapabilities {
  fetch?: unknown;
  Response?: unknown;
  ReadableStream?: unknown;
  AbortController?: unknown;
  TextDecoder?: unknown;
  Promise?: { allSettled?: unknown } | undefined;
  BigInt?: unknown;
  globalThis?: unknown;
}

/** A constructor whose prototype has this member. */
function hasMethod(ctor: unknown, member: string): boolean {
  if (typeof ctor !== 'function') return false;
  const proto: unknown = (ctor as { prototype?: unknown }).prototype;
  return typeof proto === 'object' && proto !== null && member in proto;
}

export function missingFeatures(w: BrowserCapabilities): string[] {
  const missing: string[] = [];
  if (typeof w.fetch !== 'function') missing.push('fetch');
  const streams = hasMethod(w.ReadableStream, 'getReader') && hasMethod(w.Response, 'body');
  if (!streams) missing.push('fetch-streaming');
  if (typeof w.AbortController !== 'function') missing.push('AbortController');
  if (typeof w.TextDecoder !== 'function') missing.push('TextDecoder');
  if (
    typeof w.Promise?.allSettled !== 'function' ||
    typeof w.BigInt !== 'function' ||
    typeof w.globalThis !== 'object'
  ) {
    missing.push('ES2020');
  }
  return missing;
}

/** Boot's one call: appends `browser/outdated-detected` when something is missing. */
export function reportOutdatedBrowser(log: EventLog, w: BrowserCapabilities): void {
  const missing = missingFeatures(w);
  if (missing.length > 0) log.append('browser/outdated-detected', { missing });
}
