/**
 * The name of a step as the customer reads it: the Swedish workflow calls the domain profile
 * "User information" (spec §2).
 */
import type { StepName, Workflow } from '../../../events/contract/scalars';

export function stepTitleKey(step: StepName, workflow: Workflow): string {
  return step === 'domain-profile' && workflow === 2 ? 'step.domain-profile.swedish' : `step.${step}`;
}
