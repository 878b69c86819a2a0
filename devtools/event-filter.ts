/**
 * The timeline's filter: which events to show, by family and by text. It only chooses what is
 * shown; the session itself always keeps every event (a hidden event is still recorded, exported,
 * folded and reachable by time travel).
 */
import type { AppEvent } from '../events/envelope';
import { familiesOf, summarize, type Family } from './event-summary';

export interface EventFilter {
  /** Empty: every family. */
  families: readonly Family[];
  text: string;
}

export const noFilter: EventFilter = { families: [], text: '' };

export function matches(event: AppEvent, filter: EventFilter): boolean {
  if (filter.families.length > 0) {
    const own = familiesOf(event);
    if (!filter.families.some((f) => own.includes(f))) return false;
  }
  const text = filter.text.trim().toLowerCase();
  if (text === '') return true;
  return (
    event.type.toLowerCase().includes(text) ||
    summarize(event).toLowerCase().includes(text) ||
    String(event.seq) === text
  );
}

/** The events that pass the filter, in log order. */
export function filterEvents(events: readonly AppEvent[], filter: EventFilter): readonly AppEvent[] {
  if (filter.families.length === 0 && filter.text.trim() === '') return events;
  return events.filter((e) => matches(e, filter));
}
