/**
 * The custom donation rule (spec §5): digits only, required (zero counts as filled), sent as a
 * number. The input keeps only digits as they are typed; the struct is the rule the submit checks
 * (read through form-rules.ts), and an amount that passes is sent as its number.
 */
import { fieldStruct, type FieldStruct } from './field-rules';
import { messages } from './messages';

export const customDonationStruct: FieldStruct = fieldStruct('customDonation', true, [
  ['digits', (text) => /^\d+$/.test(text) || messages.digitsOnly],
]);

/** What the field may hold while typing: its digits. */
export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '');
}

/** The number an amount that passed the rule is sent as. */
export function donationAmount(text: string): number {
  return Number(text.trim());
}
