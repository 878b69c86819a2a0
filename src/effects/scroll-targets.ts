/**
 * Element ids the scroll effect looks for, shared with the views that render them, and the spec's
 * scroll timing (§9: delay 500 ms, top offset 500 for the billing profile and 250 otherwise).
 */
import type { Consent } from '../../events/catalogue/checkout';
import type { StepName } from '../../events/contract/scalars';

export const SCROLL_DELAY_MS = 500;

export function stepElementId(step: StepName): string {
  return `order-step-${step}`;
}

export function consentElementId(consent: Consent): string {
  return `consent-${consent}`;
}

export function stepScrollOffset(step: StepName): number {
  return step === 'billing-profile' ? 500 : 250;
}
