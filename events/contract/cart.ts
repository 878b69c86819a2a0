/**
 * The Cart and its parts as the provider sends them (api-contract.md §2.1–§2.3, §2.6). Schemas are
 * non-strict: unknown fields are ignored, as the contract asks of clients.
 */
import * as z from 'zod/mini';
import {
  CustomerType,
  EditableProperty,
  LicenseType,
  Money,
  Months,
  PaymentGroupId,
  RoundUpVersion,
  SellType,
  nullish,
} from './scalars';
import { BillingProfile, DomainProfile } from './profiles';

export const PeriodOption = z.object({ period: Months, price: Money, onlyCardPayment: z.boolean() });
export const ItemPrice = z.object({
  vatExcluded: Money,
  discountReason: nullish(z.string()),
  originalPrice: nullish(Money),
});
export const LicenseCounts = z.object({
  basic: z.int().check(z.minimum(0)),
  advanced: z.int().check(z.minimum(0)),
  premium: z.int().check(z.minimum(0)),
});
export type LicenseCounts = z.infer<typeof LicenseCounts>;
export const AnalyticsItem = z.looseObject({
  id: z.optional(z.string()),
  sku: z.optional(z.string()),
  name: z.string(),
  categories: z.array(z.string()),
  brand: z.string(),
  price: Money,
  quantity: z.number(),
  affiliation: z.string(),
  coupon: nullish(z.string()),
});
export const CartItemProperties = z.looseObject({
  domain: z.optional(z.nullable(z.string())),
  tld: z.optional(z.string()),
  premium: z.optional(z.boolean()),
  domainProfileId: z.optional(z.nullable(z.number())),
  name: z.optional(z.nullable(z.string())),
  eppCode: z.optional(z.nullable(z.string())),
  cpu: z.optional(z.number()),
  ram: z.optional(z.number()),
  capacity: z.optional(z.number()),
  ip: z.optional(z.number()),
  type: z.optional(z.string()),
  licenseList: z.optional(z.array(z.object({ type: LicenseType }))),
  licenses: z.optional(z.number()),
  freeTrial: z.optional(z.boolean()),
  minimumNumberOfLicenses: z.optional(z.number()),
  hasEnoughNumberOfLicenses: z.optional(z.boolean()),
  packageChange: z.optional(z.boolean()),
  packageChangeAllowed: z.optional(z.boolean()),
  isDowngrade: z.optional(z.boolean()),
});
export type CartItemProperties = z.infer<typeof CartItemProperties>;

export const CartItem = z.looseObject({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  period: Months,
  prolongPeriod: nullish(Months),
  prolongPrice: nullish(Money),
  sellType: SellType,
  properties: CartItemProperties,
  options: z.object({ period: z.array(PeriodOption) }),
  price: ItemPrice,
  coupon: nullish(z.string()),
  mandatoryEditableProperties: z.array(EditableProperty),
  optionalEditableProperties: z.array(z.enum(['domainProfileId', 'name'])),
  licenses: nullish(LicenseCounts),
  isDisabled: z.boolean(),
  analytics: AnalyticsItem,
});
export type CartItem = z.infer<typeof CartItem>;

export const CouponBonus = z.object({
  property: z.string(),
  value: z.number(),
  percentage: z.boolean(),
  bonusHint: nullish(z.string()),
});
export const Coupon = z.object({ code: z.string(), bonuses: z.array(CouponBonus) });
export type Coupon = z.infer<typeof Coupon>;
export const Summary = z.object({
  count: z.number(),
  price: z.object({ vatExcluded: Money, vatIncluded: Money, vatOnly: Money, vatPercentage: z.number() }),
  discount: Money,
  currency: z.object({ name: z.string(), symbol: z.string() }),
  coupons: z.array(Coupon),
});
export type Summary = z.infer<typeof Summary>;

export const CartPaymentOption = z.object({
  groupId: PaymentGroupId,
  optionId: z.nullable(z.string()),
  recurrence: z.boolean(),
});
export type CartPaymentOption = z.infer<typeof CartPaymentOption>;
export const UploadedFile = z.object({
  serverFileName: z.string(),
  clientFileName: z.string(),
  fileSize: z.number(),
});
export type UploadedFile = z.infer<typeof UploadedFile>;
export const MigrationPromotion = z.object({
  applicable: z.boolean(),
  needAssistance: z.nullable(z.boolean()),
  uploadedFiles: z.array(UploadedFile),
});
export const Donation = z.object({
  current: nullish(
    z.object({
      roundUpVersion: nullish(RoundUpVersion),
      customDonation: nullish(Money),
      donationVatExcluded: Money,
      donationVatIncluded: Money,
    }),
  ),
  options: z.array(
    z.object({ roundUpVersion: RoundUpVersion, donation: Money, totalPriceVatIncluded: Money }),
  ),
});
export type Donation = z.infer<typeof Donation>;
export const User = z.object({
  id: z.number(),
  login: z.string(),
  customerType: CustomerType,
  emails: z.array(z.string()),
});
export type User = z.infer<typeof User>;

export const Cart = z.looseObject({
  uuid: z.string(),
  items: z.array(CartItem),
  summary: Summary,
  billingProfile: nullish(BillingProfile),
  domainProfile: nullish(DomainProfile),
  domainProfileRequired: z.boolean(),
  consent3rdBilling: z.boolean(),
  consent3rdDomain: z.boolean(),
  consentThirdPartyRequired: z.boolean(),
  termsAndConditionsConsent: z.boolean(),
  thirdPartyConsent: z.boolean(),
  paymentOption: nullish(CartPaymentOption),
  note: nullish(z.string()),
  migrationPromotion: nullish(MigrationPromotion),
  donation: nullish(Donation),
  user: nullish(User),
});
export type Cart = z.infer<typeof Cart>;
export const CartWithNewItems = z.extend(Cart, { newItems: z.array(CartItem) });
