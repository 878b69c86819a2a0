// @vitest-environment happy-dom
/**
 * The cart view's summary (spec §2 "Side summary: once logged in and cart step complete shows
 * billing profile, domain profile, payment method and prices, each with an edit action"): shown to
 * a logged-in customer back on the cart after passing it, each edit opening the order view.
 */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CartSummary } from '../../src/features/cart/summary/cart-summary';
import { buildBillingProfile, buildCart, transferPayment, user } from '../support/builders';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

const billingProfile = buildBillingProfile();
const loggedInCart = buildCart({ user, billingProfile, paymentOption: transferPayment });

function renderAt(step: 'cart' | 'payment-method' | 'recapitulation', cart = loggedInCart) {
  return renderInApp(<CartSummary />, {
    seed: (log) => {
      log.append('cart/received', { cart, command: 'load' });
      log.append('steps/user-step-set', { step });
    },
  });
}

describe("the cart view's summary", () => {
  it('shows the chosen profile and payment method once the customer has passed the cart', async () => {
    renderAt('recapitulation');
    expect(await screen.findByRole('heading', { name: 'Billing profile' })).toBeVisible();
    expect(screen.getByText(billingProfile.street, { exact: false })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Payment method' })).toBeVisible();
    expect(screen.getByText('Bank transfer', { exact: false })).toBeVisible();
  });

  it('shows only the prices on a first visit to the cart, and to a visitor who is not logged in', async () => {
    renderAt('cart');
    await screen.findByText('Total incl. VAT', { exact: false });
    expect(screen.queryByRole('heading', { name: 'Billing profile' })).toBeNull();
    cleanup();
    renderAt('recapitulation', buildCart({ billingProfile, paymentOption: transferPayment }));
    await screen.findByText('Total incl. VAT', { exact: false });
    expect(screen.queryByRole('heading', { name: 'Billing profile' })).toBeNull();
  });

  it('edits a passed step in the order view where the customer was', async () => {
    const customer = userEvent.setup();
    const r = renderAt('recapitulation');
    await customer.click(await screen.findByRole('button', { name: 'Edit Billing profile' }));
    expect(r.payloads('ui/edit-mode-set')).toEqual([{ step: 'billing-profile' }]);
    expect(r.payloads('nav/requested')).toEqual([{ to: '/checkout/order?step=recapitulation' }]);
  });

  it('opens the current step itself without edit mode', async () => {
    const customer = userEvent.setup();
    const r = renderAt('payment-method');
    await customer.click(await screen.findByRole('button', { name: 'Edit Payment method' }));
    expect(r.payloads('ui/edit-mode-set')).toEqual([]);
    expect(r.payloads('nav/requested')).toEqual([{ to: '/checkout/order?step=payment-method' }]);
  });
});
