/**
 * In-app navigation through the log: `nav/requested` intents move the browser history (with the
 * language prefix), and every location change becomes a `nav/changed` fact. A request for the
 * current location is a duplicate and is ignored (spec §2); a failure of the history API is
 * reported as `nav/failed` and the customer stays where they are.
 */
import { Subscription, filter } from 'rxjs';
import type { CoreEffectDeps } from './deps';

export function navigationEffect({ log, browser, languagePrefix }: CoreEffectDeps): Subscription {
  const subscription = new Subscription();
  let last = '';
  const record = () => {
    const path = browser.pathname();
    const search = browser.search();
    const key = `${path}${search}`;
    if (key === last) return;
    last = key;
    log.append('nav/changed', { path, search });
  };
  subscription.add(browser.onLocationChange(record));
  subscription.add(
    log.events$.pipe(filter((e) => e.type === 'nav/requested')).subscribe((event) => {
      if (event.type !== 'nav/requested') return;
      const target = `${languagePrefix()}${event.payload.to}`;
      if (target === `${browser.pathname()}${browser.search()}`) return;
      try {
        browser.navigate(target, event.payload.replace ?? false);
      } catch {
        log.append('nav/failed', { to: event.payload.to, messageKey: 'nav.failed' });
      }
    }),
  );
  record();
  return subscription;
}
