/**
 * Why this page load starts a segment of the tab's recording (decision 033), from what the browser
 * says (`performance.getEntriesByType('navigation')[0].type`, `document.referrer`) and what the app
 * knew before the page was left (the pending `nav/left-app` the recording kept: login, the payment
 * gateway, a language switch).
 */
import type { SegmentReason } from '../../events/catalogue/session';

/**
 * The last full-page navigation the app itself started, kept with the recording (its URL
 * pseudonymised, decision 037: the page's own URL is compared in the same form).
 */
export interface Leaving {
  url: string;
  reason: string;
}

export interface PageLoad {
  /** `navigate`, `reload`, `back_forward`, `prerender`, or '' when the browser does not say. */
  navigationType: string;
  referrer: string;
  /** `https://host:port` of the page. */
  origin: string;
  /** Path and query of the page. */
  url: string;
}

/** Leaving for the login service: the next page is the login page (mock mode) or the return from it. */
const TO_LOGIN: ReadonlySet<string> = new Set(['login', 'logout', 'signup']);
/** Leaving the mock login page (mock mode's stand-in of the login service) back to the app. */
const FROM_LOGIN: ReadonlySet<string> = new Set(['mock-login', 'mock-logout']);
const GATEWAY_REASONS: ReadonlySet<string> = new Set(['payment-gateway', 'payment-processed']);

/** Whether `leaving.url` is this very page (the app sent the browser here: mock login page, language). */
function isTarget(leaving: Leaving, page: PageLoad): boolean {
  try {
    const target = new URL(leaving.url, page.origin);
    return target.origin === page.origin && `${target.pathname}${target.search}` === page.url;
  } catch {
    return false;
  }
}

export function segmentReason(
  page: PageLoad,
  recording: { exists: boolean; leaving: Leaving | null },
): SegmentReason {
  if (!recording.exists) return 'first-load';
  if (page.navigationType === 'reload') return 'reload';
  const leaving = recording.leaving;
  if (leaving) {
    if (GATEWAY_REASONS.has(leaving.reason)) return 'gateway-return';
    if (FROM_LOGIN.has(leaving.reason)) return 'login-return';
    if (TO_LOGIN.has(leaving.reason) && !isTarget(leaving, page)) return 'login-return';
    return 'redirect';
  }
  if (page.navigationType === 'back_forward') return 'back-forward';
  if (page.referrer !== '' && !page.referrer.startsWith(`${page.origin}/`)) return 'link';
  return 'typed-url';
}
