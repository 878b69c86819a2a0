// @vitest-environment happy-dom
/**
 * The account menu a phone shows (issue 15, decision 031): the logged-in entry has a disclosure
 * button named "Account" that expands the panel with the login and Log out, closes on Escape with
 * the focus back on the button, and closes on a press outside; the anonymous visitor has none.
 */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountEntry } from '../../src/features/layout/account-entry';
import { buildCart, user } from '../support/builders';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

const loggedIn = () =>
  renderInApp(<AccountEntry />, {
    seed: (log) => log.append('cart/received', { cart: buildCart({ user }), command: 'load' }),
  });

describe('the account menu', () => {
  it('expands the panel with the login and Log out, and collapses on Escape with focus back', async () => {
    const customer = userEvent.setup();
    const r = loggedIn();
    const toggle = screen.getByRole('button', { name: 'Account', expanded: false });
    const panel = r.container.querySelector(`#${CSS.escape(toggle.getAttribute('aria-controls') ?? '')}`);
    expect(panel).toHaveTextContent('Logged in as jana');
    expect(panel).toHaveTextContent('Log out');
    await customer.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(r.container.querySelector('.account-entry')).toHaveAttribute('data-open', 'true');
    await customer.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Log out' }));
    await customer.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(toggle);
  });

  it('collapses on a press outside it, not on one inside it', async () => {
    const customer = userEvent.setup();
    const r = loggedIn();
    const toggle = screen.getByRole('button', { name: 'Account' });
    await customer.click(toggle);
    await customer.click(screen.getByText('Logged in as jana'));
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await customer.click(document.body);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(r.payloads('ui/logout-requested')).toEqual([]);
  });

  it('is not there for an anonymous visitor', () => {
    renderInApp(<AccountEntry />, {
      seed: (log) => log.append('cart/received', { cart: buildCart(), command: 'load' }),
    });
    expect(screen.queryByRole('button', { name: 'Account' })).toBeNull();
  });
});
