/**
 * Login is a full-page navigation to the configured login URL (contract §1.10) with the return
 * page (the domain checker if the customer is on it, else the cart), the step to open after login
 * (the workflow's second step) and the language. The return page is shared with logout
 * (logout.ts). The page is handed to the browser once: a second start (a double click, or two
 * replies answering 401 at the same time) finds it already on its way. A 401 sends the customer
 * there at most twice in five minutes across the tab's page loads (login-trips.ts); the third
 * time the app stays and says so (`ui/login-bounce-stopped`, reported as an error).
 */
import { asyncScheduler, type Subscription } from 'rxjs';
import type { EventOf } from '../../../events/envelope';
import type { CoreEffectDeps } from '../runtime/deps';
import { ofType } from '../runtime/event-filters';
import { leaveApp } from '../nav/allowed-navigation';
import { LOGIN_TRIPS_WINDOW_MS, loginTrips } from './login-trips';
import { routePath } from '../../../events/route-table';

type UrlDeps = Pick<CoreEffectDeps, 'config' | 'browser' | 'languagePrefix' | 'locale'>;

/** Where the login service sends the customer back: the domain checker they are on, else the cart. */
export function returnUrlFor(deps: Pick<CoreEffectDeps, 'browser' | 'languagePrefix'>): string {
  const { browser } = deps;
  const prefix = deps.languagePrefix();
  const path = browser.pathname();
  const onDomainChecker = path.startsWith(`${prefix}${routePath('domain-checker')}`);
  return onDomainChecker
    ? `${browser.origin()}${path}${browser.search()}`
    : `${browser.origin()}${prefix}${routePath('checkout')}`;
}

/**
 * The login page's address: the configured `loginUrl`, with the language prefix when it is a path of
 * the app itself (mock mode's `/mock-login` stand-in), so that page shows the customer's language as
 * every in-app page does; a login service on its own origin reads the `language` parameter.
 */
export function loginPageUrl(deps: Pick<CoreEffectDeps, 'config' | 'languagePrefix'>): string {
  const url = deps.config.loginUrl;
  return url.startsWith('/') && !url.startsWith('//') ? `${deps.languagePrefix()}${url}` : url;
}

export function loginUrlFor(deps: UrlDeps): string {
  const step = deps.config.workflow === 2 ? 'domain-profile' : 'billing-profile';
  const params = new URLSearchParams({ returnUrl: returnUrlFor(deps), step, language: deps.locale() });
  return `${loginPageUrl(deps)}?${params.toString()}`;
}

type LeavingType = 'ui/login-started' | 'ui/logout-requested';

/**
 * Hands the page to the browser at `urlFor()` when `type` is appended, once (after `beforeLeaving`,
 * which runs before the navigation rule is asked, so it runs for a refused target too):
 * a second ask while the browser leaves does nothing. The login service's origin passes the
 * navigation rule (decision 040: `loginUrl`'s origin is allowed unless the config lists others); a
 * `loginUrl` it refuses is said, and a later ask tries again. An ask `mayLeave` refuses stays.
 */
export function leaveOnce<T extends LeavingType>(
  deps: CoreEffectDeps,
  type: T,
  reason: string,
  urlFor: () => string,
  beforeLeaving?: (event: EventOf<T>) => void,
  mayLeave?: (event: EventOf<T>) => boolean,
): Subscription {
  let leaving = false;
  return deps.log.events$.pipe(ofType(type)).subscribe((event) => {
    if (leaving || (mayLeave && !mayLeave(event))) return;
    leaving = true;
    // Before the navigation rule is asked: what must go goes even when the target is refused (a
    // logout's storage, decision 041), and a 401's trip to the login counts as asked (decision 078).
    beforeLeaving?.(event);
    leaving = leaveApp(deps, urlFor(), reason);
  });
}

export function loginEffect(deps: CoreEffectDeps): Subscription {
  const scheduler = deps.scheduler ?? asyncScheduler;
  const { tabStorage } = deps;
  /** A 401's trip to keep as the page is handed over (asked, even if refused); null for the customer's own ask. */
  let trip: (() => boolean) | null = null;
  let stopped = false;
  return leaveOnce(
    deps,
    'ui/login-started',
    'login',
    () => loginUrlFor(deps),
    () => trip?.(),
    (event) => {
      trip = null;
      // The customer's own ask always goes; one a 401 made is bounded across the tab's page loads.
      if (event.payload.because !== 'unauthorized' || !tabStorage) return true;
      if (stopped) return false;
      const trips = loginTrips(tabStorage, scheduler.now());
      if (trips.allowed) {
        trip = trips.record;
        return true;
      }
      stopped = true;
      deps.log.append('ui/login-bounce-stopped', { trips: trips.recent, windowMs: LOGIN_TRIPS_WINDOW_MS });
      return false;
    },
  );
}
