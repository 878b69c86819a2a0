/**
 * The profile-forms read model: the address forms of the billing-profile and domain-profile steps
 * and of sign-up. A form opens with values; committed fields are stored (the Czech VAT id also
 * becomes the tax id, the e-mail fills in the invoice e-mail addresses); a submit shows every
 * message; the provider's violations land on the field their path names (`billingProfile.street`
 * → street of the billing form) and are cleared when the field changes; validation-API answers
 * count only while the field still holds the checked value.
 */
import type { Draft } from 'immer';
import { castDraft } from 'immer';
import type { AppError } from '../../events/app-error';
import type { FormValues, ProfileFormId } from '../../events/catalogue/profiles';
import type { EventOf } from '../../events/envelope';
import type { ErrorItem } from '../../events/contract/errors';
import { vatShownAsTaxId } from './address-country';
import { domainValues } from './values';
import { prefilledEmails } from './emails-prefill';
import type { ProfileForm, ProfileFormsState } from './forms-state';
import { edit, onSlice } from '../on-events';

type FormsDraft = Draft<ProfileFormsState>;

function openForm(profileId: number | null, values: FormValues): ProfileForm {
  return {
    profileId,
    values: { ...values },
    initial: { ...values },
    touched: [],
    submitted: false,
    serverErrors: {},
    checks: {},
    status: 'editing',
    error: null,
  };
}

/** Nothing typed in it yet: no field committed and every value as it opened. */
export function untouched(form: ProfileForm): boolean {
  if (form.touched.length > 0) return false;
  const keys = new Set([...Object.keys(form.values), ...Object.keys(form.initial)]);
  return [...keys].every((key) => form.values[key] === form.initial[key]);
}

export const reduceProfileForms = onSlice('profileForms', {
  'profiles/form-opened': edit((state, { payload }) => {
    state.forms[payload.form] = castDraft(openForm(payload.profileId, payload.values));
    if (payload.drawer) state.drawer = payload.form;
    else if (state.drawer === payload.form) state.drawer = null;
  }),
  'profiles/form-closed': edit((state, { payload }) => {
    delete state.forms[payload.form];
    if (state.drawer === payload.form) state.drawer = null;
  }),
  'profiles/field-edited': edit((state, { payload }) => {
    const form = state.forms[payload.form];
    if (!form) return;
    setValue(form, payload.field, payload.value);
    if (payload.form === 'signup' && payload.field === 'login') resetLoginCheck(state, payload.value);
  }),
  'profiles/field-committed': edit((state, { payload }) => {
    const form = state.forms[payload.form];
    if (!form) return;
    const previousEmail = form.values.email;
    setValue(form, payload.field, payload.value);
    if (!form.touched.includes(payload.field)) form.touched.push(payload.field);
    if (payload.field === 'email') {
      const emails = prefilledEmails(form.values, form.initial, previousEmail);
      if (emails !== null) setValue(form, 'emails', emails);
    }
    const country = String(form.values.countryCode ?? '');
    if (payload.field === 'vatId' && vatShownAsTaxId(country)) setValue(form, 'taxId', payload.value);
    if (payload.form === 'signup' && payload.field === 'login') resetLoginCheck(state, String(payload.value));
  }),
  'profiles/form-rejected': edit((state, { payload }) => {
    const form = state.forms[payload.form];
    if (!form) return;
    form.submitted = true;
    form.error = { translationKey: 'validation.invalid_form' };
  }),
  'profiles/check-started': edit((state, { payload }) => {
    const form = state.forms[payload.form];
    if (form) form.checks[payload.field] = { status: 'checking', value: payload.value };
  }),
  'profiles/check-answered': edit((state, { payload }) => {
    const form = state.forms[payload.form];
    if (!form || String(form.values[payload.field] ?? '') !== payload.value) return;
    form.checks[payload.field] = payload.valid
      ? { status: 'valid', value: payload.value }
      : {
          status: 'invalid',
          value: payload.value,
          messageKey: payload.messageKey ?? 'validation.invalid_form',
        };
  }),
  'profiles/check-failed': edit((state, { payload }) => {
    const form = state.forms[payload.form];
    if (!form || String(form.values[payload.field] ?? '') !== payload.value) return;
    form.checks[payload.field] = {
      status: 'failed',
      value: payload.value,
      messageKey: payload.error.messageKey,
    };
  }),
  'profiles/billing-save-requested': edit((state, { payload }) => {
    startSaving(state, payload.form);
  }),
  'profiles/domain-submitted': edit((state, { payload }) => {
    startSaving(state, payload.form);
  }),
  'profiles/domain-from-billing-submitted': edit((state, { payload }) => {
    startSaving(state, payload.form);
  }),
  'profiles/billing-saved': edit((state, event) => saved(state, event)),
  'profiles/domain-saved': edit((state, event) => saved(state, event)),
  'profiles/form-failed': edit((state, { payload }) => {
    failForm(state, payload.form, payload.error, (path) =>
      fieldOf(path, ['billingProfile.', 'domainProfile.']),
    );
  }),
  'profiles/domain-choice-set': edit((state, { payload }) => {
    const leaving = state.domainChoice;
    state.domainChoice = payload.choice;
    // The billing option shares the step's form for its status and message: a message of one
    // option does not follow the customer to the other.
    const form = state.forms.domain;
    if (form && leaving !== payload.choice && (leaving === 'billing' || payload.choice === 'billing'))
      form.error = null;
  }),
  'profiles/domain-duplicate-found': edit((state, { payload }) => {
    const form = state.forms[payload.form];
    if (form) form.status = 'saved';
    if (payload.form === 'domain') state.domainChoice = payload.profileId;
  }),
  'profiles/domain-creation-skipped': edit((state, { payload }) => {
    const form = state.forms[payload.form];
    if (form) form.status = 'saved';
  }),
  'profiles/submit-ended': edit((state, { payload }) => {
    const form = state.forms[payload.form];
    if (form?.status === 'saving') form.status = 'editing';
  }),
  'profiles/temporary-domain-restored': edit((state, { payload }) => {
    const form = openForm(null, payload.values);
    form.touched = Object.keys(payload.values);
    for (const v of payload.violations) form.serverErrors[v.field] = v.error;
    form.error = payload.error;
    state.forms.domain = castDraft(form);
    state.domainChoice = 'new';
  }),
  'profiles/drafts-restored': edit((state, { payload }) => {
    for (const draft of payload.forms) {
      // A form the customer has begun again since the reload keeps what they typed now.
      const open = state.forms[draft.form];
      if (open && !(open.profileId === null && untouched(open))) continue;
      const form = openForm(null, draft.initial);
      form.values = { ...draft.values };
      form.touched = [...draft.touched];
      state.forms[draft.form] = castDraft(form);
      if (draft.drawer) state.drawer = draft.form;
      if (draft.form === 'domain') state.domainChoice = 'new';
    }
  }),
  'signup/login-check-started': edit((state, { payload }) => {
    state.signup.login = { status: 'checking', login: payload.login };
  }),
  'signup/login-checked': edit((state, { payload }) => {
    if (String(state.forms.signup?.values.login ?? '') !== payload.login) return;
    state.signup.login = { status: payload.free ? 'free' : 'taken', login: payload.login };
  }),
  'signup/login-check-failed': edit((state, _event) => {
    state.signup.login = { status: 'idle' };
  }),
  'signup/password-copied': edit((state, _event) => {
    state.signup.passwordCopied = true;
  }),
  'signup/password-hint-expired': edit((state, _event) => {
    state.signup.passwordCopied = false;
  }),
  'signup/submitted': edit((state, { payload }) => {
    // The effect sends nothing while an earlier sign-up's outcome is unknown (decision 076).
    if (outcomeUnknown(state)) return;
    state.signup.status = 'submitting';
    for (const id of formsOf(payload)) startSaving(state, id);
  }),
  'signup/succeeded': edit((state, _event) => {
    state.signup.status = 'succeeded';
    for (const form of Object.values(state.forms)) if (form) form.status = 'saved';
  }),
  'signup/failed': edit((state, { payload }) => {
    state.signup.status = 'failed';
    for (const id of formsOf(payload)) {
      const form = state.forms[id];
      if (form) form.status = 'editing';
    }
    failForm(state, 'signup', payload.error, (path) => signupTarget(path, payload));
  }),
  'signup/outcome-unknown': edit((state, _event) => {
    state.signup.status = 'checking';
  }),
  'signup/recheck-requested': edit((state, _event) => {
    if (state.signup.status === 'unknown') state.signup.status = 'checking';
  }),
  'signup/recheck-failed': edit((state, _event) => {
    if (state.signup.status === 'checking') state.signup.status = 'unknown';
  }),
  'signup/outcome-settled': edit((state, { payload }) => {
    if (payload.outcome !== 'may-exist') return;
    state.signup.status = 'may-exist';
    for (const form of Object.values(state.forms)) if (form?.status === 'saving') form.status = 'editing';
  }),
});

/** A sign-up was sent and what became of it is not known yet. */
function outcomeUnknown(state: FormsDraft): boolean {
  return state.signup.status === 'checking' || state.signup.status === 'unknown';
}

type SavedEvent = EventOf<'profiles/billing-saved'> | EventOf<'profiles/domain-saved'>;

function saved(state: FormsDraft, { type, payload }: SavedEvent): void {
  const form = state.forms[payload.form];
  // Made from the billing details (decision 019): the form held no values of its own, so it now
  // shows the new profile's, ready to complete what the registries still ask for.
  const fromBilling =
    type === 'profiles/domain-saved' && payload.form === 'domain' && state.domainChoice === 'billing';
  if (form) {
    form.status = 'saved';
    form.profileId = payload.profile.id;
    if (fromBilling) form.values = domainValues(payload.profile);
    form.initial = { ...form.values };
  }
  if (state.drawer === payload.form) state.drawer = null;
  if (type === 'profiles/domain-saved' && payload.form === 'domain') state.domainChoice = payload.profile.id;
  if (type === 'profiles/domain-saved')
    refreshUnchanged(state, payload.form, payload.profile.id, domainValues(payload.profile));
}

/** Another open, untouched form of the same saved profile shows the saved values. */
function refreshUnchanged(
  state: FormsDraft,
  savedFrom: ProfileFormId,
  profileId: number,
  values: FormValues,
): void {
  for (const [id, form] of Object.entries(state.forms)) {
    if (!form || id === savedFrom || form.profileId !== profileId || form.status !== 'editing') continue;
    if (JSON.stringify(form.values) !== JSON.stringify(form.initial)) continue;
    form.values = { ...values };
    form.initial = { ...values };
  }
}

function setValue(form: Draft<ProfileForm>, field: string, value: string | boolean): void {
  form.values[field] = value;
  delete form.serverErrors[field];
  if (field === 'firstName' || field === 'lastName') delete form.serverErrors.bonusCard;
  if (form.error?.translationKey === 'validation.invalid_form') form.error = null;
}

function resetLoginCheck(state: FormsDraft, login: string): void {
  const check = state.signup.login;
  if (check.status !== 'idle' && check.login !== login) state.signup.login = { status: 'idle' };
}

function startSaving(state: FormsDraft, id: ProfileFormId): void {
  const form = state.forms[id];
  if (!form) return;
  form.status = 'saving';
  form.submitted = true;
  form.error = null;
  form.serverErrors = {};
}

function formsOf(p: { billingForm: ProfileFormId; domainForm: ProfileFormId | null }): ProfileFormId[] {
  return [...new Set([p.billingForm, ...(p.domainForm ? [p.domainForm] : []), 'signup' as const])];
}

/** A violation path relative to one form: the field it names, or null. */
export function fieldOf(path: string, prefixes: readonly string[]): string | null {
  const prefix = prefixes.find((p) => path.startsWith(p));
  const first = (prefix ? path.slice(prefix.length) : path).split('.')[0] ?? '';
  return first === '' ? null : first;
}

export interface FieldTarget {
  form: ProfileFormId;
  field: string;
}

const personalFields: Record<string, string> = {
  login: 'login',
  password: 'password',
  emails: 'emails',
  phone: 'phone',
  name: 'firstName',
};

/** Where a sign-up violation lands (contract E39 paths). */
export function signupTarget(
  path: string,
  forms: { billingForm: ProfileFormId; domainForm: ProfileFormId | null },
): FieldTarget | null {
  if (path === 'termsAndConditionsConsent') return { form: 'signup', field: 'terms' };
  const [head = '', field = ''] = path.split('.');
  if (field === '') return null;
  if (head === 'personalInformation') {
    const mapped = personalFields[field];
    return mapped ? { form: 'signup', field: mapped } : null;
  }
  if (head === 'billingProfile') return { form: forms.billingForm, field };
  if (head === 'domainProfile' && forms.domainForm) return { form: forms.domainForm, field };
  return null;
}

/** Keys that travel without a violation but belong to one sign-up field. */
const keyFields: Record<string, string> = {
  'validation.login': 'login',
  'validation.login_taken': 'login',
  'validation.password_weak': 'password',
  'validation.consent.terms': 'terms',
};

function failForm(
  state: FormsDraft,
  id: ProfileFormId,
  error: AppError,
  target: (path: string) => string | FieldTarget | null,
): void {
  let placed = 0;
  for (const violation of error.violations) {
    const found = target(violation.propertyPath);
    const where: FieldTarget | null = typeof found === 'string' ? { form: id, field: found } : found;
    const form = where ? state.forms[where.form] : undefined;
    const first = violation.errors[0];
    if (!where || !form || !first) continue;
    form.serverErrors[where.field] = castDraft(first);
    form.status = 'editing';
    placed += 1;
  }
  const form = state.forms[id];
  if (!form) return;
  form.status = 'editing';
  if (placed > 0) return;
  const keyField = error.key ? keyFields[error.key] : undefined;
  const message: ErrorItem = {
    translationKey: error.messageKey,
    ...(error.values ? { values: error.values } : {}),
  };
  if (keyField && id === 'signup') form.serverErrors[keyField] = message;
  else form.error = message;
}
