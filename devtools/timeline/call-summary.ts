/**
 * How the timeline names an API call: by method and path template, the way a developer thinks of
 * it (`POST /checkout`), on the request's row and on its reply's (`POST /checkout → 500
 * general.server_error`). A reply whose request is not in the session is named by its requestId.
 */
import { formatMs } from '../console/format-ms';
import type { ReplyEvent, RequestEvent } from './request-index';

/** `POST /checkout`: method and path template. */
function callName(request: RequestEvent): string {
  return `${request.payload.method} ${request.payload.pathTemplate}`;
}

/**
 * The path the call went to under the API base: the template with its values filled in
 * (`/cart/items/{id}` → `/cart/items/7`), without the base's own path or the query. A URL that does
 * not end in the template's shape gives its whole path.
 */
export function callPath(request: RequestEvent): string {
  const pathname = urlPathname(request.payload.url);
  const template = request.payload.pathTemplate.split('/').slice(1);
  const segments = pathname.split('/').slice(1);
  if (template.length === 0 || segments.length < template.length) return pathname;
  const tail = segments.slice(segments.length - template.length);
  const fits = template.every((part, i) => /^\{\w+\}$/.test(part) || part === tail[i]);
  return fits ? `/${tail.join('/')}` : pathname;
}

/** The URL's path (the whole text when it is no URL at all). */
export function urlPathname(url: string): string {
  try {
    return new URL(url, 'http://base.invalid').pathname;
  } catch {
    return url;
  }
}

/** A request's row: `POST /checkout`, with the concrete path when it differs (`… (/cart/items/7)`). */
export function requestSummary(request: RequestEvent): string {
  const path = callPath(request);
  return path === request.payload.pathTemplate ? callName(request) : `${callName(request)} (${path})`;
}

/**
 * A reply's row: `GET /cart → 200 in 12.3 ms`, `POST /checkout → 500 general.server_error`, a
 * failure without a status names its error kind (`→ network general.network_error`).
 */
export function replySummary(reply: ReplyEvent, request: RequestEvent | null): string {
  const name = request ? callName(request) : reply.payload.requestId;
  if (reply.type === 'api/responded')
    return `${name} → ${reply.payload.status} in ${formatMs(reply.payload.durationMs)} ms`;
  const { status, error } = reply.payload;
  return `${name} → ${status ?? error.kind} ${error.messageKey}`;
}
