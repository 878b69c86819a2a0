/**
 * Which fields of a profile form the customer cannot change (spec §6: "in the Swedish setting
 * editing is disabled and saved fields locked"; contract E34 refuses an edit there). A locked field
 * is the provider's to judge: the client neither checks it nor lets it stop a submit, and the
 * provider answers for it when the profile is put on the cart (E17) and at checkout (issue 23). In
 * the Swedish workflow the user information of a saved profile is locked whole, empty fields too: a
 * value the provider holds and left out of its reply (an optional field, contract §2.4, such as a
 * personnummer it does not echo) could not be typed in either, since the saved profile cannot be
 * edited. Every other form, and a new profile, stays the customer's to fill and is checked.
 */
import type { ProfileFormId } from '../../events/catalogue/profiles';
import type { Workflow } from '../../events/contract/scalars';
import type { ProfileForm } from './forms-state';

/** Whether a field of the form is locked. */
export type FieldLock = (field: string) => boolean;

export const nothingLocked: FieldLock = () => false;
const everythingLocked: FieldLock = () => true;

export function fieldLock(formId: ProfileFormId, form: ProfileForm, workflow: Workflow): FieldLock {
  const savedUserInformation = workflow === 2 && formId === 'domain' && form.profileId !== null;
  return savedUserInformation ? everythingLocked : nothingLocked;
}
