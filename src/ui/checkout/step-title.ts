/**
 * The name of a step as the customer reads it: the Swedish workflow calls the domain profile
 * "User information" (spec §2).
 */
import type { StepName, Workflow } from '../../../events/contract/scalars';
import { workflowKey } from '../../i18n/workflow-keys';

export function stepTitleKey(step: StepName, workflow: Workflow): string {
  return workflowKey(`step.${step}`, workflow);
}
