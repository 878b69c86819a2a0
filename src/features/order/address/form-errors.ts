/**
 * The messages an address form shows, per field: the rules of its layout (src/validation), the
 * validation API's answers for the value the field still holds, and the provider's violations
 * (until the field changes). A saved profile's values the customer did not change are not judged
 * again, and a locked field (one the customer cannot change) is never judged by the client. A
 * field's message shows once it was committed or a submit was tried; the provider's messages always
 * show.
 */
import { unchangedField } from '../../../validation/typed-values';
import type { ProfileForm } from '../../../../projections/profiles/forms-state';
import { nothingLocked, type FieldLock } from '../../../../projections/profiles/locked-fields';
import { validateAddress } from '../../../validation/address-rules';
import { isBlank } from '../../../validation/field-rules';
import type { FieldErrors } from '../../../validation/form-rules';
import { messages } from '../../../validation/messages';
import { fieldRequirements, type AddressLayout } from './address-layout';

/** Check failures that block a submit: the API's "invalid" and the missing country / names. */
const blockingFailures: ReadonlySet<string> = new Set([messages.countryRequired, messages.bonusCardNames]);

function checkErrors(form: ProfileForm, locked: FieldLock = nothingLocked): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, check] of Object.entries(form.checks)) {
    if (!check || locked(field) || String(form.values[field] ?? '').trim() !== check.value) continue;
    if (check.status === 'invalid') out[field] = check.messageKey;
    if (check.status === 'failed' && blockingFailures.has(check.messageKey)) out[field] = check.messageKey;
  }
  return out;
}

/**
 * Whether the client's rules leave this field to the provider: a saved profile's value the
 * customer did not change (the provider accepted it already). A blank field the customer can fill
 * is still ours to ask for: what this order requires is not something the provider judged when it
 * saved the profile (a locked one is not: `formErrors`). Decision 023.
 */
function providersValue(form: ProfileForm, field: string): boolean {
  return (
    form.profileId !== null &&
    !isBlank(form.values[field]) &&
    unchangedField(form.values, form.initial, field)
  );
}

/**
 * Every current problem of the form, whether shown yet or not (a submit is refused on any). Locked
 * fields (projections/profiles/locked-fields.ts) are left out, and so is a one-of group the
 * customer can change none of; the provider's own messages stay.
 */
export function formErrors(
  form: ProfileForm,
  layout: AddressLayout,
  locked: FieldLock = nothingLocked,
): FieldErrors {
  const shown = new Set(layout.fields.map((f) => f.name as string));
  const server: FieldErrors = {};
  for (const [field, error] of Object.entries(form.serverErrors)) {
    if (shown.has(field)) server[field] = error.translationKey;
  }
  const checked = fieldRequirements(layout).filter((f) => !locked(f.name) && !providersValue(form, f.name));
  const oneOf = layout.oneOf.filter((group) => !group.every(locked));
  const rules = validateAddress(form.values, checked, oneOf);
  return { ...rules, ...checkErrors(form, locked), ...server };
}

/** The messages to show now: committed fields, or all after a submit; the provider's always. */
export function visibleErrors(form: ProfileForm, errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, key] of Object.entries(errors)) {
    if (form.submitted || form.touched.includes(field) || field in form.serverErrors) out[field] = key;
  }
  return out;
}

/** Failed checks that do not block (network trouble) still say something. */
export function checkNotes(form: ProfileForm): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, check] of Object.entries(form.checks)) {
    if (check?.status === 'failed' && !blockingFailures.has(check.messageKey)) out[field] = check.messageKey;
  }
  return out;
}
