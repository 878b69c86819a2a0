/**
 * The steps as views and effects ask them, so that no component computes a step rule: which step is
 * current, the first one with issues, how the stepper shows them, whether all are done and whether
 * the backdrop covers the page while another step is edited.
 */
import type { StepName } from '../../events/contract/scalars';
import { DONE, completeByBoth, firstStepWithIssues, normalizeStep, userProgress } from './progress';
import { workflowOf } from '../read-model';
import type { AppState } from '../state';

/** The step the customer is on, moved forward to an applicable one if it no longer applies. */
export function currentStep(state: AppState): StepName {
  return normalizeStep(workflowOf(state), state.steps.applicable, state.steps.userStep);
}

export function stepWithIssues(state: AppState): StepName {
  return firstStepWithIssues(state.steps.applicable, state.steps.dataProgress);
}

export interface StepperStep {
  step: StepName;
  /** Position among the steps shown, from 1. */
  number: number;
  dataProgress: number;
  userProgress: number;
  /** Complete by both data and customer. */
  done: boolean;
  current: boolean;
  editing: boolean;
  /** Clickable: done or current (a step link is clickable only when enabled). */
  enabled: boolean;
  issue: boolean;
}

/** The applicable steps as the stepper shows them; the Swedish workflow hides the billing step. */
export function stepsForStepper(state: AppState): StepperStep[] {
  const workflow = workflowOf(state);
  const { userStep, dataProgress, editMode } = state.steps;
  const current = currentStep(state);
  const shown = state.steps.applicable.filter((s) => !(workflow === 2 && s === 'billing-profile'));
  return shown.map((step, index) => {
    const user = userProgress(workflow, userStep, step, dataProgress);
    const done = completeByBoth(workflow, userStep, step, dataProgress);
    return {
      step,
      number: index + 1,
      dataProgress: dataProgress[step],
      userProgress: user,
      done,
      current: step === current,
      editing: step === editMode,
      enabled: done || step === current,
      issue: user === DONE && dataProgress[step] !== DONE,
    };
  });
}

/** Every applicable step complete by both data and customer. */
export function allStepsDone(state: AppState): boolean {
  const workflow = workflowOf(state);
  const { userStep, dataProgress, applicable } = state.steps;
  return applicable.every((s) => completeByBoth(workflow, userStep, s, dataProgress));
}

/** Spec §4: editing a step other than the current one, with the user step past the second step. */
export function backdropActive(state: AppState): boolean {
  const { editMode, applicable } = state.steps;
  const current = currentStep(state);
  return editMode !== null && editMode !== current && applicable.indexOf(current) > 1;
}
