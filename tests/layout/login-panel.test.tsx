// @vitest-environment happy-dom
/**
 * The login drawer as the customer uses it: both customer blocks and the support link, focus kept
 * inside and given back, closing on Escape or the backdrop, and the login and register buttons.
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountEntry } from '../../src/features/layout/account-entry';
import { LoginPanel } from '../../src/features/layout/login-panel';
import { GENERIC_HELP_URL } from '../../src/ui/helpdesk';
import { buildCart } from '../support/builders';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

async function openDrawer(user: UserEvent, config = {}) {
  const r = renderInApp(
    <>
      <AccountEntry />
      <LoginPanel />
    </>,
    { seed: (log) => log.append('cart/received', { cart: buildCart(), command: 'load' }), config },
  );
  const opener = screen.getByRole('button', { name: 'Log in' });
  await user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Log in or create an account' });
  return { r, opener, dialog };
}

describe('the login drawer', () => {
  it('opens from the header with both customer blocks, the delimiter and the help link', async () => {
    const user = userEvent.setup();
    const { dialog } = await openDrawer(user);
    expect(within(dialog).getByRole('heading', { name: 'I am an existing customer' })).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'I am a new customer' })).toBeVisible();
    expect(within(dialog).getByText('or')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Need help? Contact our support' })).toHaveAttribute(
      'href',
      GENERIC_HELP_URL,
    );
  });

  it('links the configured support URL', async () => {
    const user = userEvent.setup();
    const { dialog } = await openDrawer(user, { supportUrl: 'https://help.test/' });
    expect(within(dialog).getByRole('link', { name: /Need help/ })).toHaveAttribute(
      'href',
      'https://help.test/',
    );
  });

  it("says when the company's helpdesk answers: 09:00–17:00 daily by default, or around the clock", async () => {
    const user = userEvent.setup();
    expect(within((await openDrawer(user)).dialog).getByText('Helpdesk: daily 09:00–17:00')).toBeVisible();
    cleanup();
    const { dialog } = await openDrawer(user, { helpdeskHours: '24/7' });
    expect(within(dialog).getByText('Helpdesk: around the clock, 24/7')).toBeVisible();
    expect(within(dialog).queryByText(/daily/)).toBeNull();
  });

  it('moves focus inside and keeps Tab and Shift+Tab cycling inside', async () => {
    const user = userEvent.setup();
    const { dialog } = await openDrawer(user);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const help = within(dialog).getByRole('link', { name: /Need help/ });
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(help);
    await user.tab();
    expect(document.activeElement).toBe(close);
  });

  it('closes on Escape and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    const { r, opener } = await openDrawer(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(r.payloads('ui/side-panel-closed')).toHaveLength(1);
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a backdrop click', async () => {
    const user = userEvent.setup();
    const { r } = await openDrawer(user);
    await user.click(screen.getByTestId('side-panel-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(r.payloads('ui/side-panel-closed')).toHaveLength(1);
  });

  it('starts the login, then shows both buttons disabled with the login one busy', async () => {
    const user = userEvent.setup();
    const { r, dialog } = await openDrawer(user);
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(r.payloads('ui/login-started')).toHaveLength(1);
    const login = within(dialog).getByRole('button', { name: 'Log in' });
    expect(login).toBeDisabled();
    expect(login).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Create an account' })).toBeDisabled();
  });

  it('asks to register from the new-customer block', async () => {
    const user = userEvent.setup();
    const { r, dialog } = await openDrawer(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create an account' }));
    expect(r.payloads('layout/register-requested')).toHaveLength(1);
  });
});
