/**
 * Billing and domain profiles and the required-fields reply (api-contract.md §2.4, §2.8).
 */
import * as z from 'zod/mini';
import { InvoiceDelivery, ProfileType, nullish } from './scalars';

const address = {
  street: z.string(),
  street2: nullish(z.string()),
  city: z.string(),
  postalCode: z.string(),
  countryCode: z.string(),
  email: z.string(),
  emails: z.array(z.string()),
  phone: z.string(),
};

export const BillingProfileInput = z.looseObject({
  type: ProfileType,
  name: nullish(z.string()),
  firstName: nullish(z.string()),
  lastName: nullish(z.string()),
  organisation: z.optional(z.nullable(z.string())),
  contactPerson: z.optional(z.nullable(z.string())),
  company: z.optional(z.nullable(z.string())),
  companyId: z.optional(z.nullable(z.string())),
  taxId: z.optional(z.nullable(z.string())),
  vatId: z.optional(z.nullable(z.string())),
  ...address,
  bonusCard: z.optional(z.nullable(z.string())),
  idCard: z.optional(z.nullable(z.string())),
  invoiceDelivery: InvoiceDelivery,
});
export type BillingProfileInput = z.infer<typeof BillingProfileInput>;
export const BillingProfile = z.extend(BillingProfileInput, { id: z.number(), userId: z.number() });
export type BillingProfile = z.infer<typeof BillingProfile>;

export const DomainProfileInput = z.looseObject({
  type: ProfileType,
  firstName: nullish(z.string()),
  lastName: nullish(z.string()),
  organisation: z.optional(z.nullable(z.string())),
  ...address,
  passport: z.optional(z.nullable(z.string())),
  idCard: z.optional(z.nullable(z.string())),
  noridPid: z.optional(z.nullable(z.string())),
  birthday: z.optional(z.nullable(z.string())),
  companyId: z.optional(z.nullable(z.string())),
  taxId: z.optional(z.nullable(z.string())),
  vatId: z.optional(z.nullable(z.string())),
  billingProfileId: nullish(z.number()),
  cartItemId: z.optional(z.string()),
});
export type DomainProfileInput = z.infer<typeof DomainProfileInput>;
export const DomainProfile = z.extend(z.omit(DomainProfileInput, { cartItemId: true }), {
  id: z.number(),
  userId: z.number(),
});
export type DomainProfile = z.infer<typeof DomainProfile>;

export const additionalFields = [
  'phone',
  'email',
  'passport',
  'idCard',
  'companyId',
  'taxId',
  'vatId',
  'noridPid',
  'birthday',
] as const;
export const AdditionalField = z.enum(additionalFields);
export type AdditionalField = z.infer<typeof AdditionalField>;
export const RequiredFieldSet = z.object({
  required: z.array(AdditionalField),
  oneOf: z.array(z.array(AdditionalField)),
});
export const RequiredFields = z.object({ personal: RequiredFieldSet, company: RequiredFieldSet });
export type RequiredFields = z.infer<typeof RequiredFields>;
