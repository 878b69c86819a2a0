/**
 * The ids of the elements the scroll effect scrolls to (src/effects/steps/scroll.ts), given by the
 * views that render them: a step of the order page, a consent, a field of a profile form. In
 * src/shared/ because both sides need them and views may not import effects (eslint.config.js).
 */
import type { Consent } from '../../events/catalogue/checkout';
import type { ProfileFormId } from '../../events/catalogue/profiles';
import type { StepName } from '../../events/contract/scalars';

export function stepElementId(step: StepName): string {
  return `order-step-${step}`;
}

export function consentElementId(consent: Consent): string {
  return `consent-${consent}`;
}

/** The input of one field of a profile form (`signup-login`, `signup-terms`, `signup-other-street`). */
export function formFieldElementId(form: ProfileFormId, field: string): string {
  return `${form}-${field}`;
}
