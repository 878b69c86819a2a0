/**
 * The checkbox that opens an optional part of the cart page (the order note, the migration
 * block): ticked while the part is open, and pointing at it (aria-controls) while it is shown.
 */
import { useId } from 'react';

export function SectionToggle({
  label,
  open,
  controls,
  onToggle,
}: {
  label: string;
  open: boolean;
  /** The id of the part it opens. */
  controls: string;
  onToggle: (open: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="checkbox">
      <input
        id={id}
        type="checkbox"
        checked={open}
        aria-controls={open ? controls : undefined}
        onChange={(e) => onToggle(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
