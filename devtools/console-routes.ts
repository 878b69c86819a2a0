/**
 * The console's own navigation (`/developer…`, with or without the language prefix) is the
 * developer's, not the customer's: a re-run neither replays it nor compares it (issue 21).
 */
import type { AppEvent } from '../events/envelope';

/** A path of the developer area (`/developer`, `/en/developer/config`, …). */
export const isConsolePath = (path: string) => /^(\/[a-z]{2}(-[A-Z]{2})?)?\/developer(\/|\?|#|$)/.test(path);

/** A navigation event that goes to (or arrives at) the developer area. */
export function isConsoleNavigation(e: AppEvent): boolean {
  if (e.type === 'nav/requested') return isConsolePath(e.payload.to);
  if (e.type === 'nav/changed') return isConsolePath(e.payload.path);
  return false;
}
