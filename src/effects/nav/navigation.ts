/**
 * In-app navigation through the log: `nav/requested` intents move the browser history (with the
 * language prefix), and every location change becomes a `nav/changed` fact. A request for the
 * current location is a duplicate and is ignored (spec §2); a failure of the history API is
 * reported as `nav/failed` and the customer stays where they are.
 *
 * Back and Forward are intents too (decision 033): a press of the browser's button is recorded as
 * `nav/history-requested` (source `browser`) before the `nav/changed` it caused; one appended by
 * anyone else (a live re-run, the console, an app link) moves the history, and the pop it causes
 * is not recorded as a second press.
 */
import { Subscription } from 'rxjs';
import type { CoreEffectDeps, LocationChange } from '../deps';
import { ofType } from '../event-filters';

export function navigationEffect({ log, browser, languagePrefix }: CoreEffectDeps): Subscription {
  const subscription = new Subscription();
  let last = '';
  /** The in-app history entries this page load made, and where in them the browser is. */
  let entries: string[] = [];
  let index = -1;
  /** Pops still to come from our own `go` (not a press of the browser's button). */
  let ownMoves = 0;
  /** seq of the Back/Forward intent this effect appends itself (the browser already moved). */
  let ownSeq = -1;

  const followHistory = (key: string, change: LocationChange | undefined) => {
    if (change === 'pop') {
      const back = entries[index - 1] === key;
      const forward = !back && entries[index + 1] === key;
      if (ownMoves > 0) ownMoves--;
      else {
        ownSeq = log.size;
        log.append('nav/history-requested', { direction: forward ? 'forward' : 'back', source: 'browser' });
      }
      if (back) index--;
      else if (forward) index++;
      else [entries, index] = [[key], 0];
    } else if (change === 'replace' && index >= 0) {
      entries[index] = key;
    } else {
      entries = [...entries.slice(0, index + 1), key];
      index = entries.length - 1;
    }
  };

  const record = (change?: LocationChange) => {
    const path = browser.pathname();
    const search = browser.search();
    const key = `${path}${search}`;
    followHistory(key, change);
    if (key === last) return;
    last = key;
    log.append('nav/changed', { path, search });
  };
  subscription.add(browser.onLocationChange(record));
  subscription.add(
    log.events$.pipe(ofType('nav/requested')).subscribe((event) => {
      const target = `${languagePrefix()}${event.payload.to}`;
      if (target === `${browser.pathname()}${browser.search()}`) return;
      try {
        browser.navigate(target, event.payload.replace ?? false);
      } catch {
        log.append('nav/failed', { to: event.payload.to, messageKey: 'nav.failed' });
      }
    }),
  );
  subscription.add(
    log.events$.pipe(ofType('nav/history-requested')).subscribe((event) => {
      if (event.seq === ownSeq || !browser.go) return;
      ownMoves++;
      browser.go(event.payload.direction === 'back' ? -1 : 1);
    }),
  );
  record();
  return subscription;
}
