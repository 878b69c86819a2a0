/**
 * The two consents of the order (spec §5 "Consents", contract §5 E37): where their messages are
 * shown (the request fields they belong to) and which texts they use. Terms are always required;
 * third-party data consent only when the cart demands it and not in the Swedish workflow.
 */
import type { Consent } from '../../events/catalogue/checkout';
import type { Cart } from '../../events/contract/cart';
import type { Workflow } from '../../events/contract/scalars';

export const consentPath: Readonly<Record<Consent, string>> = {
  terms: 'termsAndConditionsConsent',
  thirdParty: 'thirdPartyConsent',
};

export const consentRequiredKey: Readonly<Record<Consent, string>> = {
  terms: 'validation.consent.terms',
  thirdParty: 'validation.consent.third_party',
};

export function thirdPartyConsentApplies(workflow: Workflow, cart: Cart | null): boolean {
  return workflow !== 2 && (cart?.consentThirdPartyRequired ?? false);
}

/** The consents a checkout still needs, in the order they are shown. */
export function missingConsents(
  consents: Readonly<Record<Consent, boolean>>,
  workflow: Workflow,
  cart: Cart | null,
): Consent[] {
  const missing: Consent[] = [];
  if (!consents.terms) missing.push('terms');
  if (thirdPartyConsentApplies(workflow, cart) && !consents.thirdParty) missing.push('thirdParty');
  return missing;
}
