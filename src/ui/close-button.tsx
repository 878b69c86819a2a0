/**
 * The × button that closes, dismisses or removes what it sits in (a dialog, a drawer, a message, a
 * chosen domain): named by its label for screen readers, the × itself only shown.
 */
import type { Ref } from 'react';

export function CloseButton({
  className,
  label,
  onClick,
  disabled,
  ref,
}: {
  className: string;
  /** The accessible name (already translated): what pressing it does. */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="button"
      className={className}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <span aria-hidden="true">×</span>
    </button>
  );
}
