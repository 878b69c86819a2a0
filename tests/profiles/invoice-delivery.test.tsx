// @vitest-environment happy-dom
/**
 * The billing profile form's invoice delivery (spec §3 `invoiceDelivery`, §9; decision 054) and
 * its invoice e-mail addresses (decision 018), as the user sees them: the saved choice shown
 * when editing, e-mail for a new profile, e-invoice relabelling the e-mail addresses, the choice
 * sent with the profile; the e-mail filling in the e-mail addresses of a new profile.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BillingProfileStep } from '../../src/features/order/steps/billing-profile-step';
import { withSavedBilling, typeInto } from '../support/billing-form';
import { buildBillingProfile } from '../support/builders';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

const byPost = buildBillingProfile({ id: 7, invoiceDelivery: 'post' });
const seed = withSavedBilling(byPost);

describe('invoice delivery in the billing profile form', () => {
  it('shows the saved choice when editing; e-invoice relabels the e-mail addresses and is saved', async () => {
    const user = userEvent.setup();
    const r = renderInApp(<BillingProfileStep readOnly={false} />, { seed });
    await user.click(screen.getByRole('button', { name: 'Edit billing profile Jana Novakova' }));
    const drawer = screen.getByRole('dialog', { name: 'Edit billing profile Jana Novakova' });
    const delivery = within(drawer).getByRole('group', { name: 'Invoice delivery' });
    expect(within(delivery).getByRole('radio', { name: 'By post' })).toBeChecked();
    expect(within(drawer).getByLabelText(/^Other e-mail addresses/)).toHaveValue('jana@example.sk');
    await user.click(within(delivery).getByRole('radio', { name: 'E-invoice' }));
    expect(within(drawer).queryByLabelText(/^Other e-mail addresses/)).toBeNull();
    expect(within(drawer).getByLabelText(/^E-invoice e-mail addresses/)).toHaveValue('jana@example.sk');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(r.payloads('profiles/billing-save-requested')[0]).toMatchObject({
      profileId: 7,
      profile: { invoiceDelivery: 'einvoice', emails: ['jana@example.sk'] },
    });
  });

  it('offers e-mail for a new profile, fills in the e-mail addresses from the e-mail, and sends the choice', async () => {
    const user = userEvent.setup();
    const r = renderInApp(<BillingProfileStep readOnly={false} />, { seed });
    await user.click(screen.getByRole('button', { name: 'Add a billing profile' }));
    const drawer = screen.getByRole('dialog', { name: 'New billing profile' });
    const delivery = within(drawer).getByRole('group', { name: 'Invoice delivery' });
    expect(within(delivery).getByRole('radio', { name: 'By e-mail' })).toBeChecked();
    await typeInto(user, drawer, /^First name/, 'Peter');
    await typeInto(user, drawer, /^Last name/, 'Kovac');
    await typeInto(user, drawer, /^E-mail/, 'peter@example.sk');
    expect(within(drawer).getByLabelText(/^Other e-mail addresses/)).toHaveValue('peter@example.sk');
    await typeInto(user, drawer, /^Phone/, '0905123456');
    await typeInto(user, drawer, /^Street and number/, 'Dlha 5');
    await typeInto(user, drawer, /^City/, 'Nitra');
    await typeInto(user, drawer, /^Postal code/, '94901');
    await user.click(within(delivery).getByRole('radio', { name: 'By post' }));
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(r.payloads('profiles/billing-save-requested')[0]).toMatchObject({
      profileId: null,
      profile: { invoiceDelivery: 'post', email: 'peter@example.sk', emails: ['peter@example.sk'] },
    });
  });
});
