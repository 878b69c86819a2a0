/**
 * A licence count input (spec §5): whole numbers from 0 to the maximum. Keystrokes stay here; each
 * text that is a whole number is handed on as a count (capped at the maximum). While the field has
 * focus it shows what was typed; otherwise the count it was given.
 */
import { useState, type KeyboardEvent } from 'react';
import { LICENCE_MAX, LICENCE_MIN } from '../../../../events/catalogue/cart-items';
import { parseLicenceCount } from '../../../validation/licence-count';

const NOT_DIGITS = new Set(['e', 'E', '+', '-', '.', ',']);

export function LicenceInput({
  id,
  value,
  onValue,
  describedBy,
  invalid = false,
}: {
  id: string;
  value: number;
  onValue: (count: number) => void;
  describedBy?: string | undefined;
  invalid?: boolean;
}) {
  const [typed, setTyped] = useState<string | null>(null);
  const onChange = (text: string) => {
    const count = parseLicenceCount(text);
    setTyped(count !== null && String(count) !== text.trim() ? String(count) : text);
    if (count !== null && count !== value) onValue(count);
  };
  return (
    <input
      id={id}
      className="licence-input"
      type="number"
      inputMode="numeric"
      min={LICENCE_MIN}
      max={LICENCE_MAX}
      step={1}
      value={typed ?? String(value)}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
        if (NOT_DIGITS.has(e.key)) e.preventDefault();
      }}
      onFocus={() => setTyped(String(value))}
      onBlur={() => setTyped(null)}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
