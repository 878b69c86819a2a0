/**
 * Between saved profiles and form values (contract §2.4): a form holds every field as text (phone
 * as `+421…`, e-mails as comma-separated text); a submit turns the text back into the wire input,
 * with blanks as null and the fields of the other profile type dropped (a company profile has no
 * bonus card, passport, id card or norid id; a personal one no organisation, company id, VAT id or
 * tax id). Pure, so views, effects and tests share one mapping.
 */
import type { FormValues } from '../../events/catalogue/profiles';
import type {
  BillingProfile,
  BillingProfileInput,
  DomainProfile,
  DomainProfileInput,
} from '../../events/contract/profiles';
import type { InvoiceDelivery, ProfileType } from '../../events/contract/scalars';

/** Comma-separated text → trimmed entries without blanks (spec §5 "Emails input"). */
export function parseEmails(text: string): string[] {
  return text
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e !== '');
}

const COMMON = [
  'firstName',
  'lastName',
  'street',
  'street2',
  'city',
  'postalCode',
  'countryCode',
  'email',
  'phone',
] as const;
const COMPANY_ONLY = ['organisation', 'companyId', 'taxId', 'vatId'] as const;
const BILLING_COMPANY_ONLY = [...COMPANY_ONLY, 'contactPerson', 'company'] as const;
const BILLING_PERSONAL_ONLY = ['bonusCard', 'idCard'] as const;
const DOMAIN_PERSONAL_ONLY = ['passport', 'idCard', 'noridPid', 'birthday'] as const;

const text = (v: unknown): string =>
  typeof v === 'string' ? v : v === null || v === undefined ? '' : String(v);

function valuesOf(profile: Record<string, unknown>, fields: readonly string[]): FormValues {
  const out: FormValues = { type: text(profile.type) || 'personal' };
  for (const f of fields) out[f] = text(profile[f]);
  out.emails = Array.isArray(profile.emails) ? (profile.emails as string[]).join(', ') : '';
  return out;
}

export function billingValues(profile: BillingProfile): FormValues {
  return {
    ...valuesOf(profile, [...COMMON, ...BILLING_COMPANY_ONLY, ...BILLING_PERSONAL_ONLY]),
    invoiceDelivery: profile.invoiceDelivery,
  };
}

export function domainValues(profile: DomainProfile): FormValues {
  return valuesOf(profile, [...COMMON, ...COMPANY_ONLY, ...DOMAIN_PERSONAL_ONLY]);
}

/** A new profile: personal, in the company's country, everything else empty. */
export function newProfileValues(countryCode: string, type: ProfileType = 'personal'): FormValues {
  return { type, countryCode };
}

const get = (values: FormValues, field: string): string => {
  const v = values[field];
  return typeof v === 'string' ? v.trim() : '';
};
const orNull = (values: FormValues, field: string): string | null => get(values, field) || null;

export function profileType(values: FormValues): ProfileType {
  return values.type === 'company' ? 'company' : 'personal';
}

function address(values: FormValues) {
  return {
    street: get(values, 'street'),
    street2: orNull(values, 'street2'),
    city: get(values, 'city'),
    postalCode: get(values, 'postalCode'),
    countryCode: get(values, 'countryCode').toUpperCase(),
    email: get(values, 'email'),
    emails: parseEmails(get(values, 'emails')),
    phone: get(values, 'phone'),
  };
}

export function fullName(values: FormValues): string | null {
  return [get(values, 'firstName'), get(values, 'lastName')].filter(Boolean).join(' ') || null;
}

/** How a billing form's invoices go (contract §2.4): e-mail unless e-invoice or post was chosen. */
export function invoiceDeliveryOf(values: FormValues): InvoiceDelivery {
  const delivery = values.invoiceDelivery;
  return delivery === 'einvoice' || delivery === 'post' ? delivery : 'email';
}

/** The E29/E30/E39 billing profile of a form. */
export function billingInput(values: FormValues): BillingProfileInput {
  const type = profileType(values);
  const company = type === 'company';
  return {
    type,
    name: company ? orNull(values, 'contactPerson') : fullName(values),
    firstName: company ? null : orNull(values, 'firstName'),
    lastName: company ? null : orNull(values, 'lastName'),
    ...(company
      ? {
          organisation: orNull(values, 'organisation'),
          contactPerson: orNull(values, 'contactPerson'),
          companyId: orNull(values, 'companyId'),
          taxId: orNull(values, 'taxId'),
          vatId: orNull(values, 'vatId'),
        }
      : { bonusCard: orNull(values, 'bonusCard'), idCard: orNull(values, 'idCard') }),
    ...address(values),
    invoiceDelivery: invoiceDeliveryOf(values),
  };
}

/** The E32/E34/E39 domain profile of a form. */
export function domainInput(
  values: FormValues,
  links: { billingProfileId?: number | null; cartItemId?: string } = {},
): DomainProfileInput {
  const type = profileType(values);
  const company = type === 'company';
  return {
    type,
    firstName: orNull(values, 'firstName'),
    lastName: orNull(values, 'lastName'),
    ...(company
      ? {
          organisation: orNull(values, 'organisation'),
          companyId: orNull(values, 'companyId'),
          taxId: orNull(values, 'taxId'),
          vatId: orNull(values, 'vatId'),
        }
      : {
          passport: orNull(values, 'passport'),
          idCard: orNull(values, 'idCard'),
          noridPid: orNull(values, 'noridPid'),
          birthday: orNull(values, 'birthday'),
        }),
    ...address(values),
    billingProfileId: links.billingProfileId ?? null,
    ...(links.cartItemId ? { cartItemId: links.cartItemId } : {}),
  };
}

const comparable = (p: Record<string, unknown>, skip: readonly string[]) =>
  JSON.stringify(
    Object.keys(p)
      .filter((k) => !skip.includes(k))
      .sort()
      .map((k) => [k, p[k] ?? null]),
  );

/**
 * Whether the submitted domain profile differs from the saved one ("unchanged sends nothing"):
 * the saved profile goes through the same mapping, so absent and null compare equal.
 */
export function domainProfileChanged(saved: DomainProfile, submitted: DomainProfileInput): boolean {
  const before = domainInput(domainValues(saved), { billingProfileId: saved.billingProfileId });
  const skip = ['cartItemId', 'billingProfileId'];
  return comparable(before, skip) !== comparable({ ...submitted }, skip);
}

export function billingProfileChanged(saved: BillingProfile, submitted: BillingProfileInput): boolean {
  return comparable(billingInput(billingValues(saved)), []) !== comparable({ ...submitted }, []);
}
