/**
 * Keeps an error report's session within the tracker's limits (decision 082): a session larger than
 * the attachment may be loses its oldest page loads (segments, decision 033), whole, until it fits;
 * the report says how many it lost. The last page load, where the error is, is never cut: if it
 * alone is too large, the session is not attached at all.
 */
import type { AppEvent } from '../../../events/envelope';
import { utf8Bytes } from './sentry-envelope';

export interface SessionCut {
  /** The events kept, oldest first; empty when even the last page load is too large. */
  events: AppEvent[];
  droppedPageLoads: number;
  droppedEvents: number;
}

/** The page loads of a recording: each starts at its `session/segment-started`. */
function pageLoads(events: readonly AppEvent[]): AppEvent[][] {
  const loads: AppEvent[][] = [];
  for (const event of events) {
    const current = loads.at(-1);
    if (event.type === 'session/segment-started' || !current) loads.push([event]);
    else current.push(event);
  }
  return loads;
}

/**
 * The newest page loads whose events weigh at most `maxBytes` (as JSON, plus `overhead` for the
 * file around them). Sizes are of each event once, so a large session is not serialised per cut.
 */
export function cutSession(events: readonly AppEvent[], maxBytes: number, overhead = 0): SessionCut {
  const loads = pageLoads(events);
  const sizes = loads.map((load) =>
    load.reduce((sum, event) => sum + utf8Bytes(JSON.stringify(event, null, 1)) + 4, 0),
  );
  let total = overhead + sizes.reduce((sum, size) => sum + size, 0);
  let first = 0;
  while (total > maxBytes && first < loads.length) {
    total -= sizes[first] ?? 0;
    first += 1;
  }
  const kept = loads.slice(first).flat();
  return { events: kept, droppedPageLoads: first, droppedEvents: events.length - kept.length };
}
