/**
 * Logout (spec §7; contract §1.10) is a full-page navigation to
 * `{loginUrl}?logout=true&returnUrl=…&language=…`, handed to the browser the way login does it
 * (login.ts: `nav/left-app`, then `assign`) and with the same return page (the domain checker the
 * customer is on, else the cart). The stored user step is dropped by the user-step storage effect on
 * the same intent, so the next visitor of this browser does not reopen the previous customer's
 * step (docs/decisions/013). The page is handed over once: a second press while the browser leaves
 * does nothing.
 */
import type { Subscription } from 'rxjs';
import type { CoreEffectDeps } from '../deps';
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
  return leaveOnce(deps, 'ui/logout-requested', 'logout', () => logoutUrlFor(deps));
}
