/**
 * The invoice e-mail addresses (`emails`) filled in from the e-mail (decision 018): the contract
 * requires `emails` outside Sweden, so a customer who gives an e-mail finds it there already
 * instead of a required empty field. The copy follows the e-mail while it is still the copy made
 * in this form; anything else in the field (typed, or saved with the profile) is left alone.
 * Swedish-country profiles, where `emails` is optional, get no copy. Pure, for the forms reducer.
 */
import type { FormValues } from '../../events/catalogue/profiles';

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** The `emails` text after the e-mail changed from `previousEmail`, or null to leave it as it is. */
export function prefilledEmails(
  values: FormValues,
  initial: FormValues,
  previousEmail: unknown,
): string | null {
  if (text(values.countryCode).toUpperCase() === 'SE') return null;
  const emails = text(values.emails);
  const stillTheCopy = emails !== '' && emails === text(previousEmail) && text(initial.emails) === '';
  if (emails !== '' && !stillTheCopy) return null;
  const email = text(values.email);
  return email === emails ? null : email;
}
