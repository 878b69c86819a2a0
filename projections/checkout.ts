/**
 * The checkout read model (spec §4 "Finish order", contract §7): the consents (the cart's stored
 * values adopted once per cart, then the customer's ticks), the checkout's progress and outcome,
 * the transfer details for the thank-you page and the steps a failed checkout flagged. A flagged
 * step stays flagged until the customer submits it again or another cart arrives.
 */
import { castDraft, type Draft } from 'immer';
import { match } from 'ts-pattern';
import type { Cart } from '../events/contract/cart';
import { issuesFrom } from './derive/checkout-failure';
import { normalizeStep } from './derive/step-progress';
import { initialCheckoutState } from './checkout-state';
import { workflowOf, type ReadModel } from './read-model';
import type { AppState } from './state';

type StateDraft = Draft<AppState>;

export const reduceCheckout: ReadModel = (draft, event) => {
  const checkout = draft.checkout;
  match(event)
    .with({ type: 'checkout/consent-set' }, ({ payload }) => {
      checkout.consents[payload.consent] = payload.value;
    })
    .with({ type: 'checkout/started' }, () => {
      checkout.status = { status: 'running' };
      checkout.pollError = null;
    })
    .with({ type: 'checkout/gateway-redirected' }, ({ payload }) => {
      checkout.status = { status: 'leaving', url: payload.url };
    })
    .with({ type: 'checkout/polling-started' }, ({ payload }) => {
      checkout.status = { status: 'polling', pollUrl: payload.pollUrl };
    })
    .with({ type: 'checkout/polling-failed' }, ({ payload }) => {
      checkout.status = castDraft({ status: 'failed', error: payload.error });
      checkout.pollError = castDraft(payload.error);
    })
    .with({ type: 'checkout/completed' }, ({ payload }) => {
      checkout.status = {
        status: 'done',
        messageKey: payload.messageKey,
        exception: payload.exception ?? null,
      };
      checkout.issues = [];
      if (payload.transfer) checkout.transfer = castDraft(payload.transfer);
    })
    .with({ type: 'checkout/transfer-restored' }, ({ payload }) => {
      checkout.transfer = castDraft(payload.transfer);
    })
    .with({ type: 'checkout/failed' }, ({ payload }) => {
      checkout.status = castDraft({ status: 'failed', error: payload.error });
      checkout.issues = issuesFrom(payload.error);
    })
    .with({ type: 'steps/next-requested' }, () => clearSubmittedIssue(draft))
    .with({ type: 'cart/received' }, ({ payload }) => adoptCart(draft, payload.cart))
    .with({ type: 'cart/reset' }, () => {
      draft.checkout = castDraft({ ...initialCheckoutState, transfer: checkout.transfer });
    })
    .otherwise(() => {});
};

/** A different cart brings its own stored consents and no flagged steps. */
function adoptCart(draft: StateDraft, cart: Cart): void {
  const checkout = draft.checkout;
  if (checkout.consentsFor === cart.uuid) return;
  checkout.consentsFor = cart.uuid;
  checkout.consents = { terms: cart.termsAndConditionsConsent, thirdParty: cart.thirdPartyConsent };
  if (checkout.issues.length > 0) checkout.issues = [];
}

/** Runs before the steps model, so `from` is the step being submitted. */
function clearSubmittedIssue(draft: StateDraft): void {
  const { steps, checkout } = draft;
  const from = steps.editMode ?? normalizeStep(workflowOf(draft), steps.applicable, steps.userStep);
  if (checkout.issues.includes(from)) checkout.issues = checkout.issues.filter((s) => s !== from);
}
