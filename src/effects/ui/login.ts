/**
 * Login is a full-page navigation to the configured login URL (contract §1.10) with the return
 * page (the domain checker if the customer is on it, else the cart), the step to open after login
 * (the workflow's second step) and the language. The return page is shared with logout
 * (logout.ts). The page is handed to the browser once: a second start (a double click, or two
 * replies answering 401 at the same time) finds it already on its way.
 */
import type { Subscription } from 'rxjs';
import type { CoreEffectDeps } from '../runtime/deps';
import { ofType } from '../runtime/event-filters';
import { leaveApp } from '../nav/allowed-navigation';

type UrlDeps = Pick<CoreEffectDeps, 'config' | 'browser' | 'languagePrefix' | 'locale'>;

/** Where the login service sends the customer back: the domain checker they are on, else the cart. */
export function returnUrlFor(deps: Pick<CoreEffectDeps, 'browser' | 'languagePrefix'>): string {
  const { browser } = deps;
  const prefix = deps.languagePrefix();
  const path = browser.pathname();
  const onDomainChecker = path.startsWith(`${prefix}/domain-checker`);
  return onDomainChecker
    ? `${browser.origin()}${path}${browser.search()}`
    : `${browser.origin()}${prefix}/checkout`;
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

/**
 * Hands the page to the browser at `urlFor()` when `type` is appended, once (after `beforeLeaving`,
 * which runs before the navigation rule is asked, so it runs for a refused target too):
 * a second ask while the browser leaves does nothing. The login service's origin passes the
 * navigation rule (decision 040: `loginUrl`'s origin is allowed unless the config lists others); a
 * `loginUrl` it refuses is said, and a later ask tries again.
 */
export function leaveOnce(
  deps: CoreEffectDeps,
  type: 'ui/login-started' | 'ui/logout-requested',
  reason: string,
  urlFor: () => string,
  beforeLeaving?: () => void,
): Subscription {
  let leaving = false;
  return deps.log.events$.pipe(ofType(type)).subscribe(() => {
    if (leaving) return;
    leaving = true;
    // Before the navigation rule is asked: what must go goes even when the target is refused.
    beforeLeaving?.();
    leaving = leaveApp(deps, urlFor(), reason);
  });
}

export function loginEffect(deps: CoreEffectDeps): Subscription {
  return leaveOnce(deps, 'ui/login-started', 'login', () => loginUrlFor(deps));
}
