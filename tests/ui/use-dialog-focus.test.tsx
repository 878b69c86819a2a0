// @vitest-environment happy-dom
/**
 * The one focus hook of every modal dialog and drawer (src/ui/use-dialog-focus.ts), on a small
 * dialog of its own: focus moves in (the named element, the dialog itself, else the first
 * focusable), Tab and Shift+Tab wrap inside it past disabled, hidden and inert controls, focus that
 * escapes is brought back, Escape calls the caller's close, focus inside another open modal is left
 * alone, and on close focus returns to the opener (or to the caller's fallback when it is gone).
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDialogFocus, type DialogFocusOptions } from '../../src/ui/use-dialog-focus';
import { pressKeys } from '../support/keys';

/** The control that opens the dialog: outside what is rendered, so it outlives an unmount. */
let opener: HTMLButtonElement;
beforeEach(() => {
  opener = document.createElement('button');
  opener.textContent = 'Open';
  document.body.append(opener);
});
afterEach(() => {
  cleanup();
  opener.remove();
});

interface Props extends Omit<DialogFocusOptions, 'initialFocus'> {
  initial?: 'named' | 'dialog';
  empty?: boolean;
}

function Dialog({ initial, empty = false, ...options }: Props) {
  const dialog = useRef<HTMLDivElement>(null);
  const named = useRef<HTMLButtonElement>(null);
  const initialFocus = initial === 'named' ? named : initial === 'dialog' ? dialog : undefined;
  useDialogFocus(dialog, { ...options, ...(initialFocus ? { initialFocus } : {}) });
  if (options.open === false) return null;
  return (
    <div ref={dialog} role="dialog" aria-modal="true" aria-label="Settings" tabIndex={-1}>
      {!empty && (
        <>
          <div hidden>
            <button type="button">Hidden</button>
          </div>
          <button type="button">First</button>
          <button type="button" disabled>
            Disabled
          </button>
          <button type="button" ref={named}>
            Named
          </button>
          <button type="button">Last</button>
          <div inert>
            <button type="button">Inert</button>
          </div>
        </>
      )}
    </div>
  );
}

/** Renders the dialog closed with the opener focused, then opens it. */
function openFromOpener(props: Props = {}) {
  const r = render(<Dialog {...props} open={false} />);
  opener.focus();
  r.rerender(<Dialog {...props} open />);
  return r;
}

const button = (name: string) => screen.getByRole('button', { name });
const focused = () => document.activeElement;
/** Presses Tab where the focus is; true when the hook left the key to the browser. */
const tab = (user: UserEvent, shift = false) => pressKeys(user, shift ? '{Shift>}{Tab}{/Shift}' : '{Tab}');

describe('useDialogFocus', () => {
  describe('moves focus in when the dialog opens', () => {
    it('to the first focusable by default', () => {
      openFromOpener();
      expect(focused()).toBe(button('First'));
    });

    it('to the element the dialog names', () => {
      openFromOpener({ initial: 'named' });
      expect(focused()).toBe(button('Named'));
    });

    it('to the dialog itself when the dialog names itself', () => {
      openFromOpener({ initial: 'dialog' });
      expect(focused()).toBe(screen.getByRole('dialog'));
    });

    it('to the dialog itself when nothing in it can take focus, and Tab keeps it there', async () => {
      const user = userEvent.setup();
      openFromOpener({ empty: true });
      const dialog = screen.getByRole('dialog');
      expect(focused()).toBe(dialog);
      expect(await tab(user)).toBe(false);
      expect(focused()).toBe(dialog);
    });
  });

  describe('keeps Tab inside', () => {
    it('wraps Tab from the last focusable to the first, skipping inert ones', async () => {
      const user = userEvent.setup();
      openFromOpener();
      button('Last').focus();
      expect(await tab(user)).toBe(false);
      expect(focused()).toBe(button('First'));
    });

    it('wraps Shift+Tab from the first focusable to the last, skipping hidden ones', async () => {
      const user = userEvent.setup();
      openFromOpener();
      expect(await tab(user, true)).toBe(false);
      expect(focused()).toBe(button('Last'));
    });

    it('sends Shift+Tab from the dialog itself to the last focusable', async () => {
      const user = userEvent.setup();
      openFromOpener({ initial: 'dialog' });
      expect(await tab(user, true)).toBe(false);
      expect(focused()).toBe(button('Last'));
    });

    it('leaves Tab between two inner controls to the browser', async () => {
      const user = userEvent.setup();
      openFromOpener({ initial: 'named' });
      expect(await tab(user)).toBe(true);
      expect(focused()).toBe(button('Last'));
      expect(await tab(user, true)).toBe(true);
      expect(focused()).toBe(button('Named'));
    });

    it('brings focus that escapes back to where it started', () => {
      openFromOpener({ initial: 'named' });
      act(() => opener.focus());
      expect(focused()).toBe(button('Named'));
    });

    it('lets a tool beside the dialogs (the developer console) keep the focus and its keys', async () => {
      const user = userEvent.setup();
      const tool = document.createElement('aside');
      tool.setAttribute('data-beside-dialogs', '');
      const filter = document.createElement('input');
      tool.append(filter);
      document.body.append(tool);
      try {
        const onEscape = vi.fn();
        openFromOpener({ initial: 'named', onEscape });
        act(() => filter.focus());
        expect(focused()).toBe(filter);
        expect(await pressKeys(user, '{Escape}')).toBe(true);
        expect(onEscape).not.toHaveBeenCalled();
      } finally {
        tool.remove();
      }
    });
  });

  describe('Escape', () => {
    it('calls the close the caller gives', async () => {
      const user = userEvent.setup();
      const onEscape = vi.fn();
      openFromOpener({ onEscape });
      expect(await pressKeys(user, '{Escape}')).toBe(false);
      expect(onEscape).toHaveBeenCalledTimes(1);
    });

    it('is left to the page when the caller gives none', async () => {
      const user = userEvent.setup();
      openFromOpener();
      expect(await pressKeys(user, '{Escape}')).toBe(true);
      expect(screen.getByRole('dialog')).toBeInTheDocument();
    });

    it('calls the latest close after a re-render', async () => {
      const user = userEvent.setup();
      const before = vi.fn();
      const after = vi.fn();
      const { rerender } = openFromOpener({ onEscape: before });
      rerender(<Dialog open onEscape={after} />);
      await user.keyboard('{Escape}');
      expect(before).not.toHaveBeenCalled();
      expect(after).toHaveBeenCalledTimes(1);
    });
  });

  describe('gives focus back when the dialog closes', () => {
    it('to the element that opened it', () => {
      const { rerender } = openFromOpener();
      expect(focused()).toBe(button('First'));
      rerender(<Dialog open={false} />);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(focused()).toBe(opener);
    });

    it('to the element that opened it when the dialog unmounts', () => {
      const { unmount } = openFromOpener();
      unmount();
      expect(focused()).toBe(opener);
    });

    it("to the caller's fallback when the opener is gone", () => {
      const fallback = document.createElement('button');
      document.body.append(fallback);
      const returnFocusTo = () => [fallback];
      const { rerender } = openFromOpener({ returnFocusTo });
      opener.remove();
      rerender(<Dialog open={false} returnFocusTo={returnFocusTo} />);
      expect(focused()).toBe(fallback);
      fallback.remove();
    });
  });

  it('leaves focus and keys inside another open modal alone', async () => {
    const user = userEvent.setup();
    const onEscape = vi.fn();
    openFromOpener({ onEscape });
    const other = document.createElement('div');
    other.setAttribute('aria-modal', 'true');
    const field = document.createElement('input');
    other.append(field);
    document.body.append(other);
    act(() => field.focus());
    expect(focused()).toBe(field);
    expect(await pressKeys(user, '{Escape}')).toBe(true);
    expect(await tab(user)).toBe(true);
    expect(onEscape).not.toHaveBeenCalled();
    other.remove();
  });
});
