// @vitest-environment happy-dom
/**
 * The checkout steps' forms as a keyboard and screen-reader customer meets them (issue 23): Enter in
 * a field submits the step as its Continue / Save does, a refused submit names its invalid fields in
 * page order (the scroll effect focuses the first) or, for a form of the view's own, focuses it at
 * once, and the errors are announced once per form, not by every field.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ServiceSettingsStep } from '../../src/features/order/service-settings/service-settings-step';
import { BillingProfileStep } from '../../src/features/order/steps/billing-profile-step';
import { buildBillingProfile, buildCart, buildItem, user } from '../support/builders';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

/** A logged-in customer without a billing profile: the step is the inline billing form. */
function renderBillingForm() {
  return renderInApp(<BillingProfileStep readOnly={false} />, {
    seed: (log) => {
      log.append('cart/received', { cart: buildCart({ user }), command: 'load' });
      log.append('profiles/billing-received', { profiles: [] });
    },
  });
}

describe('a checkout step as a form', () => {
  it('submits the billing step with Enter in a field, and refuses it naming the invalid fields in page order', async () => {
    const r = renderBillingForm();
    const customer = userEvent.setup();
    await customer.type(screen.getByLabelText(/^City/), 'Košice{Enter}');
    expect(r.payloads('profiles/billing-save-requested')).toEqual([]);
    const [rejection] = r.payloads('profiles/form-rejected');
    expect(rejection?.form).toBe('billing');
    expect(rejection?.fields.slice(0, 3)).toEqual(['firstName', 'lastName', 'email']);
    expect(rejection?.fields).not.toContain('city');
  });

  it('sends a complete billing form with Enter', async () => {
    const r = renderBillingForm();
    const customer = userEvent.setup();
    const fill = async (label: RegExp, value: string) => {
      await customer.clear(screen.getByLabelText(label));
      await customer.type(screen.getByLabelText(label), value);
      await customer.tab();
    };
    await fill(/^First name/, 'Jana');
    await fill(/^Last name/, 'Novakova');
    await fill(/^E-mail/, 'jana@example.sk');
    await fill(/^Other e-mail addresses/, 'jana@example.sk');
    await fill(/^Phone/, '905123456');
    await fill(/^Street/, 'Hlavna 1');
    await fill(/^City/, 'Bratislava');
    // The last field is left with Enter, not Tab: what it shows is what the form sends.
    await customer.type(screen.getByLabelText(/^Postal code/), '81101{Enter}');
    expect(r.payloads('profiles/form-rejected')).toEqual([]);
    expect(r.payloads('profiles/billing-save-requested')[0]).toMatchObject({
      profile: { city: 'Bratislava', postalCode: '81101' },
      continueAfter: true,
    });
  });

  it('announces a refused form once, with its field messages tied to their inputs but not live', async () => {
    const customer = userEvent.setup();
    renderBillingForm();
    await customer.click(screen.getByRole('button', { name: 'Save and continue' }));
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent('The form contains errors. Please check the highlighted fields.');
    const street = screen.getByLabelText(/^Street/);
    expect(street).toHaveAttribute('aria-invalid', 'true');
    const message = document.getElementById(street.getAttribute('aria-describedby') ?? '');
    expect(message).toHaveTextContent('Field is required');
    expect(message?.closest('[role="alert"], [aria-live]')).toBeNull();
  });

  it('continues the billing list with Enter on a chosen profile', async () => {
    const customer = userEvent.setup();
    const alice = buildBillingProfile({ id: 7 });
    const r = renderInApp(<BillingProfileStep readOnly={false} />, {
      seed: (log) => {
        log.append('cart/received', { cart: buildCart({ user, billingProfile: alice }), command: 'load' });
        log.append('profiles/billing-received', { profiles: [alice, buildBillingProfile({ id: 8 })] });
      },
    });
    const list = screen.getByRole('group', { name: 'Choose a billing profile' });
    const [first] = within(list).getAllByRole('radio');
    expect(first).toBeChecked();
    (first as HTMLInputElement).focus();
    await customer.keyboard('{Enter}');
    expect(r.payloads('profiles/step-submitted')).toEqual([{ step: 'billing-profile' }]);
  });
});

describe('a service setting refused', () => {
  it('focuses the first invalid setting and announces the form once', async () => {
    const vps = buildItem({
      id: 'vps',
      code: 'vps',
      name: 'VPS',
      mandatoryEditableProperties: ['name'],
      properties: { name: 'server01' },
    });
    renderInApp(<ServiceSettingsStep readOnly={false} />, {
      seed: (log) => {
        log.append('cart/received', { cart: buildCart({ user, items: [vps] }), command: 'load' });
      },
    });
    const name = screen.getByLabelText('Service name');
    const customer = userEvent.setup();
    await customer.clear(name);
    await customer.type(name, 'Bad Name');
    await customer.tab();
    expect(screen.queryAllByRole('alert').filter((a) => a.textContent !== '')).toEqual([]);
    await customer.click(screen.getByRole('button', { name: 'Save' }));
    expect(document.activeElement).toBe(name);
    expect(screen.getByText('Use only lowercase letters and digits.')).toBeVisible();
    const announced = screen.getAllByRole('alert').filter((a) => a.textContent !== '');
    expect(announced.map((a) => a.textContent)).toEqual([
      'The form contains errors. Please check the highlighted fields.',
    ]);
  });
});
