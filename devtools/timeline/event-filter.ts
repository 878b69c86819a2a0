/**
 * The timeline's filter: which events to show, by family and by text. It only chooses what is
 * shown; the session itself always keeps every event (a hidden event is still recorded, exported,
 * folded and reachable by time travel). The text is looked for in what the row shows and, for an
 * API event, in its call's concrete path and URL, so `/checkout`, `POST /checkout` or
 * `/cart/items/7` find a request and its replies alike.
 */
import type { AppEvent } from '../../events/envelope';
import { callPath, urlPathname } from './call-summary';
import { familiesOf, requestFor, summarize, type Family } from './event-summary';
import { isReply, type RequestLookup } from './request-index';

export interface EventFilter {
  /** Empty: every family. */
  families: readonly Family[];
  text: string;
}

export const noFilter: EventFilter = { families: [], text: '' };

const cache = new WeakMap<AppEvent, string>();

/**
 * The lower-case text the filter searches in: type, summary and, for an API event, the requestId,
 * the method with the concrete path under the API base and with the URL's whole path, and the URL.
 * Computed once per event, like the summary (and, like it, not kept for a reply read without its
 * request).
 */
function searchText(event: AppEvent, requests?: RequestLookup): string {
  const hit = cache.get(event);
  if (hit !== undefined) return hit;
  const parts = [event.type, summarize(event, requests)];
  const request = requestFor(event, requests);
  if (event.type === 'api/requested' || isReply(event)) parts.push(event.payload.requestId);
  if (request) {
    const { method, url } = request.payload;
    parts.push(`${method} ${callPath(request)}`, `${method} ${urlPathname(url)}`, url);
  }
  const text = parts.join('\n').toLowerCase();
  if (request !== undefined) cache.set(event, text);
  return text;
}

function matches(event: AppEvent, filter: EventFilter, requests?: RequestLookup): boolean {
  if (filter.families.length > 0) {
    const own = familiesOf(event);
    if (!filter.families.some((f) => own.includes(f))) return false;
  }
  const text = filter.text.trim().toLowerCase();
  if (text === '') return true;
  return searchText(event, requests).includes(text) || String(event.seq) === text;
}

/**
 * The events that pass the filter, in log order. `requests` (the session's request index, read up to
 * these events) lets a reply be found by its request's call.
 */
export function filterEvents(
  events: readonly AppEvent[],
  filter: EventFilter,
  requests?: RequestLookup,
): readonly AppEvent[] {
  if (filter.families.length === 0 && filter.text.trim() === '') return events;
  return events.filter((e) => matches(e, filter, requests));
}
