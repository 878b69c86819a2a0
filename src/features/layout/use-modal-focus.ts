/**
 * What makes a panel a proper modal dialog (WAI-ARIA dialog pattern), shared by the login drawer
 * and the hosting tutorial: while open, focus moves into it and Tab / Shift+Tab cycle inside it
 * (focus that escapes is brought back), Escape calls `onEscape`, and on close focus returns to the
 * element that had it when the dialog opened. Elements inside `[inert]` or `[hidden]` are skipped.
 * Focus inside another open modal (the login drawer over the tutorial) is left alone, so two
 * dialogs never fight over it.
 */
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.closest('[inert], [hidden]') === null,
  );
}

/** The element is inside an open modal dialog other than `root`. */
function inOtherModal(root: HTMLElement, target: EventTarget | null): boolean {
  const modal = target instanceof Element ? target.closest('[aria-modal="true"]') : null;
  return modal !== null && modal !== root && !root.contains(modal);
}

export function useModalFocus(
  dialog: RefObject<HTMLElement | null>,
  open: boolean,
  onEscape: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
): void {
  const escape = useRef(onEscape);
  useEffect(() => {
    escape.current = onEscape;
  }, [onEscape]);

  useEffect(() => {
    const root = dialog.current;
    if (!open || !root) return;
    const doc = root.ownerDocument;
    const opener = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
    const first = () => initialFocus?.current ?? focusablesIn(root)[0] ?? root;
    first().focus();
    const onKey = (event: KeyboardEvent) => {
      if (inOtherModal(root, doc.activeElement)) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusablesIn(root);
      const active = doc.activeElement;
      const head = items[0];
      const tail = items[items.length - 1];
      if (!head || !tail) {
        event.preventDefault();
        root.focus();
      } else if (event.shiftKey && (active === head || !root.contains(active))) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && (active === tail || !root.contains(active))) {
        event.preventDefault();
        head.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const outside = event.target instanceof Node && !root.contains(event.target);
      if (outside && !inOtherModal(root, event.target)) first().focus();
    };
    doc.addEventListener('keydown', onKey);
    doc.addEventListener('focusin', onFocusIn);
    return () => {
      doc.removeEventListener('keydown', onKey);
      doc.removeEventListener('focusin', onFocusIn);
      if (opener?.isConnected) opener.focus();
    };
  }, [dialog, open, initialFocus]);
}
