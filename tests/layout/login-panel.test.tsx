// @vitest-environment happy-dom
/**
 * The login drawer as the customer uses it: both customer blocks and the support link, focus kept
 * inside and given back, closing on Escape or the backdrop, and the login and register buttons.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountEntry } from '../../src/features/layout/account-entry';
import { LoginPanel } from '../../src/features/layout/login-panel';
import { GENERIC_HELP_URL } from '../../src/ui/helpdesk';
import { buildCart } from '../support/builders';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

function openDrawer(config = {}) {
  const r = renderInApp(
    <>
      <AccountEntry />
      <LoginPanel />
    </>,
    { seed: (log) => log.append('cart/received', { cart: buildCart(), command: 'load' }), config },
  );
  const opener = screen.getByRole('button', { name: 'Log in' });
  opener.focus();
  act(() => opener.click());
  const dialog = screen.getByRole('dialog', { name: 'Log in or create an account' });
  return { r, opener, dialog };
}

const tab = (shiftKey = false) =>
  fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Tab', shiftKey });

describe('the login drawer', () => {
  it('opens from the header with both customer blocks, the delimiter and the help link', () => {
    const { dialog } = openDrawer();
    expect(within(dialog).getByRole('heading', { name: 'I am an existing customer' })).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'I am a new customer' })).toBeVisible();
    expect(within(dialog).getByText('or')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Need help? Contact our support' })).toHaveAttribute(
      'href',
      GENERIC_HELP_URL,
    );
  });

  it('links the configured support URL', () => {
    const { dialog } = openDrawer({ supportUrl: 'https://help.test/' });
    expect(within(dialog).getByRole('link', { name: /Need help/ })).toHaveAttribute(
      'href',
      'https://help.test/',
    );
  });

  it("says when the company's helpdesk answers: 09:00–17:00 daily by default, or around the clock", () => {
    expect(within(openDrawer().dialog).getByText('Helpdesk: daily 09:00–17:00')).toBeVisible();
    cleanup();
    const { dialog } = openDrawer({ helpdeskHours: '24/7' });
    expect(within(dialog).getByText('Helpdesk: around the clock, 24/7')).toBeVisible();
    expect(within(dialog).queryByText(/daily/)).toBeNull();
  });

  it('moves focus inside and keeps Tab and Shift+Tab cycling inside', () => {
    const { dialog } = openDrawer();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const help = within(dialog).getByRole('link', { name: /Need help/ });
    expect(document.activeElement).toBe(close);
    tab(true);
    expect(document.activeElement).toBe(help);
    tab();
    expect(document.activeElement).toBe(close);
  });

  it('closes on Escape and gives focus back to the button that opened it', () => {
    const { r, opener } = openDrawer();
    act(() => void fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(r.payloads('ui/side-panel-closed')).toHaveLength(1);
    expect(document.activeElement).toBe(opener);
  });

  it('closes on a backdrop click', () => {
    const { r } = openDrawer();
    act(() => screen.getByTestId('side-panel-backdrop').click());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(r.payloads('ui/side-panel-closed')).toHaveLength(1);
  });

  it('starts the login, then shows both buttons disabled with the login one busy', () => {
    const { r, dialog } = openDrawer();
    act(() => within(dialog).getByRole('button', { name: 'Log in' }).click());
    expect(r.payloads('ui/login-started')).toHaveLength(1);
    const login = within(dialog).getByRole('button', { name: 'Log in' });
    expect(login).toBeDisabled();
    expect(login).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: 'Create an account' })).toBeDisabled();
  });

  it('asks to register from the new-customer block', () => {
    const { r, dialog } = openDrawer();
    act(() => within(dialog).getByRole('button', { name: 'Create an account' }).click());
    expect(r.payloads('layout/register-requested')).toHaveLength(1);
  });
});
