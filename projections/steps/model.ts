/**
 * The steps read model (spec §4): the customer's step (stored with its cart uuid), edit mode, and
 * the data progress and applicable steps recomputed whenever their inputs change (cart, config,
 * card-only, required fields). Next and back follow the applicable steps; a reply for another cart
 * or `cart/reset` sends the customer back to the cart step.
 */
import type { Draft } from 'immer';
import type { StepName } from '../../events/contract/scalars';
import { DONE, applicableSteps, dataProgress, normalizeStep, stepAfter, stepBefore } from './progress';
import { edit, onSlice } from '../on-events';
import { cartOf, sameList, sameRecord, workflowOf } from '../read-model';
import { type AppState } from '../state';
import { initialStepsState, type StepsState } from './state';

type StepsDraft = Draft<StepsState>;

export const reduceSteps = onSlice('steps', {
  'steps/user-step-set': edit((steps, { payload }, state) => moveTo(steps, state, payload.step)),
  'steps/user-step-restored': edit((steps, { payload }, state) => {
    const cart = cartOf(state.cart.load);
    if (cart !== null && cart.uuid !== payload.cartUuid) return;
    steps.cartUuid = payload.cartUuid;
    moveTo(steps, state, payload.step);
  }),
  // The checkout model may have just cleared a flagged step (it runs first).
  'steps/next-requested': (steps, event, state) => next(recompute(steps, state), event, state),
  'steps/back-requested': edit((steps, _event, state) => back(steps, state)),
  'ui/edit-mode-set': edit((steps, { payload }) => {
    steps.editMode = payload.step === 'recapitulation' ? null : payload.step;
  }),
  'cart/received': (steps, { payload }, state) => adoptCart(recompute(steps, state), payload.cart.uuid),
  'cart/reset': (steps, _event, state) =>
    recompute(
      steps.userStep === initialStepsState.userStep && steps.cartUuid === null && steps.editMode === null
        ? steps
        : { ...steps, userStep: initialStepsState.userStep, cartUuid: null, editMode: null },
      state,
    ),
  'app/booted': (steps, _event, state) => recompute(steps, state),
  'profiles/required-fields-received': (steps, _event, state) => recompute(steps, state),
  'payment/options-received': (steps, _event, state) => recompute(steps, state),
  'checkout/failed': (steps, _event, state) => recompute(steps, state),
  'checkout/completed': (steps, _event, state) => recompute(steps, state),
});

/** Reaching recapitulation ends any editing. */
function moveTo(steps: StepsDraft, state: AppState, step: StepName): void {
  steps.userStep = step;
  if (step === 'recapitulation') steps.editMode = null;
  const cart = cartOf(state.cart.load);
  if (cart !== null) steps.cartUuid = cart.uuid;
}

/**
 * Submitting moves on from the step being edited (or the user step). Incomplete mandatory
 * settings block leaving the service-settings step.
 */
const next = edit<StepsState, unknown>((steps, _event, state) => {
  const workflow = workflowOf(state);
  const from = steps.editMode ?? normalizeStep(workflow, steps.applicable, steps.userStep);
  if (from === 'service-settings' && steps.dataProgress['service-settings'] !== DONE) return;
  const target = stepAfter(workflow, steps.applicable, steps.userStep, from, steps.dataProgress);
  steps.editMode = null;
  moveTo(steps, state, target);
});

function back(steps: StepsDraft, state: AppState): void {
  const workflow = workflowOf(state);
  const from = normalizeStep(workflow, steps.applicable, steps.userStep);
  steps.editMode = null;
  moveTo(steps, state, stepBefore(workflow, steps.applicable, from));
}

/**
 * A reply for a different cart resets the step; recapitulation without a complete cart step goes
 * back to the cart (spec §4, item drawer).
 */
function adoptCart(steps: StepsState, uuid: string): StepsState {
  let { userStep, editMode } = steps;
  if (steps.cartUuid !== null && steps.cartUuid !== uuid) {
    userStep = 'cart';
    editMode = null;
  }
  if (userStep === 'recapitulation' && steps.dataProgress.cart !== DONE) userStep = 'cart';
  if (userStep === steps.userStep && editMode === steps.editMode && uuid === steps.cartUuid) return steps;
  return { ...steps, userStep, editMode, cartUuid: uuid };
}

/** The applicable steps and data progress for the state's inputs (the same slice when unchanged). */
function recompute(steps: StepsState, state: AppState): StepsState {
  const cart = cartOf(state.cart.load);
  const workflow = workflowOf(state);
  const applicable = applicableSteps(workflow, cart);
  const progress = dataProgress({
    workflow,
    cart,
    cardOnly: state.payment.cardOnly,
    requiredFields: state.profiles.requiredFields,
  });
  // Steps a failed checkout flagged count as incomplete until submitted again (events/catalogue/checkout.ts).
  for (const step of state.checkout.issues) progress[step] = 0;
  const sameApplicable = sameList(applicable, steps.applicable);
  const sameProgress = sameRecord(progress, steps.dataProgress);
  if (sameApplicable && sameProgress) return steps;
  return {
    ...steps,
    applicable: sameApplicable ? steps.applicable : applicable,
    dataProgress: sameProgress ? steps.dataProgress : progress,
  };
}
