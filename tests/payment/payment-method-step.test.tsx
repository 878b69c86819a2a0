// @vitest-environment happy-dom
/**
 * The payment method step as the customer sees it: the available groups, saved cards and banks in
 * fixed order, storing a choice with its recurrence (hidden for the Swedish company), and read-only.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentMethodStep } from '../../src/features/order/payment/payment-method-step';
import { buildBillingProfile, buildCart, buildGroup, buildOption, user } from '../support/builders';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

const groups = () => [
  buildGroup('card', [
    buildOption('new-card', { recurrence: true }),
    buildOption('visa-1', {
      issuer: 'visa',
      number: '**** **** **** 1234',
      expiryAt: '2027-03-31',
      recurrence: true,
    }),
    buildOption('maestro-1', {
      issuer: 'maestro',
      number: '**** 9999',
      expiryAt: null,
      isDisabled: true,
      errors: ['payment.card_expired'],
    }),
    buildOption('otp-1', {
      issuer: 'mastercard',
      number: '**** 5555',
      expiryAt: '2029-01-01',
      oldOtpBank: true,
    }),
  ]),
  buildGroup('banking', [
    'unicredit',
    'mbank',
    buildOption('postova', { isDisabled: true }),
    'slsp',
    'tatrapay',
  ]),
  buildGroup('transfer'),
  buildGroup('later', [], { available: false }),
];

function renderStep(
  readOnly = false,
  cart = buildCart({ user, billingProfile: buildBillingProfile() }),
  config = {},
) {
  return renderInApp(<PaymentMethodStep readOnly={readOnly} />, {
    seed: (log) => {
      log.append('cart/received', { cart, command: 'load' });
      log.append('steps/user-step-set', { step: 'payment-method' });
      log.append('payment/options-received', { groups: groups() });
    },
    config,
  });
}

describe('the payment method step', () => {
  it('lists the available groups only', () => {
    renderStep();
    const radios = screen.getAllByRole('radio').map((r) => r.closest('.radio')?.textContent);
    expect(radios).toEqual(['Payment card', 'Internet banking', 'Bank transfer']);
  });

  it('shows saved cards with issuer, masked number and expiry, their errors, the recreate note and the new card last', async () => {
    const customer = userEvent.setup();
    const r = renderStep();
    await customer.click(screen.getByLabelText('Payment card'));
    expect(r.payloads('payment/group-selected')).toEqual([{ groupId: 'card' }]);
    const options = screen.getByRole('group', { name: 'Options of Payment card' });
    const labels = within(options)
      .getAllByRole('radio')
      .map((r) => r.closest('.radio')?.textContent ?? '');
    expect(labels[0]).toContain('**** **** **** 1234');
    expect(labels[0]).toContain('03/27');
    expect(labels[1]).toContain('-/-');
    expect(labels[1]).toContain('This card has expired.');
    expect(labels[2]).toContain('This card can no longer be used. Please add it again as a new card.');
    expect(labels[3]).toBe('New payment card');
    const disabled = within(options)
      .getAllByRole('radio')
      .map((r) => (r as HTMLInputElement).disabled);
    expect(disabled).toEqual([false, true, true, false]);
  });

  it('lists banks in the fixed order with an unavailable one noted', async () => {
    const customer = userEvent.setup();
    renderStep();
    await customer.click(screen.getByLabelText('Internet banking'));
    const options = screen.getByRole('group', { name: 'Options of Internet banking' });
    const labels = within(options)
      .getAllByRole('radio')
      .map((r) => r.closest('.radio')?.textContent ?? '');
    expect(labels).toEqual([
      'Slovenská sporiteľňa',
      'Poštová bankaCurrently unavailable',
      'Tatra banka TatraPay',
      'UniCredit Bank',
      'mbank',
    ]);
  });

  it('asks to store the chosen option and offers recurrence with its credit back', async () => {
    const customer = userEvent.setup();
    const r = renderStep();
    await customer.click(screen.getByLabelText('Payment card'));
    await customer.click(screen.getByLabelText(/1234/));
    expect(r.payloads('payment/option-selected')).toEqual([
      { groupId: 'card', optionId: 'visa-1', recurrence: true },
    ]);
    const recurrence = screen.getByLabelText('Recurrent card payment');
    expect(recurrence).toBeChecked();
    expect(screen.getByText('5 % of every recurrent payment comes back to you as credit.')).toBeVisible();
    await customer.click(recurrence);
    expect(r.payloads('payment/option-selected').at(-1)).toEqual({
      groupId: 'card',
      optionId: 'visa-1',
      recurrence: false,
    });
  });

  it('hides recurrence for the Swedish company', async () => {
    const customer = userEvent.setup();
    renderStep(false, buildCart({ user }), { companyCountry: 'SE' });
    await customer.click(screen.getByLabelText('Payment card'));
    await customer.click(screen.getByLabelText(/1234/));
    expect(screen.queryByLabelText('Recurrent card payment')).toBeNull();
  });

  it('shows only the chosen option when read-only', () => {
    const cart = buildCart({
      user,
      paymentOption: { groupId: 'card', optionId: 'visa-1', recurrence: false },
    });
    renderStep(true, cart);
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(document.body).toHaveTextContent('Payment card: visa **** **** **** 1234');
    expect(document.body).not.toHaveTextContent('Internet banking');
  });
});
