/**
 * The custom donation rule (spec §5): digits only, required (zero counts as filled), sent as a
 * number. The input keeps only digits as they are typed; the struct is the rule the submit checks.
 */
import { object, refine, string, validate } from 'superstruct';

export const CustomDonationForm = object({
  amount: refine(string(), 'customDonation', (amount) => {
    if (amount.trim() === '') return 'validation.required';
    return /^\d+$/.test(amount.trim()) || 'validation.digits_only';
  }),
});

/** What the field may hold while typing: its digits. */
export function digitsOnly(text: string): string {
  return text.replace(/\D+/g, '');
}

export type CustomDonationCheck = { ok: true; amount: number } | { ok: false; messageKey: string };

export function checkCustomDonation(amount: string): CustomDonationCheck {
  const [error] = validate({ amount }, CustomDonationForm);
  if (error) return { ok: false, messageKey: error.failures()[0]?.message ?? 'validation.invalid_form' };
  return { ok: true, amount: Number(amount.trim()) };
}
