/**
 * The address form of spec §2 for one profile form of the log: renders the layout (type, names or
 * organisation, company ids, e-mails, phone, street, city, postal code, fixed country, bonus card,
 * the registries' extra fields), commits each field as an intent and shows the messages of
 * form-errors.ts. The city suggests places, the street suggests streets near the chosen city and a
 * Slovak company's organisation suggests companies of the register when the config names those
 * services, else they are plain inputs (lookup-text-field.tsx, docs/decisions/052-suggestion-lookups.md,
 * docs/decisions/088-street-suggestions.md).
 */
import { useEffect } from 'react';
import type { CheckedField, ProfileFormId } from '../../../../events/catalogue/profiles';
import type { ProfileForm } from '../../../../projections/profiles/forms-state';
import { sameValue } from '../../../../projections/shared/same-value';
import { countryChoices } from '../../../../projections/profiles/address-country';
import { fieldLock } from '../../../../projections/profiles/locked-fields';
import { addressFormData } from '../../../../projections/profiles/selectors';
import { invoiceDeliveryOf } from '../../../../projections/profiles/values';
import { useDispatch, useServices } from '../../../app/services';
import { useAppSelector } from '../../../app/use-app-selector';
import type { AddressRole, FieldSpec } from './address-layout';
import { CountryField } from './country-field';
import { EmailsField } from './emails-field';
import { FormErrorMessage } from './form-error-message';
import { checkNotes, formErrors, visibleErrors } from './form-errors';
import { draftLayout } from './form-layout';
import { LookupTextField } from './lookup-text-field';
import { autofillSection, postalCodeInputMode, sectionedAutoComplete } from './input-hints';
import { PhoneField } from './phone-field';
import { TypeToggle } from './type-toggle';
import { useCityLocation } from './use-city-location';

const BIRTHDAY_PICKER_START = '1995-01-01';

/** Fields whose checks run while they are typed (after a pause): names re-check a bonus card. */
const liveFields: ReadonlySet<string> = new Set(['firstName', 'lastName']);

export interface AddressFormProps {
  form: ProfileFormId;
  /** What the address becomes (billing, domain, both). */
  purpose: AddressRole;
  /** Show the registries' extra fields (the cart needs a domain profile from this form). */
  additional: boolean;
  disabled?: boolean;
  /** The form-level message (the sign-up form shows it by its submit button instead). */
  showFormError?: boolean;
}

export function AddressForm({
  form,
  purpose,
  additional,
  disabled = false,
  showFormError = true,
}: AddressFormProps) {
  const dispatch = useDispatch();
  const { config, locale } = useServices();
  const {
    draft,
    tlds,
    requiredFields: required,
  } = useAppSelector((state) => addressFormData(state, form, config.companyCountry), sameValue);
  const country = String(draft?.values.countryCode || config.companyCountry);
  const cityLocation = useCityLocation(String(draft?.values.city ?? ''));
  const tldKey = tlds.join(',');
  const missing = additional && tlds.length > 0 && required === undefined;
  useEffect(() => {
    if (missing)
      dispatch('profiles/required-fields-requested', { tlds: tldKey.split(','), countryCode: country });
  }, [missing, tldKey, country, dispatch]);
  if (!draft) return null;

  const layout = draftLayout(draft, config, purpose, additional, required);
  const locked = fieldLock(form, draft, config.workflow);
  const errors = visibleErrors(draft, formErrors(draft, layout, locked));
  const notes = checkNotes(draft);
  const commit = (field: string) => (value: string | boolean) =>
    dispatch('profiles/field-committed', { form, field, value });
  const edit = (field: string) => (value: string) =>
    dispatch('profiles/field-edited', { form, field, value });
  const value = (field: string) => {
    const v = draft.values[field];
    return typeof v === 'string' ? v : '';
  };

  const render = (spec: FieldSpec) => {
    const id = `${form}-${spec.name}`;
    const off = disabled || locked(spec.name);
    const autofill = sectionedAutoComplete(purpose, spec.autoComplete);
    switch (spec.kind) {
      case 'type':
        return (
          <TypeToggle
            key={id}
            id={id}
            value={value('type') || 'personal'}
            disabled={off}
            onChange={(type) => {
              commit('type')(type);
              // A company stays in the company's country (a natural person may have chosen another).
              if (!countryChoices(config.companyCountry, type).includes(country))
                commit('countryCode')(config.companyCountry);
            }}
          />
        );
      case 'country':
        return (
          <CountryField
            key={id}
            id={id}
            code={country}
            choices={countryChoices(config.companyCountry, value('type') || 'personal')}
            locale={locale}
            autoComplete={autofill}
            disabled={off}
            onChange={commit('countryCode')}
          />
        );
      case 'phone':
        return (
          <PhoneField
            key={id}
            id={id}
            committed={value('phone')}
            companyCountry={config.companyCountry}
            autofillSection={autofillSection(purpose)}
            required={spec.required}
            error={errors.phone}
            disabled={off}
            onCommit={commit('phone')}
          />
        );
      case 'emails':
        return (
          <EmailsField
            key={id}
            id={id}
            committed={value('emails')}
            autoComplete={autofill}
            required={spec.required}
            labelKey={emailsLabel(draft.values, spec.labelKey)}
            error={errors.emails}
            disabled={off}
            onCommit={commit('emails')}
          />
        );
      default:
        return (
          <LookupTextField
            key={id}
            form={form}
            name={spec.name}
            country={country}
            cityLocation={cityLocation}
            id={id}
            labelKey={spec.labelKey}
            committed={value(spec.name)}
            required={spec.required}
            error={errors[spec.name]}
            note={notes[spec.name] ?? checkNote(draft, spec.name)}
            disabled={off}
            type={spec.kind === 'email' ? 'email' : spec.kind === 'date' ? 'date' : 'text'}
            autoComplete={autofill}
            inputMode={spec.name === 'postalCode' ? postalCodeInputMode(country) : undefined}
            {...(spec.kind === 'date' ? { focusDefault: BIRTHDAY_PICKER_START } : {})}
            onCommit={commit(spec.name)}
            onEdit={liveFields.has(spec.name) ? edit(spec.name) : undefined}
          />
        );
    }
  };

  return (
    <div className="address-form" aria-busy={draft.status === 'saving'}>
      {showFormError && <FormErrorMessage error={draft.error} />}
      {layout.fields.map(render)}
    </div>
  );
}

/** Spec §9 "einvoice changes the invoice label": the invoice addresses of an e-invoice billing profile. */
function emailsLabel(values: ProfileForm['values'], labelKey: string): string {
  return invoiceDeliveryOf(values) === 'einvoice' ? 'address.field.emails.einvoice' : labelKey;
}

/** 'Checking…' or 'Verified' for a validation-API check of the value the field holds. */
function checkNote(draft: ProfileForm, field: string): string | undefined {
  const check = draft.checks[field as CheckedField];
  if (!check || check.value !== String(draft.values[field] ?? '').trim()) return undefined;
  if (check.status === 'checking') return 'address.check.checking';
  if (check.status === 'valid') return 'address.check.valid';
  return undefined;
}
