/**
 * The coupon form rule (spec §5): a coupon is submitted only when its code is not blank and the
 * form is valid. The superstruct struct names the broken rule by its message key, so the view can
 * both disable the add button and say why.
 */
import { object, refine, string, validate } from 'superstruct';

export const CouponForm = object({
  code: refine(string(), 'couponCode', (code) => code.trim() !== '' || 'validation.required'),
});

/** The message key of the first broken rule, or null when the code may be submitted. */
export function couponFormError(code: string): string | null {
  const [error] = validate({ code }, CouponForm);
  return error ? (error.failures()[0]?.message ?? 'validation.invalid_form') : null;
}
