/**
 * The console's own navigation (`/developer…`, with or without the language prefix) is the
 * developer's, not the customer's: a re-run neither replays it nor compares it (issue 21).
 */
import type { AppEvent } from '../../events/envelope';
import { isConsolePath } from '../../src/boot/open-tab-recording';

/** A navigation event that goes to (or arrives at) the developer area. */
export function isConsoleNavigation(e: AppEvent): boolean {
  if (e.type === 'nav/requested') return isConsolePath(e.payload.to.split(/[?#]/)[0] ?? '');
  if (e.type === 'nav/changed') return isConsolePath(e.payload.path);
  return false;
}
