/**
 * Billing and domain profiles and the required-fields reply (api-contract.md §2.4, §2.8).
 */
import * as z from 'zod';
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
  organisation: z.string().nullable().optional(),
  contactPerson: z.string().nullable().optional(),
  company: z.string().nullable().optional(),
  companyId: z.string().nullable().optional(),
  taxId: z.string().nullable().optional(),
  vatId: z.string().nullable().optional(),
  ...address,
  bonusCard: z.string().nullable().optional(),
  idCard: z.string().nullable().optional(),
  invoiceDelivery: InvoiceDelivery,
});
export type BillingProfileInput = z.infer<typeof BillingProfileInput>;
export const BillingProfile = BillingProfileInput.extend({ id: z.number(), userId: z.number() });
export type BillingProfile = z.infer<typeof BillingProfile>;

export const DomainProfileInput = z.looseObject({
  type: ProfileType,
  firstName: nullish(z.string()),
  lastName: nullish(z.string()),
  organisation: z.string().nullable().optional(),
  ...address,
  passport: z.string().nullable().optional(),
  idCard: z.string().nullable().optional(),
  noridPid: z.string().nullable().optional(),
  birthday: z.string().nullable().optional(),
  companyId: z.string().nullable().optional(),
  taxId: z.string().nullable().optional(),
  vatId: z.string().nullable().optional(),
  billingProfileId: nullish(z.number()),
  cartItemId: z.string().optional(),
});
export type DomainProfileInput = z.infer<typeof DomainProfileInput>;
export const DomainProfile = DomainProfileInput.omit({ cartItemId: true }).extend({
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
