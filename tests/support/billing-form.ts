/**
 * Shared steps of the billing-profile form's component tests: a logged-in cart holding one saved
 * billing profile (listed too), and typing into a field as a customer does (change, then leave it:
 * a field commits on blur).
 */
import { fireEvent, within } from '@testing-library/react';
import type { BillingProfile } from '../../events/contract/profiles';
import type { EventLog } from '../../events/log';
import { buildCart, user } from './builders';

export function withSavedBilling(profile: BillingProfile) {
  return (log: EventLog) => {
    log.append('cart/received', { cart: buildCart({ user, billingProfile: profile }), command: 'load' });
    log.append('profiles/billing-received', { profiles: [profile] });
  };
}

export function typeInto(scope: HTMLElement, label: RegExp, value: string): void {
  const input = within(scope).getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}
