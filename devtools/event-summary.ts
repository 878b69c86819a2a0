/**
 * How the console names an event in one line: its families (for the timeline filter) and a short,
 * readable summary built from the payload. Summaries are plain text, computed once per event and
 * cached, so filtering 100,000 events by text stays fast.
 */
import { catalogue, isEventType } from '../events/catalogue/index';
import type { AppEvent } from '../events/envelope';
import { isErrorEvent } from './error-events';

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

/** Milliseconds with one decimal (0.1 ms), as the timeline shows times and durations. */
export function formatMs(ms: number): string {
  return (Math.round(ms * 10) / 10).toFixed(1);
}

const cache = new WeakMap<AppEvent, string>();

/** A one-line summary of the payload (never HTML: the console renders it as text). */
export function summarize(event: AppEvent): string {
  const hit = cache.get(event);
  if (hit !== undefined) return hit;
  const text = compute(event);
  cache.set(event, text);
  return text;
}

function compute(event: AppEvent): string {
  switch (event.type) {
    case 'api/requested':
      return `${event.payload.requestId} ${event.payload.method} ${event.payload.url}`;
    case 'api/responded':
      return `${event.payload.requestId} ${event.payload.status} in ${formatMs(event.payload.durationMs)} ms`;
    case 'api/failed':
      return `${event.payload.requestId} ${event.payload.status ?? '—'} ${event.payload.error.kind} ${event.payload.error.messageKey}`;
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

export function shortJson(value: unknown, max = 140): string {
  let text: string;
  try {
    text = JSON.stringify(value) ?? '';
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
