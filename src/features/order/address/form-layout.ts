/**
 * The layout and problems of one profile form in the current state: the address layout for its
 * values, company and workflow with the registries' fields for the cart's TLDs and the form's
 * country. The form view renders it; the step's submit refuses on any problem.
 */
import type { ProfileFormId } from '../../../../events/catalogue/profiles';
import type { AppConfig } from '../../../../events/contract/app-config';
import { isSwedishCompany } from '../../../../events/contract/swedish-company';
import type { RequiredFields } from '../../../../events/contract/profiles';
import type { ProfileForm } from '../../../../projections/profiles/forms-state';
import { fieldLock } from '../../../../projections/profiles/locked-fields';
import { profileForm, requiredFieldsFor } from '../../../../projections/profiles/selectors';
import type { AppState } from '../../../../projections/state';
import type { FieldErrors } from '../../../validation/form-rules';
import { addressLayout, type AddressLayout, type AddressRole } from './address-layout';
import { formErrors } from './form-errors';

export function formLayout(
  state: AppState,
  config: AppConfig,
  form: ProfileFormId,
  role: AddressRole,
  additional: boolean,
): AddressLayout | null {
  const draft = profileForm(state, form);
  if (!draft) return null;
  const country = String(draft.values.countryCode || config.companyCountry);
  return draftLayout(draft, config, role, additional, requiredFieldsFor(state, country));
}

/** The layout of a draft with the registries' fields for its country (formLayout without the state). */
export function draftLayout(
  draft: ProfileForm,
  config: AppConfig,
  role: AddressRole,
  additional: boolean,
  requiredFields: RequiredFields | undefined,
): AddressLayout {
  return addressLayout({
    role,
    values: draft.values,
    workflow: config.workflow,
    swedishCompany: isSwedishCompany(config),
    requiredFields,
    additional,
  });
}

/** Every problem of the form now (empty when it may be sent); locked fields are the provider's. */
export function formProblems(
  state: AppState,
  config: AppConfig,
  form: ProfileFormId,
  role: AddressRole,
  additional: boolean,
): FieldErrors {
  const draft = profileForm(state, form);
  const layout = formLayout(state, config, form, role, additional);
  return draft && layout ? formErrors(draft, layout, fieldLock(form, draft, config.workflow)) : {};
}

/**
 * The fields of a form with a problem, in the order the page shows them: `around` adds fields the
 * page shows before and after the address (sign-up's login, password and terms) with their problems.
 */
export function invalidFieldsInPageOrder(
  state: AppState,
  config: AppConfig,
  form: ProfileFormId,
  role: AddressRole,
  additional: boolean,
  around: { problems: FieldErrors; before: readonly string[]; after: readonly string[] } = {
    problems: {},
    before: [],
    after: [],
  },
): string[] {
  const problems = { ...formProblems(state, config, form, role, additional), ...around.problems };
  const fields = formLayout(state, config, form, role, additional)?.fields.map((f): string => f.name) ?? [];
  return inPageOrder(problems, [...around.before, ...fields, ...around.after]);
}

/** The fields with a problem in the order the page shows them (`order`); unknown ones come last. */
function inPageOrder(problems: FieldErrors, order: readonly string[]): string[] {
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return Object.keys(problems).sort((a, b) => rank(a) - rank(b));
}
