/**
 * The one rule for every navigation the app makes (decision 040): a full-page navigation (login,
 * logout, the payment gateway, a poll's or an action button's redirect, the sign-up's auto-login, a
 * language switch) and an in-app navigation built from outside input go only to `http(s)` URLs on
 * the app's own origin or on an origin the config allows (`allowedOrigins`, by default those of
 * `apiUrl`, `loginUrl`, `assetUrl` and `transferUrl` that are absolute); a target that carries a
 * return address (`returnUrl`, `redirect`, `next`…) only when that address is on the app's own
 * origin, so an allowed origin (the login service) cannot be used to bounce the customer elsewhere
 * (issue 30). A refused target is appended as `nav/redirect-refused` (shown to the customer,
 * reported as an error) and not followed.
 */
import type { AppConfig } from '../../../events/contract/app-config';
import type { CoreEffectDeps } from '../runtime/deps';

type RefusedBecause = 'not-a-url' | 'scheme' | 'origin' | 'return-address';

export type NavigationCheck = { ok: true; url: string } | { ok: false; because: RefusedBecause };

type OriginsConfig = Pick<AppConfig, 'allowedOrigins' | 'apiUrl' | 'loginUrl' | 'assetUrl' | 'transferUrl'>;

/** The origin of an absolute http(s) URL, else null (a path of the app is the app's own origin). */
export function httpOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The origins besides the app's own the config allows: its `allowedOrigins`, or the default. */
export function allowedOrigins(config: OriginsConfig): string[] {
  const listed = config.allowedOrigins ?? [
    config.apiUrl,
    config.loginUrl,
    config.assetUrl,
    config.transferUrl,
  ];
  return [...new Set(listed.map(httpOrigin).filter((o): o is string => o !== null))];
}

/**
 * The query parameters that name where a service sends the browser next (compared in lower case):
 * login services, OAuth and single sign-on use these names.
 */
const RETURN_PARAMETERS: ReadonlySet<string> = new Set([
  'returnurl',
  'redirect',
  'redirect_uri',
  'return_to',
  'next',
  'continue',
]);

/**
 * Whether every return address `target` carries leads back to the app: resolved as the service it
 * goes to would resolve it (against `target` itself), it must be http(s) on the app's own origin.
 */
function returnsToApp(target: URL, appOrigin: string): boolean {
  for (const [name, value] of target.searchParams) {
    if (!RETURN_PARAMETERS.has(name.toLowerCase())) continue;
    let back: URL;
    try {
      back = new URL(value, target);
    } catch {
      return false;
    }
    if (back.origin !== appOrigin || (back.protocol !== 'https:' && back.protocol !== 'http:')) return false;
  }
  return true;
}

/**
 * Whether the browser may be sent to `url` (resolved against the app's origin, as `location.assign`
 * does): the absolute URL to go to, or why not.
 */
export function checkNavigation(url: string, appOrigin: string, allowed: readonly string[]): NavigationCheck {
  let target: URL;
  try {
    target = new URL(url, appOrigin);
  } catch {
    return { ok: false, because: 'not-a-url' };
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return { ok: false, because: 'scheme' };
  if (target.origin !== appOrigin && !allowed.includes(target.origin))
    return { ok: false, because: 'origin' };
  if (!returnsToApp(target, appOrigin)) return { ok: false, because: 'return-address' };
  return { ok: true, url: target.toString() };
}

/**
 * A path of the app as the browser will read it: leading slashes and backslashes are one slash, so a
 * path taken from the address bar (`//evil.example/x`, `/\evil.example`) never reads as another host.
 */
export function appPath(path: string): string {
  return path.replace(/^[/\\]+/, '/');
}

type NavDeps = Pick<CoreEffectDeps, 'log' | 'browser' | 'config'>;

/**
 * The absolute URL the app may send the browser to for this `reason` (as `nav/left-app` names it),
 * or null after appending `nav/redirect-refused`.
 */
export function navigationTarget(deps: NavDeps, url: string, reason: string): string | null {
  const checked = checkNavigation(url, deps.browser.origin(), allowedOrigins(deps.config));
  if (checked.ok) return checked.url;
  deps.log.append('nav/redirect-refused', { url, reason, because: checked.because });
  return null;
}

/**
 * Hands the page to the browser at `url` when the rule allows it (`beforeLeaving`, `nav/left-app`,
 * then `assign`, with the URL as given: the browser resolves it to the origin the rule checked);
 * false when refused.
 */
export function leaveApp(deps: NavDeps, url: string, reason: string, beforeLeaving?: () => void): boolean {
  if (navigationTarget(deps, url, reason) === null) return false;
  beforeLeaving?.();
  deps.log.append('nav/left-app', { url, reason });
  deps.browser.assign(url);
  return true;
}
