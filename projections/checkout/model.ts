/**
 * The checkout read model (spec §4 "Finish order", contract §7): the consents (the cart's stored
 * values adopted once per cart, then the customer's ticks), the checkout's progress and outcome,
 * the transfer details for the thank-you page and the steps a failed checkout flagged. A flagged
 * step stays flagged until the customer submits it again or another cart arrives. An outcome that
 * is not known (decision 039) holds until a cart read after it settles it.
 */
import { castDraft } from 'immer';
import type { Cart } from '../../events/contract/cart';
import { issuesFrom } from './failure';
import { normalizeStep } from '../steps/progress';
import { initialCheckoutState, type CheckoutState } from './state';
import { edit, onSlice } from '../on-events';
import { sameRecord, workflowOf } from '../read-model';
import type { AppState } from '../state';

export const reduceCheckout = onSlice('checkout', {
  'checkout/consent-set': edit((checkout, { payload }) => {
    checkout.consents[payload.consent] = payload.value;
  }),
  'checkout/started': edit((checkout) => {
    checkout.status = { status: 'running' };
    checkout.pollError = null;
  }),
  'checkout/gateway-redirected': edit((checkout, { payload }) => {
    checkout.status = { status: 'leaving', url: payload.url };
  }),
  'checkout/polling-started': edit((checkout, { payload }) => {
    checkout.status = { status: 'polling', pollUrl: payload.pollUrl };
    checkout.pollError = null;
    checkout.pollRetry = null;
  }),
  'checkout/polling-failed': edit((checkout, { payload }) => {
    checkout.status = castDraft({ status: 'failed', error: payload.error });
    checkout.pollError = castDraft(payload.error);
    const transient = payload.error.kind === 'timeout' || payload.error.kind === 'network';
    checkout.pollRetry = transient ? (payload.pollUrl ?? null) : null;
  }),
  'checkout/completed': edit((checkout, { payload }) => {
    checkout.status = {
      status: 'done',
      messageKey: payload.messageKey,
      exception: payload.exception ?? null,
    };
    checkout.issues = [];
    if (payload.transfer) checkout.transfer = castDraft(payload.transfer);
  }),
  'checkout/transfer-restored': edit((checkout, { payload }) => {
    checkout.transfer = castDraft(payload.transfer);
  }),
  'checkout/outcome-unknown': edit((checkout, { payload, seq }) => {
    checkout.status = castDraft({
      status: 'unknown',
      cartUuid: payload.cartUuid,
      error: payload.error,
      since: seq,
    });
  }),
  'checkout/outcome-settled': edit((checkout, { payload }) => {
    const { status } = checkout;
    if (status.status !== 'unknown') return;
    checkout.status =
      payload.order === 'created' ? { status: 'unconfirmed' } : { status: 'failed', error: status.error };
  }),
  'checkout/failed': edit((checkout, { payload }) => {
    checkout.status = castDraft({ status: 'failed', error: payload.error });
    checkout.issues = issuesFrom(payload.error);
  }),
  'steps/next-requested': (checkout, _event, state) => clearSubmittedIssue(checkout, state),
  'cart/received': (checkout, { payload }) => adoptCart(checkout, payload.cart),
  'cart/reset': (checkout) => {
    // An unknown outcome outlives a reset: the order may still exist (decision 039).
    const status = checkout.status.status === 'unknown' ? checkout.status : initialCheckoutState.status;
    const next = { ...initialCheckoutState, status, transfer: checkout.transfer };
    return sameRecord<unknown>({ ...next }, { ...checkout }) ? checkout : next;
  },
});

/** A different cart brings its own stored consents and no flagged steps. */
function adoptCart(checkout: CheckoutState, cart: Cart): CheckoutState {
  if (checkout.consentsFor === cart.uuid) return checkout;
  return {
    ...checkout,
    consentsFor: cart.uuid,
    consents: { terms: cart.termsAndConditionsConsent, thirdParty: cart.thirdPartyConsent },
    issues: checkout.issues.length > 0 ? [] : checkout.issues,
  };
}

/** Runs before the steps model, so `from` is the step being submitted. */
function clearSubmittedIssue(checkout: CheckoutState, state: AppState): CheckoutState {
  const { steps } = state;
  const from = steps.editMode ?? normalizeStep(workflowOf(state), steps.applicable, steps.userStep);
  if (!checkout.issues.includes(from)) return checkout;
  return { ...checkout, issues: checkout.issues.filter((s) => s !== from) };
}
