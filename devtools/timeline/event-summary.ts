/**
 * How the console names an event in one line: its families (for the timeline filter) and a short,
 * readable summary built from the payload. Summaries are plain text, computed once per event and
 * cached, so filtering 100,000 events by text stays fast. An API reply is named by its request's
 * call (call-summary.ts), found through the session's request index.
 */
import { catalogue, isEventType } from '../../events/catalogue/index';
import type { AppEvent } from '../../events/envelope';
import { replySummary, requestSummary } from './call-summary';
import { isErrorEvent } from './error-events';
import { isReply, type RequestEvent, type RequestLookup } from './request-index';

export { formatMs } from '../console/format-ms';

export const families = ['intent', 'api', 'navigation', 'error'] as const;
export type Family = (typeof families)[number];

export function familiesOf(event: AppEvent): Family[] {
  const out: Family[] = [];
  if (isEventType(event.type) && catalogue[event.type].kind === 'intent') out.push('intent');
  if (event.type.startsWith('api/')) out.push('api');
  if (event.type.startsWith('nav/')) out.push('navigation');
  if (isError(event)) out.push('error');
  return out;
}

/** An error as the console defines it (error-events.ts). */
export const isError = isErrorEvent;

const cache = new WeakMap<AppEvent, string>();

/**
 * The request an API event belongs to: itself for a request, its request for a reply (null: not in
 * the session; undefined: `requests` has not read the reply, or there is no `requests`), null for
 * any other event.
 */
export function requestFor(event: AppEvent, requests?: RequestLookup): RequestEvent | null | undefined {
  if (event.type === 'api/requested') return event;
  if (isReply(event)) return requests?.requestOf(event);
  return null;
}

/**
 * A one-line summary of the payload (never HTML: the console renders it as text). A reply read
 * without its request (no `requests`, or one that has not read it yet) is named by its requestId and
 * not cached, so a later call with the session's index names it by its call.
 */
export function summarize(event: AppEvent, requests?: RequestLookup): string {
  const hit = cache.get(event);
  if (hit !== undefined) return hit;
  const request = requestFor(event, requests);
  const text = compute(event, request ?? null);
  if (request !== undefined) cache.set(event, text);
  return text;
}

function compute(event: AppEvent, request: RequestEvent | null): string {
  switch (event.type) {
    case 'api/requested':
      return requestSummary(event);
    case 'api/responded':
    case 'api/failed':
      return replySummary(event, request);
    case 'nav/requested':
      return `→ ${event.payload.to}${event.payload.replace ? ' (replace)' : ''}`;
    case 'nav/changed':
      return `${event.payload.path}${event.payload.search}`;
    case 'app/booted':
      return `${event.payload.config.company} · workflow ${event.payload.config.workflow} · ${event.payload.locale} · ${event.payload.mode}`;
    default:
      return shortJson(event.payload);
  }
}

function shortJson(value: unknown, max = 140): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? '';
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
