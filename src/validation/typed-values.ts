/**
 * Values as customers write them and as the provider takes them (spec §5, contract §2.4 and
 * "Formats"; decision 023). A form keeps what the customer typed (`821 08`); what is sent is the
 * provider's form: a postal code without the spaces a country writes in it (spec §5: letters,
 * digits, hyphen), a phone as `+` and digits. Only values the customer changed are rewritten: a
 * saved value the customer did not touch is the provider's own and goes back as it came.
 */
import type { FormValues } from '../../events/catalogue/profiles';
import { normalizeNumber } from './phone-input';

/** `821 08` → `82108`, `SW1A 1AA` → `SW1A1AA`: spec §5 allows letters, digits and hyphen. */
export function postalCodeForWire(text: string): string {
  return text.replace(/\s+/g, '');
}

const sameText = (a: unknown, b: unknown): boolean => String(a ?? '').trim() === String(b ?? '').trim();

/** Whether the customer left this field as the form opened with it. */
export function unchangedField(values: FormValues, initial: FormValues, field: string): boolean {
  return sameText(values[field], initial[field]);
}

const rewrites: Readonly<Record<string, (text: string) => string>> = {
  postalCode: postalCodeForWire,
  phone: normalizeNumber,
};

/**
 * The form's values to send: each changed field the provider takes in one form is rewritten to
 * it; without `initial` (sign-up, a new profile) every field counts as changed.
 */
export function wireValues(values: FormValues, initial: FormValues = {}): FormValues {
  const out: FormValues = { ...values };
  for (const [field, rewrite] of Object.entries(rewrites)) {
    const value = values[field];
    if (typeof value === 'string' && !unchangedField(values, initial, field)) out[field] = rewrite(value);
  }
  return out;
}
