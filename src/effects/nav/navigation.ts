/**
 * In-app navigation through the log: `nav/requested` intents move the browser history, every
 * location change becomes a `nav/changed` fact, and Back and Forward are `nav/history-requested`
 * intents. Rules: docs/decisions/001-architecture.md ("Navigation goes through the log") and
 * 033-per-tab-recording.md ("Back and Forward are intents").
 */
import { Subscription } from 'rxjs';
import type { CoreEffectDeps, LocationChange } from '../runtime/deps';
import { ofType } from '../runtime/event-filters';
import { appPath, checkNavigation } from './allowed-navigation';

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

  /**
   * A pop this effect did not cause is a press of the browser's button, recorded before the
   * `nav/changed` it caused; a pop of our own `go` is not recorded a second time.
   */
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
    // A request for the current location is a duplicate (spec §2); a failure of the history API
    // keeps the customer where they are. A path built from outside input (the address bar, a
    // provider's reply) is read as a path of the app and stays on its origin (decision 040).
    log.events$.pipe(ofType('nav/requested')).subscribe((event) => {
      const target = appPath(`${languagePrefix()}${event.payload.to}`);
      if (target === `${browser.pathname()}${browser.search()}`) return;
      const checked = checkNavigation(target, browser.origin(), []);
      if (!checked.ok) {
        log.append('nav/redirect-refused', {
          url: event.payload.to,
          reason: 'in-app',
          because: checked.because,
        });
        return;
      }
      try {
        browser.navigate(target, event.payload.replace ?? false);
      } catch {
        log.append('nav/failed', { to: event.payload.to, messageKey: 'nav.failed' });
      }
    }),
  );
  subscription.add(
    // Back and Forward asked by anyone else (a live re-run, the console, an app link) move the history.
    log.events$.pipe(ofType('nav/history-requested')).subscribe((event) => {
      if (event.seq === ownSeq || !browser.go) return;
      ownMoves++;
      browser.go(event.payload.direction === 'back' ? -1 : 1);
    }),
  );
  record();
  return subscription;
}
