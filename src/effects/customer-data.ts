/**
 * What of the customer the app keeps in the browser, and when it forgets it (decision 041). Logging
 * out and a completed order end the customer's time on this browser: their user step, unfinished
 * domain profile, begun forms and bank-transfer details (local storage) go, and so do the tab's recording and its
 * pseudonym salt (session storage, src/boot/tab-recording.ts, on the same events). The mock
 * provider's own state and the developer console's keys are not the customer's and stay.
 */
import { Subscription, filter, map } from 'rxjs';
import type { AppEvent } from '../../events/envelope';
import type { CoreEffectDeps } from './runtime/deps';
import type { KeyValueStorage } from '../shared/key-value-storage';
import { TRANSFER_DATA_KEY, USER_STEP_KEY } from './steps/user-step-storage';
import { removeStored } from '../shared/stored-json';
import { routePath } from '../../events/route-table';

/** The unfinished domain profile kept after a failed creation (decision 046), with its owner. */
export const DOMAIN_DRAFT_KEY = 'checkout.temporaryDomainProfile';

/**
 * The sign-up and new-profile forms the customer has begun, with their owner and when they were
 * written (decision 060): a logged-in customer's in local storage for 24 hours at most, a visitor's
 * in the tab's session storage only.
 */
export const FORM_DRAFTS_KEY = 'checkout.formDrafts';

/** Thank-you outcomes that do not complete an order (the customer may still pay or try again). */
const NOT_COMPLETE: ReadonlySet<string> = new Set(['fail', 'cancel', 'exception', 'processing']);

/** Whether the customer is now on the thank-you page of a completed order. */
function completesOrder(event: AppEvent): boolean {
  if (event.type !== 'nav/changed' || !event.payload.path.endsWith(routePath('thank-you'))) return false;
  const key = new URLSearchParams(event.payload.search).get('messageKey');
  return key !== null && !NOT_COMPLETE.has(key);
}

/** Leaving for the login service to log out (or, in mock mode, its stand-in logging out). */
const LOGOUT_REASONS: ReadonlySet<string> = new Set(['logout', 'mock-logout']);

export type Forgetting = 'logout' | 'order-completed';

/**
 * Whether this event ends the customer's data in the browser, and why. A logout ends it when the
 * customer asks for it (before the navigation rule is asked: a refused logout still leaves nothing,
 * issue 30), when the app leaves to log out, and when another tab of the site logged out.
 */
export function forgetsCustomer(event: AppEvent): Forgetting | null {
  if (event.type === 'ui/logout-requested' || event.type === 'session/logged-out-elsewhere') return 'logout';
  if (event.type === 'nav/left-app' && LOGOUT_REASONS.has(event.payload.reason)) return 'logout';
  return completesOrder(event) ? 'order-completed' : null;
}

/**
 * The customer's keys in local storage removed on `why`. A completed order keeps the bank-transfer
 * details it has just stored: its thank-you page shows them again on a reload (spec §4 drops them
 * once the next cart has items), until the customer logs out.
 */
function customerKeys(why: Forgetting): string[] {
  return why === 'logout'
    ? [USER_STEP_KEY, DOMAIN_DRAFT_KEY, FORM_DRAFTS_KEY, TRANSFER_DATA_KEY]
    : [USER_STEP_KEY, DOMAIN_DRAFT_KEY, FORM_DRAFTS_KEY];
}

/**
 * Removes the customer's data from local storage, and a visitor's begun forms from the tab's session
 * storage (the logout effect does it before leaving).
 */
export function forgetCustomer(
  storage: KeyValueStorage,
  why: Forgetting,
  tabStorage?: KeyValueStorage,
): void {
  for (const key of customerKeys(why)) removeStored(storage, key);
  if (tabStorage) removeStored(tabStorage, FORM_DRAFTS_KEY);
}

/**
 * An order whose reply was lost, found to exist by the cart read after it (decision 039): it is
 * complete for the customer's data in local storage, though the customer is not on a thank-you page.
 * The tab's recording stays: it is the story of a failure a report carries.
 */
const settledAsCreated = (event: AppEvent): Forgetting | null =>
  event.type === 'checkout/outcome-settled' && event.payload.order === 'created' ? 'order-completed' : null;

/** Whether this event ends the customer's data in local storage (the effect below acts on it). */
export const endsCustomerData = (event: AppEvent): Forgetting | null =>
  forgetsCustomer(event) ?? settledAsCreated(event);

/**
 * Removes the customer's data from local storage when they complete an order (also one whose reply
 * was lost) or log out (again, after the logout effect, and on mock mode's login page, which logs
 * out by itself).
 */
export function forgetCustomerEffect({ log, storage, tabStorage }: CoreEffectDeps): Subscription {
  return log.events$
    .pipe(
      map(endsCustomerData),
      filter((why): why is Forgetting => why !== null),
    )
    .subscribe((why) => forgetCustomer(storage, why, tabStorage));
}
