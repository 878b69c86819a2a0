/**
 * Which fields an address form shows, in which order and which of them are required (spec §2
 * "Address form", §5 "Address" and "Tax identifiers"; contract §2.4, §2.8): personal or company,
 * names optional in the Swedish workflow, the per-country rules, the bonus card, and the extra
 * fields the domain registries require for the cart's TLDs and the profile's country. Pure: the
 * view renders it and the submit validates against it.
 */
import type { FormValues } from '../../../../events/catalogue/profiles';
import type { AdditionalField, RequiredFields } from '../../../../events/contract/profiles';
import type { Workflow } from '../../../../events/contract/scalars';
import {
  hidesTaxAndVat,
  lastNameFirst,
  taxIdMandatory,
  vatShownAsTaxId,
} from '../../../../projections/profiles/address-country';
import { profileType } from '../../../../projections/profiles/values';
import type { AddressField, FieldRequirement } from '../../../validation/address-rules';

/** What the form's address becomes: a billing profile, a domain profile, or both (sign-up). */
export type AddressRole = 'billing' | 'domain' | 'both';

type FieldKind = 'type' | 'text' | 'email' | 'emails' | 'phone' | 'date' | 'country';

export interface FieldSpec extends FieldRequirement {
  kind: FieldKind;
  labelKey: string;
  autoComplete?: string;
}

export interface AddressLayout {
  fields: FieldSpec[];
  oneOf: AddressField[][];
}

export interface LayoutInput {
  role: AddressRole;
  values: FormValues;
  workflow: Workflow;
  /**
   * The student bonus card is offered to personal profiles of every company but one: the Swedish
   * company (`isSwedishCompany`, decisions 046 and 079).
   */
  swedishCompany: boolean;
  /** Fetched for the cart's TLDs and this profile's country; undefined = not known (yet). */
  requiredFields: RequiredFields | undefined;
  /** Show the registries' extra fields (the cart needs a domain profile from this form). */
  additional: boolean;
}

const labelOf = (name: AddressField) => `address.field.${name}`;

const auto: Partial<Record<AddressField, string>> = {
  firstName: 'given-name',
  lastName: 'family-name',
  organisation: 'organization',
  contactPerson: 'name',
  email: 'email',
  emails: 'email',
  phone: 'tel',
  street: 'address-line1',
  street2: 'address-line2',
  city: 'address-level2',
  postalCode: 'postal-code',
  countryCode: 'country',
  birthday: 'bday',
};

const kinds: Partial<Record<AddressField, FieldKind>> = {
  type: 'type',
  email: 'email',
  emails: 'emails',
  phone: 'phone',
  birthday: 'date',
  countryCode: 'country',
};

function spec(name: AddressField, required: boolean, labelKey = labelOf(name)): FieldSpec {
  const autoComplete = auto[name];
  return { name, required, kind: kinds[name] ?? 'text', labelKey, ...(autoComplete ? { autoComplete } : {}) };
}

const personalExtras: readonly AddressField[] = ['passport', 'idCard', 'noridPid', 'birthday'];

export function addressLayout(input: LayoutInput): AddressLayout {
  const { role, values, workflow, requiredFields, additional } = input;
  const type = profileType(values);
  const country = String(values.countryCode ?? '');
  const domainRole = role !== 'billing' && additional;
  const set = domainRole ? requiredFields?.[type] : undefined;
  const needed: ReadonlySet<string> = new Set<AdditionalField>(set?.required ?? []);
  const grouped: ReadonlySet<string> = new Set<AdditionalField>((set?.oneOf ?? []).flat());
  const shows = (f: AddressField) => needed.has(f) || grouped.has(f);
  const fields: FieldSpec[] = [spec('type', true)];

  if (type === 'personal') {
    const namesRequired = workflow !== 2;
    const names = [spec('firstName', namesRequired), spec('lastName', namesRequired)];
    fields.push(...(lastNameFirst(country) ? names.reverse() : names));
  } else {
    fields.push(spec('organisation', true));
    if (role !== 'domain') fields.push(spec('contactPerson', false));
    fields.push(spec('companyId', needed.has('companyId')));
    fields.push(...taxFields(country, needed, shows));
  }

  fields.push(
    spec('email', true),
    // E-mails are optional for Swedish-country profiles (spec §5).
    spec('emails', country.toUpperCase() !== 'SE'),
    spec('phone', true),
    spec('street', true),
    spec('street2', false),
    spec('city', true),
    spec('postalCode', true),
    spec('countryCode', true),
  );

  if (type === 'personal' && role !== 'domain' && !input.swedishCompany) {
    fields.push(spec('bonusCard', false));
  }
  if (type === 'personal' && domainRole) {
    const swedishIdCard = country.toUpperCase() === 'SE';
    for (const f of personalExtras) {
      const required = needed.has(f) || (f === 'idCard' && swedishIdCard);
      if (required || grouped.has(f)) fields.push(spec(f, required));
    }
  }

  const present = new Set(fields.map((f) => f.name));
  const oneOf = (set?.oneOf ?? [])
    .map((group) => group.map((f): AddressField => (f === 'taxId' && vatShownAsTaxId(country) ? 'vatId' : f)))
    .map((group) => [...new Set(group)].filter((f) => present.has(f)))
    .filter((group) => group.length > 0);
  return { fields, oneOf };
}

/** Tax id and VAT id of a company, per country. */
function taxFields(
  country: string,
  needed: ReadonlySet<string>,
  shows: (f: AddressField) => boolean,
): FieldSpec[] {
  if (vatShownAsTaxId(country)) {
    // One field, labelled as the tax id, whose value is both (projections/profiles/forms.ts syncs it).
    return [spec('vatId', needed.has('vatId') || needed.has('taxId'), 'address.field.vatId.cz')];
  }
  const taxRequired = needed.has('taxId') || taxIdMandatory(country, 'company');
  if (hidesTaxAndVat(country)) {
    return [
      ...(shows('taxId') ? [spec('taxId', taxRequired)] : []),
      ...(shows('vatId') ? [spec('vatId', needed.has('vatId'))] : []),
    ];
  }
  return [spec('taxId', taxRequired), spec('vatId', needed.has('vatId'))];
}

export function fieldRequirements(layout: AddressLayout): FieldRequirement[] {
  return layout.fields.map(({ name, required }) => ({ name, required }));
}
