/**
 * Shared steps of the billing-profile form's component tests: a logged-in cart holding one saved
 * billing profile (listed too), and typing into a field as a customer does (clear it, type, then
 * leave it with Tab: a field commits on blur).
 */
import { within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { BillingProfile } from '../../events/contract/profiles';
import type { EventLog } from '../../events/log';
import { buildCart, user } from './builders';

export function withSavedBilling(profile: BillingProfile) {
  return (log: EventLog) => {
    log.append('cart/received', { cart: buildCart({ user, billingProfile: profile }), command: 'load' });
    log.append('profiles/billing-received', { profiles: [profile] });
  };
}

export async function typeInto(customer: UserEvent, scope: HTMLElement, label: RegExp, value: string) {
  const input = within(scope).getByLabelText(label);
  await customer.clear(input);
  await customer.type(input, value);
  await customer.tab();
}
