/**
 * Keyboard behaviour of the item drawer as a modal dialog: focus moves into it when it opens, Tab
 * stays inside it, Escape asks to close it (the ui model refuses while saving), and when it closes
 * focus goes back to the control that opened it (or to that item's visible settings button).
 */
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function useDialogFocus(
  dialog: RefObject<HTMLElement | null>,
  itemId: string,
  onEscape: () => void,
): void {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  }, [onEscape]);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        escape.current();
      } else if (e.key === 'Tab' && dialog.current) {
        trapTab(dialog.current, e);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      returnFocus(opener, itemId);
    };
  }, [dialog, itemId]);
}

function trapTab(root: HTMLElement, e: KeyboardEvent): void {
  const focusable = [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.getClientRects().length > 0,
  );
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (e.shiftKey && (active === first || active === root)) {
    e.preventDefault();
    last.focus();
  } else if (!e.shiftKey && active === last) {
    e.preventDefault();
    first.focus();
  }
}

/** Focus goes back to the opener, else to a shown settings button of the item (a hidden one refuses focus). */
function returnFocus(opener: HTMLElement | null, itemId: string): void {
  const openers = [...document.querySelectorAll<HTMLElement>('[data-drawer-opener]')].filter(
    (el) => el.dataset.drawerOpener === itemId,
  );
  for (const candidate of [opener, ...openers]) {
    if (!candidate?.isConnected) continue;
    candidate.focus();
    if (document.activeElement === candidate) return;
  }
}
