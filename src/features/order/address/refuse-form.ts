/**
 * The one way a profile form refuses its submit (issue 23): when the form has problems, it says so
 * with `profiles/form-rejected` naming the invalid fields in page order, which shows every message
 * (projections/profiles/forms.ts), announces the form's summary (form-error-message.tsx) and makes
 * the scroll effect bring the first invalid field into view and focus it (src/effects/steps/scroll.ts).
 */
import type { ProfileFormId } from '../../../../events/catalogue/profiles';
import type { AppConfig } from '../../../../events/contract/app-config';
import type { AppState } from '../../../../projections/state';
import type { Store } from '../../../store/store';
import type { AddressRole } from './address-layout';
import { invalidFieldsInPageOrder } from './form-layout';

/** True when the form was refused (problems shown, first one focused); false when it may be sent. */
export function refuseInvalidForm(
  state: AppState,
  config: AppConfig,
  dispatch: Store['dispatch'],
  form: ProfileFormId,
  role: AddressRole,
  additional: boolean,
): boolean {
  const fields = invalidFieldsInPageOrder(state, config, form, role, additional);
  if (fields.length === 0) return false;
  dispatch('profiles/form-rejected', { form, fields });
  return true;
}
