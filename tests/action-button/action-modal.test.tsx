// @vitest-environment happy-dom
/**
 * An action button's modal (decision 020): a labelled modal dialog with the reply's plain text;
 * focus moves in and stays inside, Escape and the close button close it (an intent), and focus
 * returns to the element that had it.
 */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ActionModal from '../../src/features/action-button/action-modal';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

function open(title: string | null = 'Invoice sent') {
  const opener = document.createElement('button');
  opener.textContent = 'Send invoice';
  document.body.append(opener);
  opener.focus();
  const r = renderInApp(<ActionModal />, {
    seed: (log) =>
      log.append('action-button/modal-opened', {
        buttonId: 'action-1',
        title,
        text: 'We sent it to <b>jana@example.sk</b>.',
      }),
  });
  return { r, opener };
}

describe('the action button modal', () => {
  it('is a labelled, described modal dialog showing the text as plain text', () => {
    open();
    const dialog = screen.getByRole('dialog', { name: 'Invoice sent' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('aria-describedby', 'action-modal-text');
    expect(screen.getByText('We sent it to <b>jana@example.sk</b>.')).toBeVisible();
    expect(dialog.querySelector('b')).toBeNull();
  });

  it('uses a general title when the reply gives none', () => {
    open(null);
    expect(screen.getByRole('dialog', { name: 'Message' })).toBeVisible();
  });

  it('moves focus in, keeps Tab inside, and closes on Escape with focus back on the opener', async () => {
    const user = userEvent.setup();
    const { r, opener } = open();
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(close);
    await user.keyboard('{Escape}');
    expect(r.payloads('action-button/modal-closed')).toEqual([{}]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('closes with its button', async () => {
    const user = userEvent.setup();
    const { r, opener } = open();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(r.payloads('action-button/modal-closed')).toEqual([{}]);
    expect(screen.queryByRole('dialog')).toBeNull();
    opener.remove();
  });
});
