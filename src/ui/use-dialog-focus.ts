/**
 * The one focus and keyboard behaviour of every modal dialog and drawer (WAI-ARIA dialog pattern).
 * While the dialog is open: focus moves in (to `initialFocus`, else its first focusable, else the
 * dialog itself), Tab and Shift+Tab wrap inside it, focus that escapes is brought back, and Escape
 * calls `onEscape` when the caller gives one (the caller, or the model its intent reaches, decides
 * whether a busy dialog closes). When it closes, focus returns to the element that had it when it
 * opened, or else to the first of `returnFocusTo` that takes it. Focus inside another open modal
 * (the login drawer over the tutorial) is left alone, so two dialogs never fight over it.
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

/** What Tab reaches inside `root`: enabled, not inside `[inert]` or `[hidden]`, and rendered. */
function focusablesIn(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.closest('[inert], [hidden]') === null && el.getClientRects().length > 0,
  );
}

export interface DialogFocusOptions {
  /** Whether the dialog is shown; leave it out for a dialog that is mounted only while shown. */
  open?: boolean;
  /** What Escape does; without it Escape is left to the page. */
  onEscape?: () => void;
  /** What gets the focus first (the dialog's ref itself for the dialog); else its first focusable. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on close when the opener is gone or refuses it (a re-rendered opener). */
  returnFocusTo?: () => readonly HTMLElement[];
}

export function useDialogFocus(
  dialog: RefObject<HTMLElement | null>,
  { open = true, onEscape, initialFocus, returnFocusTo }: DialogFocusOptions = {},
): void {
  const escape = useRef(onEscape);
  const fallback = useRef(returnFocusTo);
  useEffect(() => {
    escape.current = onEscape;
    fallback.current = returnFocusTo;
  }, [onEscape, returnFocusTo]);

  useEffect(() => {
    const root = dialog.current;
    if (!open || !root) return;
    const doc = root.ownerDocument;
    const opener = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
    const first = () => initialFocus?.current ?? focusablesIn(root)[0] ?? root;
    first().focus();
    const onKey = (event: KeyboardEvent) => {
      if (inOtherModal(root, doc.activeElement) || besideDialogs(doc.activeElement)) return;
      if (event.key === 'Escape' && escape.current) {
        event.preventDefault();
        escape.current();
      } else if (event.key === 'Tab') {
        keepTabInside(root, event);
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const outside = event.target instanceof Node && !root.contains(event.target);
      if (outside && !inOtherModal(root, event.target) && !besideDialogs(event.target)) first().focus();
    };
    doc.addEventListener('keydown', onKey);
    doc.addEventListener('focusin', onFocusIn);
    return () => {
      doc.removeEventListener('keydown', onKey);
      doc.removeEventListener('focusin', onFocusIn);
      giveFocusBack(doc, [opener, ...(fallback.current?.() ?? [])]);
    };
  }, [dialog, open, initialFocus]);
}

/**
 * The element is in a tool that works beside the app's dialogs (`data-beside-dialogs`: the developer
 * console's panel and banner), which a dialog neither pulls the focus from nor takes keys from.
 */
function besideDialogs(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest('[data-beside-dialogs]') !== null;
}

/** The element is inside an open modal dialog other than `root`. */
function inOtherModal(root: HTMLElement, target: EventTarget | null): boolean {
  const modal = target instanceof Element ? target.closest('[aria-modal="true"]') : null;
  return modal !== null && modal !== root && !root.contains(modal);
}

/** Tab past the last focusable goes to the first, Shift+Tab before the first to the last. */
function keepTabInside(root: HTMLElement, event: KeyboardEvent): void {
  const items = focusablesIn(root);
  const head = items[0];
  const tail = items.at(-1);
  const active = root.ownerDocument.activeElement;
  const outside = !root.contains(active);
  if (!head || !tail) {
    event.preventDefault();
    root.focus();
  } else if (event.shiftKey && (active === head || active === root || outside)) {
    event.preventDefault();
    tail.focus();
  } else if (!event.shiftKey && (active === tail || outside)) {
    event.preventDefault();
    head.focus();
  }
}

/** Focuses the first candidate still in the page that takes the focus (a hidden one refuses it). */
function giveFocusBack(doc: Document, candidates: readonly (HTMLElement | null)[]): void {
  for (const candidate of candidates) {
    if (!candidate?.isConnected) continue;
    candidate.focus();
    if (doc.activeElement === candidate) return;
  }
}
