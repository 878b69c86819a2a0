/**
 * The address form's rules (spec §5 "Address", contract §2.4): each field name has its rule, and the
 * layout (which fields a form shows and which of them are required, decided by type, country,
 * workflow and the registries' required fields) says which apply. Company id, tax id and VAT id are
 * free text here: their validity is the validation API's answer, not a pattern.
 */
import { define } from 'superstruct';
import {
  dateStruct,
  emailStruct,
  emailsStruct,
  isBlank,
  phoneStruct,
  postalCodeStruct,
  textRules,
  textStruct,
  type FieldStruct,
  type TextRule,
} from './field-rules';
import { validateForm, type FieldErrors } from './form-rules';
import { messages } from './messages';

export const addressFields = [
  'type',
  'firstName',
  'lastName',
  'organisation',
  'contactPerson',
  'companyId',
  'taxId',
  'vatId',
  'email',
  'emails',
  'phone',
  'street',
  'street2',
  'city',
  'postalCode',
  'countryCode',
  'bonusCard',
  'passport',
  'idCard',
  'noridPid',
  'birthday',
] as const;
export type AddressField = (typeof addressFields)[number];

export interface FieldRequirement {
  name: AddressField;
  required: boolean;
}

const text = (name: string, base: Omit<TextRule, 'required'>, required: boolean) =>
  textStruct(name, { ...base, required });

const countryStruct = define<unknown>('countryCode', (value) => !isBlank(value) || messages.countryRequired);
const typeStruct = define<unknown>('type', (v) => v === 'personal' || v === 'company' || messages.required);

function addressFieldStruct({ name, required }: FieldRequirement): FieldStruct {
  switch (name) {
    case 'firstName':
    case 'lastName':
      return text(name, textRules.name, required);
    case 'contactPerson':
      return text(name, textRules.contactPerson, required);
    case 'organisation':
      return text(name, textRules.organisation, required);
    case 'street':
      return text(name, textRules.street, required);
    case 'street2':
      return text(name, textRules.street2, required);
    case 'city':
      return text(name, textRules.city, required);
    case 'postalCode':
      return postalCodeStruct(name, required);
    case 'passport':
    case 'idCard':
      return text(name, textRules.document, required);
    case 'companyId':
    case 'taxId':
    case 'vatId':
    case 'bonusCard':
    case 'noridPid':
      return text(name, textRules.identifier, required);
    case 'email':
      return emailStruct(name, required);
    case 'emails':
      return emailsStruct(name, required);
    case 'phone':
      return phoneStruct(name, required);
    case 'birthday':
      return dateStruct(name, required);
    case 'countryCode':
      return countryStruct;
    case 'type':
      return typeStruct;
  }
}

function addressStructs(fields: readonly FieldRequirement[]): Record<string, FieldStruct> {
  return Object.fromEntries(fields.map((f) => [f.name, addressFieldStruct(f)]));
}

/** Field → message key for every field the layout shows; one-of groups checked too. */
export function validateAddress(
  values: Readonly<Record<string, unknown>>,
  fields: readonly FieldRequirement[],
  oneOf: readonly (readonly string[])[] = [],
): FieldErrors {
  return validateForm(values, addressStructs(fields), oneOf);
}
