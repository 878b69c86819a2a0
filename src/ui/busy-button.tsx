/**
 * A button whose action runs for a while (log in, register, log out, quick order, add to cart): while
 * it runs the button is busy (aria-busy) with a spinner dot before its label, and disabled; `disabled`
 * also covers other reasons to refuse a press (another action of the same panel running).
 */
import type { ReactNode } from 'react';

export function BusyButton({
  className,
  busy,
  disabled = busy,
  onClick,
  children,
}: {
  className: string;
  busy: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button type="button" className={className} disabled={disabled} aria-busy={busy} onClick={onClick}>
      {busy && <span className="spinner__dot" aria-hidden="true" />}
      {children}
    </button>
  );
}
