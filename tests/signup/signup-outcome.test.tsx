// @vitest-environment happy-dom
/**
 * The sign-up form while a sign-up whose reply was lost is found out (decision 076), as the
 * customer sees it: "checking" announced with nothing to press, a reading that failed with a Try
 * again that reads again, and an account that may exist with the login offered; what was typed
 * stays in the form throughout.
 */
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { networkError } from '../../src/api/failures';
import { BillingProfileStep } from '../../src/features/order/steps/billing-profile-step';
import { buildCart } from '../support/builders';
import { renderInApp, type Rendered } from '../support/render-in-app';

afterEach(cleanup);

const typed = { type: 'personal', countryCode: 'SK', login: 'jana.nova', street: 'Hlavná 1', terms: true };

function lostSignup(): Rendered {
  return renderInApp(<BillingProfileStep readOnly={false} />, {
    seed: (log) => {
      log.append('cart/received', { cart: buildCart(), command: 'load' });
      log.append('profiles/form-opened', { form: 'signup', profileId: null, values: typed, drawer: false });
      log.append('signup/outcome-unknown', {
        login: 'jana.nova',
        error: networkError(),
        billingForm: 'signup',
        domainForm: null,
      });
    },
  });
}

const alertWith = (text: string) =>
  screen.getAllByRole('alert').find((alert) => alert.textContent?.includes(text));
const submitButton = () => screen.getByRole('button', { name: 'Create account and continue' });

describe('the sign-up form after a lost reply', () => {
  it('says it is checking, and offers no second sign-up meanwhile', () => {
    lostSignup();
    expect(screen.getByRole('status')).toHaveTextContent('Checking whether your account was created');
    expect(submitButton()).toBeDisabled();
    expect(screen.getByLabelText('Login')).toHaveValue('jana.nova');
  });

  it('offers Try again, which reads again, when the reading failed too', async () => {
    const view = lostSignup();
    act(() => view.emit('signup/recheck-failed', { error: networkError() }));
    expect(alertWith('We could not find out whether your account was created')).toBeDefined();
    expect(submitButton()).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(view.payloads('signup/recheck-requested')).toHaveLength(1);
    expect(view.payloads('signup/submitted')).toHaveLength(0);
  });

  it('tells the customer the account may exist and offers the login, the form kept', async () => {
    const view = lostSignup();
    act(() => view.emit('signup/outcome-settled', { outcome: 'may-exist' }));
    expect(alertWith('Your account may have been created. Log in to continue.')).toBeDefined();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(view.payloads('ui/login-started')).toHaveLength(1);
    expect(screen.getByLabelText('Login')).toHaveValue('jana.nova');
    expect(submitButton()).toBeEnabled();
  });
});
