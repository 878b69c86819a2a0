/**
 * Questions the order view and the finish-order effect ask about checkout: is the view busy, is a
 * checkout in progress, may the finish button show, what does a finish click lead to (spec §4
 * "Finish order"), which consents apply, and what the side summary shows.
 */
import type { Consent } from '../../events/catalogue/checkout';
import type { Cart } from '../../events/contract/cart';
import type { StepName } from '../../events/contract/scalars';
import { missingConsents, thirdPartyConsentApplies } from './consents';
import { DONE, completeByBoth, userProgress, workflowOrder } from '../steps/progress';
import { allStepsDone, currentStep, stepsForStepper } from '../steps/selectors';
import { workflowOf } from '../read-model';
import { commandRunning, isLoggedIn, loadedCart } from '../cart/selectors';
import type { AppState } from '../state';

/** Spec §2 order view: a spinner while a quick order or a cart reload runs. */
export function orderBusy(state: AppState): boolean {
  return commandRunning(state, 'load', 'reload-configuration', 'quick-order');
}

/**
 * The checkout's outcome is not known (decision 039): the order may exist, so Finish is not offered
 * until a cart read after it says whether it does.
 */
function outcomeUnknown(state: AppState): boolean {
  return state.checkout.status.status === 'unknown';
}

/** The progress flag of spec §4: from the checkout call until the page is left or an outcome is known. */
export function checkoutInProgress(state: AppState): boolean {
  const { status } = state.checkout.status;
  return status === 'running' || status === 'polling' || status === 'leaving';
}

function stepDone(state: AppState, step: StepName): boolean {
  return completeByBoth(workflowOf(state), state.steps.userStep, step, state.steps.dataProgress);
}

/**
 * The finish-order button shows only once service settings are complete: their data is complete
 * and the customer has gone past them (or past where they would be, when they do not apply); and
 * not while an earlier checkout's outcome is unknown.
 */
export function finishVisible(state: AppState): boolean {
  const order = workflowOrder(workflowOf(state));
  const past = order.indexOf(state.steps.userStep) > order.indexOf('service-settings');
  return (
    loadedCart(state) !== null &&
    past &&
    state.steps.dataProgress['service-settings'] === DONE &&
    !outcomeUnknown(state)
  );
}

/** The first applicable step not complete by both data and customer (recapitulation when all are). */
function firstIncompleteStep(state: AppState): StepName {
  return state.steps.applicable.find((s) => !stepDone(state, s)) ?? 'recapitulation';
}

export type FinishDecision =
  | { kind: 'busy' }
  | { kind: 'editing'; step: StepName }
  | { kind: 'steps-incomplete'; step: StepName }
  | { kind: 'consents'; missing: Consent[] }
  | { kind: 'checkout' };

/** Spec §4: another step in edit mode first, then incomplete steps, then the consents, else checkout. */
export function finishDecision(state: AppState): FinishDecision {
  if (checkoutInProgress(state) || outcomeUnknown(state)) return { kind: 'busy' };
  if (state.steps.editMode !== null) return { kind: 'editing', step: state.steps.editMode };
  if (!allStepsDone(state)) return { kind: 'steps-incomplete', step: firstIncompleteStep(state) };
  const missing = missingConsents(state.checkout.consents, workflowOf(state), loadedCart(state));
  if (missing.length > 0) return { kind: 'consents', missing };
  return { kind: 'checkout' };
}

export interface ConsentView {
  terms: boolean;
  thirdParty: boolean;
  /** Third-party consent applies (cart demands it, not the Swedish workflow). */
  thirdPartyShown: boolean;
}

export function consentView(state: AppState): ConsentView {
  const { terms, thirdParty } = state.checkout.consents;
  return {
    terms,
    thirdParty,
    thirdPartyShown: thirdPartyConsentApplies(workflowOf(state), loadedCart(state)),
  };
}

/** Spec §2 side summary: once logged in and the cart step is complete. */
export function sideSummaryVisible(state: AppState): boolean {
  return isLoggedIn(state) && state.steps.dataProgress.cart === 100;
}

/**
 * The cart view's summary shows the customer's choices too (spec §2 "Cart view: … side summary"),
 * once the cart step is complete by the customer as well: back on the cart after passing it.
 */
export function cartViewChoicesVisible(state: AppState): boolean {
  return sideSummaryVisible(state) && state.steps.userStep !== 'cart';
}

/** Every domain item names its own domain profile: the side summary shows an info text instead of one profile. */
export function domainProfilesAllExplicit(cart: Cart | null): boolean {
  const domainItems = (cart?.items ?? []).filter((i) =>
    i.optionalEditableProperties.includes('domainProfileId'),
  );
  return domainItems.length > 0 && domainItems.every((i) => typeof i.properties.domainProfileId === 'number');
}

/** The domain-profile step (or summary entry) applies: Swedish workflow or a cart that requires one. */
export function domainProfileShown(state: AppState): boolean {
  return state.steps.applicable.includes('domain-profile');
}

export interface OrderStepView {
  step: StepName;
  /** Its number in the stepper; null for a step the stepper hides (billing in the Swedish workflow). */
  number: number | null;
  done: boolean;
  current: boolean;
  editing: boolean;
  /** Open for input: the step in edit mode, else the current step. */
  active: boolean;
  /** Passed by the customer, but its data is incomplete (or the provider flagged it). */
  issue: boolean;
  /** Done or flagged: shows its summary and an edit action. */
  summarised: boolean;
}

/** Every applicable step as an editable block of the order view (spec §2, §4). */
export function orderStepViews(state: AppState): OrderStepView[] {
  const editMode = state.steps.editMode;
  const stepper = new Map(stepsForStepper(state).map((s) => [s.step, s]));
  const current = currentStep(state);
  const workflow = workflowOf(state);
  return state.steps.applicable.map((step) => {
    const shown = stepper.get(step);
    const done = stepDone(state, step);
    const passed = userProgress(workflow, state.steps.userStep, step, state.steps.dataProgress) === DONE;
    const issue = passed && state.steps.dataProgress[step] !== DONE;
    const editing = editMode === step;
    return {
      step,
      number: shown?.number ?? null,
      done,
      current: step === current,
      editing,
      active: editing || (editMode === null && step === current),
      issue,
      summarised: done || issue,
    };
  });
}
