/**
 * Request bodies the client sends (api-contract.md §3–§6) and small replies of helper endpoints.
 */
import * as z from 'zod/mini';
import { LicenseCounts } from './cart';
import { BillingProfileInput, DomainProfileInput } from './profiles';
import { Months, RoundUpVersion } from './scalars';

const Scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export const AddItemRequest = z.object({
  code: z.string(),
  name: z.optional(z.string()),
  sellType: z.literal('direct'),
  period: Months,
  properties: z.record(z.string(), Scalar),
  price: z.optional(z.object({ vatExcluded: z.number() })),
});
export type AddItemRequest = z.infer<typeof AddItemRequest>;
export const UpdateItemRequest = z.object({
  period: z.optional(Months),
  licenses: z.optional(z.partial(LicenseCounts)),
  properties: z.optional(
    z.object({
      domainProfileId: z.optional(z.nullable(z.number())),
      name: z.optional(z.string()),
      domain: z.optional(z.string()),
      eppCode: z.optional(z.string()),
    }),
  ),
});
export type UpdateItemRequest = z.infer<typeof UpdateItemRequest>;
export const UpgradeItemRequest = z.object({
  code: z.string(),
  period: Months,
  properties: z.record(z.string(), Scalar),
  voucherCode: z.optional(z.nullable(z.string())),
});
export type UpgradeItemRequest = z.infer<typeof UpgradeItemRequest>;
export const DonationRequest = z.union([
  z.object({ roundUpVersion: RoundUpVersion }),
  z.object({ customDonation: z.number() }),
]);
export type DonationRequest = z.infer<typeof DonationRequest>;
export const NewUserRequest = z.object({
  personalInformation: z.object({
    name: z.optional(z.string()),
    login: z.string(),
    password: z.string(),
    emails: z.array(z.string()),
    phone: z.string(),
  }),
  billingProfile: BillingProfileInput,
  domainProfile: z.nullable(DomainProfileInput),
  termsAndConditionsConsent: z.boolean(),
  thirdPartyConsent: z.boolean(),
  domainProfileAdditionalInfo: z.object({
    createDomainProfile: z.boolean(),
    billingProfileId: z.nullable(z.number()),
  }),
});
export type NewUserRequest = z.infer<typeof NewUserRequest>;
export const NewUserReply = z.looseObject({
  redirect: z.optional(z.string()),
  domainProfile: z.optional(z.unknown()),
});
export const ValidReply = z.object({ valid: z.boolean() });
export const FreeReply = z.object({ free: z.boolean() });
export const AvailableReply = z.object({ available: z.boolean() });
export const DomainsReply = z.object({ domains: z.array(z.string()) });
export const PollReply = z.object({ redirectTo: z.string() });
export const ContactFormBase = z.object({
  uuid: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  note: z.optional(z.string()),
  options: z.record(z.string(), z.string()),
});
export type ContactFormBase = z.infer<typeof ContactFormBase>;
export const ServerContactFormRequest = z.extend(ContactFormBase, { serverName: z.string(), period: Months });
export type ServerContactFormRequest = z.infer<typeof ServerContactFormRequest>;
