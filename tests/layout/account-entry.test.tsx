// @vitest-environment happy-dom
/**
 * The header's account entry (spec §7, contract §1.10): an anonymous visitor gets the login
 * button, a logged-in customer their login and a logout button that asks for the logout once and
 * then stays disabled and busy while the browser leaves.
 */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountEntry } from '../../src/features/layout/account-entry';
import { buildCart, user } from '../support/builders';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

describe('the account entry', () => {
  it('offers logout to a logged-in customer and asks for it once', async () => {
    const customer = userEvent.setup();
    const r = renderInApp(<AccountEntry />, {
      seed: (log) => log.append('cart/received', { cart: buildCart({ user }), command: 'load' }),
    });
    expect(screen.getByText('Logged in as jana')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    const logout = screen.getByRole('button', { name: 'Log out' }) as HTMLButtonElement;
    await customer.click(logout);
    await customer.click(logout);
    expect(r.payloads('ui/logout-requested')).toEqual([{}]);
    expect(logout).toBeDisabled();
    expect(logout).toHaveAttribute('aria-busy', 'true');
  });

  it('has no logout for an anonymous visitor', () => {
    renderInApp(<AccountEntry />, {
      seed: (log) => log.append('cart/received', { cart: buildCart(), command: 'load' }),
    });
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
  });
});
