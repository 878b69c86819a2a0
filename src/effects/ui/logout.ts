/**
 * Logout (spec §7; contract §1.10) is a full-page navigation to
 * `{loginUrl}?logout=true&returnUrl=…&language=…`, handed to the browser the way login does it
 * (src/effects/ui/login.ts: `nav/left-app`, then `assign`) and with the same return page (the domain checker the
 * customer is on, else the cart). Its `nav/left-app` ends the customer's data in this browser: the
 * stored user step, domain-profile draft and transfer details (customer-data.ts) and the tab's
 * recording with its salt (decisions 013, 041), so the next visitor finds none of it, even when the
 * navigation rule refuses the logout URL; the site's other tabs forget theirs (logout-elsewhere.ts).
 * The page is handed over once: a second press while the browser leaves does nothing.
 */
import type { Subscription } from 'rxjs';
import { forgetCustomer } from '../customer-data';
import type { CoreEffectDeps } from '../runtime/deps';
import { leaveOnce, loginPageUrl, returnUrlFor } from './login';

export function logoutUrlFor(
  deps: Pick<CoreEffectDeps, 'config' | 'browser' | 'languagePrefix' | 'locale'>,
): string {
  const params = new URLSearchParams({
    logout: 'true',
    returnUrl: returnUrlFor(deps),
    language: deps.locale(),
  });
  return `${loginPageUrl(deps)}?${params.toString()}`;
}

export function logoutEffect(deps: CoreEffectDeps): Subscription {
  // The customer's data goes before the navigation rule is asked (a refused logout leaves nothing
  // either), and the other tabs of the site are told to forget theirs (decision 041).
  return leaveOnce(
    deps,
    'ui/logout-requested',
    'logout',
    () => logoutUrlFor(deps),
    () => {
      forgetCustomer(deps.storage, 'logout', deps.tabStorage);
      deps.otherTabs?.announceLogout();
    },
  );
}
