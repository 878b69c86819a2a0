// @vitest-environment happy-dom
/**
 * The order view as the customer uses it: stepper links, edit icons and the backdrop, the finish
 * button and the consents with their messages, the Swedish labels and the reload spinner.
 */
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import OrderPage from '../../src/features/order/order-page';
import { buildCompleteCart, buildItem } from '../support/builders';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

function renderAt(
  step: 'billing-profile' | 'payment-method' | 'service-settings' | 'recapitulation',
  cart = buildCompleteCart(),
  config = {},
) {
  return renderInApp(<OrderPage />, {
    seed: (log) => {
      log.append('cart/received', { cart, command: 'load' });
      log.append('steps/user-step-set', { step });
    },
    config,
  });
}

describe('the order view', () => {
  it('makes stepper links of the enabled steps only', () => {
    renderAt('payment-method');
    const stepper = screen.getByRole('navigation', { name: 'Order steps' });
    expect(
      within(stepper)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/checkout', '/checkout/order?step=billing-profile']);
    expect(stepper.querySelector('[aria-current="step"]')).toHaveTextContent('Payment method');
  });

  it('shows completed steps with an edit icon that puts them in edit mode', async () => {
    const user = userEvent.setup();
    const r = renderAt('recapitulation');
    await user.click(screen.getAllByRole('button', { name: 'Edit Billing profile' })[0] as HTMLElement);
    expect(r.payloads('ui/edit-mode-set')).toEqual([{ step: 'billing-profile' }]);
  });

  it('shows a backdrop while a step other than the current one is edited', () => {
    const r = renderAt('recapitulation');
    expect(r.container.querySelector('.order__backdrop')).toBeNull();
    act(() => r.emit('ui/edit-mode-set', { step: 'payment-method' }));
    expect(r.container.querySelector('.order__backdrop')).not.toBeNull();
    expect(r.container.querySelector('#order-step-payment-method')?.className).toContain(
      'order-step--raised',
    );
  });

  it('shows the finish button only once service settings are done, and asks to finish', async () => {
    const user = userEvent.setup();
    const item = buildItem({
      mandatoryEditableProperties: ['name'],
      code: 'vps',
      properties: { name: 'vps01' },
    });
    const r = renderAt('service-settings', buildCompleteCart({ items: [item] }));
    expect(screen.queryByRole('button', { name: 'Finish order' })).toBeNull();
    act(() => r.emit('steps/next-requested', {}));
    await user.click(screen.getByRole('button', { name: 'Finish order' }));
    expect(r.payloads('checkout/finish-requested')).toHaveLength(1);
  });

  it('ticks the consents through intents, and shows third-party consent only when the cart demands it', async () => {
    const user = userEvent.setup();
    const r = renderAt('recapitulation', buildCompleteCart({ consentThirdPartyRequired: true }));
    await user.click(screen.getByLabelText('I agree to the terms and conditions'));
    expect(r.payloads('checkout/consent-set')).toEqual([{ consent: 'terms', value: true }]);
    expect(screen.getByLabelText(/third parties/)).toBeVisible();
    cleanup();
    renderAt('recapitulation', buildCompleteCart({ consentThirdPartyRequired: true }), { workflow: 2 });
    expect(screen.queryByLabelText(/third parties/)).toBeNull();
  });

  it("shows 'Consent terms of service is required' under the checkbox", () => {
    const r = renderAt('recapitulation');
    act(() => r.emit('checkout/blocked', { reason: 'consents', missing: ['terms'] }));
    expect(screen.getByText('Consent terms of service is required')).toBeVisible();
    expect(screen.getByLabelText('I agree to the terms and conditions')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it("labels the domain profile 'User information' in the Swedish workflow", () => {
    renderAt('payment-method', buildCompleteCart(), { workflow: 2 });
    expect(screen.getAllByText('User information').length).toBeGreaterThan(0);
  });

  it('covers the view with a spinner while the cart reloads', () => {
    const r = renderAt('payment-method');
    act(() => r.emit('cart/command-started', { command: 'reload-configuration', commandId: 'c1' }));
    expect(r.container.querySelector('.order__busy [role="status"]')).not.toBeNull();
  });
});
