/**
 * The dashboard's one-glance account of a session: company, workflow, language, how many events,
 * API calls and errors. Computed from the events alone, so it works for imported sessions too.
 */
import type { AppEvent } from '../../events/envelope';
import { isError } from '../timeline/event-summary';

export interface SessionSummary {
  company: string | null;
  workflow: number | null;
  language: string | null;
  events: number;
  apiCalls: number;
  errors: number;
}

export function summarizeSession(events: readonly AppEvent[]): SessionSummary {
  const out: SessionSummary = {
    company: null,
    workflow: null,
    language: null,
    events: events.length,
    apiCalls: 0,
    errors: 0,
  };
  for (const event of events) {
    if (event.type === 'app/booted') {
      out.company = event.payload.config.company;
      out.workflow = event.payload.config.workflow;
      out.language = event.payload.locale;
    } else if (event.type === 'app/locale-changed') {
      out.language = event.payload.locale;
    } else if (event.type === 'api/requested') {
      out.apiCalls++;
    }
    if (isError(event)) out.errors++;
  }
  return out;
}
