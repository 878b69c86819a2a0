/**
 * Keys that name the domain profile have a twin for the Swedish workflow, where the step is "User
 * information" (spec §2; decision 025): the step's title, texts and messages speak of user
 * information there.
 */
import type { Workflow } from '../../events/contract/scalars';

const SWEDISH_TWINS: ReadonlySet<string> = new Set([
  'step.domain-profile',
  'profiles.domain.all_defined',
  'profiles.domain.choose',
  'profiles.domain.new',
  'validation.domain_profile.not_set',
  'validation.duplicate_domain_profile',
  'profile.not_usable',
  'list.load_error.domain_profiles',
  'cart.invalid_step.domain-profile',
]);

/** The key to show for `key` in `workflow`: its `.swedish` twin where the Swedish workflow has one. */
export function workflowKey(key: string, workflow: Workflow): string {
  return workflow === 2 && SWEDISH_TWINS.has(key) ? `${key}.swedish` : key;
}
