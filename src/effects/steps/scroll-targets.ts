/**
 * Element ids the scroll effect looks for, shared with the views that render them, and the spec's
 * scroll timing (§9: delay 500 ms, top offset 500 for the billing profile and 250 otherwise).
 */
import type { Consent } from '../../../events/catalogue/checkout';
import type { ProfileFormId } from '../../../events/catalogue/profiles';
import type { StepName } from '../../../events/contract/scalars';

export const SCROLL_DELAY_MS = 500;
/** The "otherwise" offset of §9, for a single field or consent rather than a whole step. */
export const FIELD_SCROLL_OFFSET = 250;
/** §9 "scroll-into-view 300 ms": a refused form's messages have rendered (and moved the page) by then. */
export const SCROLL_INTO_VIEW_MS = 300;

export function stepElementId(step: StepName): string {
  return `order-step-${step}`;
}

export function consentElementId(consent: Consent): string {
  return `consent-${consent}`;
}

export function stepScrollOffset(step: StepName): number {
  return step === 'billing-profile' ? 500 : 250;
}

/** The input of one field of a profile form (`signup-login`, `signup-terms`, `signup-other-street`). */
export function formFieldElementId(form: ProfileFormId, field: string): string {
  return `${form}-${field}`;
}
