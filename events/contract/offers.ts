/**
 * Things offered but not yet in the cart: cross-sell, domain results and bundles, tutorial
 * products, server offers, property options, licence prices (api-contract.md §2.7, §2.8).
 */
import * as z from 'zod/mini';
import { LicenseType, Money, Months, SellType, nullish } from './scalars';

export const OfferPrice = z.object({
  period: Months,
  actualPrice: Money,
  marketingPrice: Money,
  prolongPrice: z.optional(z.nullable(Money)),
  transferPrice: z.optional(z.nullable(Money)),
});
export type OfferPrice = z.infer<typeof OfferPrice>;
const Scalar = z.union([z.string(), z.number(), z.boolean()]);

export const CrossSellItem = z.looseObject({
  uid: z.string(),
  name: z.string(),
  code: z.string(),
  sellType: SellType,
  cartItemToUpgradeId: nullish(z.string()),
  reasonCartItemIds: z.array(z.string()),
  voucherCode: nullish(z.string()),
  defaultConfiguration: z.object({ period: Months, properties: z.record(z.string(), Scalar) }),
  price: OfferPrice,
  properties: z.optional(z.object({ backup: z.optional(z.object({ options: z.array(z.number()) })) })),
});
export type CrossSellItem = z.infer<typeof CrossSellItem>;
export const CrossSellResponse = z.object({
  xSellProducts: z.array(CrossSellItem),
  upSellProducts: z.array(CrossSellItem),
});
export type CrossSellResponse = z.infer<typeof CrossSellResponse>;

export const DomainResult = z.looseObject({
  name: z.string(),
  tld: z.string(),
  price: OfferPrice,
  period: Months,
  availableForPurchase: z.boolean(),
  error: nullish(z.string()),
});
export type DomainResult = z.infer<typeof DomainResult>;
export const DomainBundle = z.object({ main: DomainResult, discounted: DomainResult });
export type DomainBundle = z.infer<typeof DomainBundle>;
export const TldCategory = z.object({ id: z.string(), name: z.string(), tlds: z.array(z.string()) });
export type TldCategory = z.infer<typeof TldCategory>;

const TutorialOption = z.object({ value: Scalar, label: z.string(), price: z.optional(z.array(OfferPrice)) });
export const HostingTutorialProduct = z.looseObject({
  name: z.string(),
  title: z.string(),
  description: z.string(),
  locations: z.array(z.string()),
  properties: z.record(
    z.string(),
    z.object({
      options: z.array(TutorialOption),
      conditionalValues: z.optional(
        z.array(z.object({ property: z.string(), value: Scalar, options: z.array(Scalar) })),
      ),
    }),
  ),
  defaultConfiguration: z.record(z.string(), z.unknown()),
  minPriceConfiguration: z.record(z.string(), z.unknown()),
});
export type HostingTutorialProduct = z.infer<typeof HostingTutorialProduct>;

export const DedicatedServerOffer = z.looseObject({
  uuid: z.string(),
  brand: z.string(),
  cpuName: z.string(),
  cpuCores: z.number(),
  ram: z.number(),
  primaryDrives: z.string(),
  secondaryDrives: nullish(z.string()),
  tag: nullish(z.string()),
  prices: z.array(z.object({ period: Months, actualPrice: Money, marketingPrice: Money })),
});
export type DedicatedServerOffer = z.infer<typeof DedicatedServerOffer>;
export const ServiceOffer = z.object({
  name: z.string(),
  description: z.string(),
  prices: z.array(OfferPrice),
});
export const FormOptionGroup = z.object({
  name: z.string(),
  label: z.string(),
  options: z.array(
    z.object({ value: z.string(), label: z.string(), price: z.optional(z.nullable(OfferPrice)) }),
  ),
});
export const PropertyOption = z.object({ value: Scalar, label: z.string() });
export const OneLicensePrice = z.object({
  type: LicenseType,
  code: z.enum(['business_mail_basic', 'business_mail_advanced', 'business_mail_premium']),
  period: Months,
  price: Money,
});
export type OneLicensePrice = z.infer<typeof OneLicensePrice>;
export const CompanyLookupResult = z.object({
  name: z.string(),
  cin: z.string(),
  tin: z.nullable(z.string()),
  vatin: z.nullable(z.string()),
  formatted_street: z.string(),
  municipality: z.string(),
  postal_code: z.string(),
  country: z.string(),
});
/**
 * A row as the company register itself sends it (spec §7, the open-data register of `q=name:…`,
 * decision 079): `cin` and `tin` as numbers (or text), `vatin` null for a company without one, the
 * address fields possibly null, and more fields than `CompanyLookupResult` lists (dropped here).
 */
const RegisterId = z.union([z.number(), z.string()]);
export const CompanyRegisterRow = z.object({
  name: z.string(),
  cin: RegisterId,
  tin: nullish(RegisterId),
  vatin: nullish(z.string()),
  formatted_street: nullish(z.string()),
  municipality: nullish(z.string()),
  postal_code: nullish(z.string()),
  country: nullish(z.string()),
});
export type CompanyRegisterRow = z.infer<typeof CompanyRegisterRow>;
