/**
 * The frame of a centred modal dialog (the action button's modal, the outdated-browser notice): the
 * layer over the page and the dialog named by its title and described by its text, with the one
 * focus and keyboard behaviour of use-dialog-focus.ts (Escape calls `onEscape`). The caller renders
 * it only while the dialog is shown and gives the title and text elements their ids.
 */
import { useRef, type ReactNode } from 'react';
import { useDialogFocus } from './use-dialog-focus';

export function ModalDialog({
  className,
  titleId,
  textId,
  onEscape,
  focusable = false,
  children,
}: {
  /** The dialog's own class, beside `modal`. */
  className: string;
  titleId: string;
  textId: string;
  onEscape: () => void;
  /** Whether the dialog itself takes focus (tabIndex -1) when nothing inside it does. */
  focusable?: boolean;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  useDialogFocus(dialog, { onEscape });
  return (
    <div className="modal-layer">
      <div
        ref={dialog}
        className={`modal ${className}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={focusable ? -1 : undefined}
      >
        {children}
      </div>
    </div>
  );
}
