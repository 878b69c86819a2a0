/**
 * The steps read model (spec §4): the customer's step (stored with its cart uuid), edit mode, and
 * the data progress and applicable steps recomputed whenever their inputs change (cart, config,
 * card-only, required fields). Next and back follow the applicable steps; a reply for another cart
 * or `cart/reset` sends the customer back to the cart step.
 */
import type { Draft } from 'immer';
import { P, match } from 'ts-pattern';
import type { StepName } from '../events/contract/scalars';
import {
  DONE,
  applicableSteps,
  dataProgress,
  normalizeStep,
  stepAfter,
  stepBefore,
} from './derive/step-progress';
import { cartNow, plain, sameList, sameRecord, workflowOf, type ReadModel } from './read-model';
import { initialStepsState, type AppState } from './state';

type StateDraft = Draft<AppState>;

export const reduceSteps: ReadModel = (draft, event) => {
  match(event)
    .with({ type: 'steps/user-step-set' }, ({ payload }) => moveTo(draft, payload.step))
    .with({ type: 'steps/user-step-restored' }, ({ payload }) => {
      const cart = cartNow(draft);
      if (cart !== null && cart.uuid !== payload.cartUuid) return;
      draft.steps.cartUuid = payload.cartUuid;
      moveTo(draft, payload.step);
    })
    .with({ type: 'steps/next-requested' }, () => {
      // The checkout model may have just cleared a flagged step (it runs first).
      recompute(draft);
      next(draft);
    })
    .with({ type: 'steps/back-requested' }, () => back(draft))
    .with({ type: 'ui/edit-mode-set' }, ({ payload }) => {
      draft.steps.editMode = payload.step === 'recapitulation' ? null : payload.step;
    })
    .with({ type: 'cart/received' }, ({ payload }) => {
      recompute(draft);
      adoptCart(draft, payload.cart.uuid);
    })
    .with({ type: 'cart/reset' }, () => {
      draft.steps.userStep = initialStepsState.userStep;
      draft.steps.cartUuid = null;
      draft.steps.editMode = null;
      recompute(draft);
    })
    .with(
      {
        type: P.union(
          'app/booted',
          'profiles/required-fields-received',
          'payment/options-received',
          'checkout/failed',
          'checkout/completed',
        ),
      },
      () => recompute(draft),
    )
    .otherwise(() => {});
};

/** Reaching recapitulation ends any editing. */
function moveTo(draft: StateDraft, step: StepName): void {
  draft.steps.userStep = step;
  if (step === 'recapitulation') draft.steps.editMode = null;
  const cart = cartNow(draft);
  if (cart !== null) draft.steps.cartUuid = cart.uuid;
}

/**
 * Submitting moves on from the step being edited (or the user step). Incomplete mandatory
 * settings block leaving the service-settings step.
 */
function next(draft: StateDraft): void {
  const { steps } = draft;
  const workflow = workflowOf(draft);
  const from = steps.editMode ?? normalizeStep(workflow, steps.applicable, steps.userStep);
  if (from === 'service-settings' && steps.dataProgress['service-settings'] !== DONE) return;
  const target = stepAfter(workflow, steps.applicable, steps.userStep, from, steps.dataProgress);
  steps.editMode = null;
  moveTo(draft, target);
}

function back(draft: StateDraft): void {
  const { steps } = draft;
  const workflow = workflowOf(draft);
  const from = normalizeStep(workflow, steps.applicable, steps.userStep);
  steps.editMode = null;
  moveTo(draft, stepBefore(workflow, steps.applicable, from));
}

/**
 * A reply for a different cart resets the step; recapitulation without a complete cart step goes
 * back to the cart (spec §4, item drawer).
 */
function adoptCart(draft: StateDraft, uuid: string): void {
  const { steps } = draft;
  if (steps.cartUuid !== null && steps.cartUuid !== uuid) {
    steps.userStep = 'cart';
    steps.editMode = null;
  }
  steps.cartUuid = uuid;
  if (steps.userStep === 'recapitulation' && steps.dataProgress.cart !== DONE) steps.userStep = 'cart';
}

function recompute(draft: StateDraft): void {
  const cart = cartNow(draft);
  const workflow = workflowOf(draft);
  const applicable = applicableSteps(workflow, cart);
  const progress = dataProgress({
    workflow,
    cart,
    cardOnly: draft.payment.cardOnly,
    requiredFields: plain(draft.profiles.requiredFields),
  });
  // Steps a failed checkout flagged count as incomplete until submitted again (checkout.ts).
  for (const step of draft.checkout.issues) progress[step] = 0;
  if (!sameList(applicable, draft.steps.applicable)) draft.steps.applicable = applicable;
  if (!sameRecord(progress, draft.steps.dataProgress)) draft.steps.dataProgress = progress;
}
