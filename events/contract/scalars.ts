/**
 * Wire scalars and enums of the provider API (api-contract.md §2). They live in events/ because
 * facts carry API payloads, so projections, the API client and the mock provider share them.
 */
import * as z from 'zod/mini';
import { valuePreserving } from '../keeps-values';
import './zod-locale';

export const companyCodes = [
  'sk-ws',
  'cz-ws',
  'hu-ws',
  'se-ws',
  'hu-skws',
  'sk-a24',
  'cz-a24',
  'at-ws',
  'se-lp',
  'no-lp',
] as const;
export const CompanyCode = z.enum(companyCodes);
export type CompanyCode = z.infer<typeof CompanyCode>;

export const stepNames = [
  'cart',
  'billing-profile',
  'domain-profile',
  'payment-method',
  'service-settings',
  'recapitulation',
] as const;
export const StepName = z.enum(stepNames);
export type StepName = z.infer<typeof StepName>;

export const Workflow = z.union([z.literal(1), z.literal(2)]);
export type Workflow = z.infer<typeof Workflow>;

export const SellType = z.enum(['direct', 'up-sell']);
export const ProfileType = z.enum(['personal', 'company']);
export type ProfileType = z.infer<typeof ProfileType>;
export const CustomerType = z.enum(['new', 'existing']);
export const invoiceDeliveries = ['email', 'einvoice', 'post'] as const;
export const InvoiceDelivery = z.enum(invoiceDeliveries);
export type InvoiceDelivery = z.infer<typeof InvoiceDelivery>;
export const paymentGroupIds = ['card', 'credit', 'banking', 'transfer', 'qrcode', 'later'] as const;
export const PaymentGroupId = z.enum(paymentGroupIds);
export type PaymentGroupId = z.infer<typeof PaymentGroupId>;
export const Issuer = z.enum([
  'americanexpress',
  'diners club',
  'discover',
  'maestro',
  'mastercard',
  'unionpay',
  'visa',
]);
export const RoundUpVersion = z.enum(['v1', 'v2', 'v3']);
export type RoundUpVersion = z.infer<typeof RoundUpVersion>;
export const licenseTypes = ['basic', 'advanced', 'premium'] as const;
export const LicenseType = z.enum(licenseTypes);
export type LicenseType = z.infer<typeof LicenseType>;
export const EditableProperty = z.enum(['name', 'domain', 'eppCode']);
export type EditableProperty = z.infer<typeof EditableProperty>;
export const thankYouKeys = [
  'success',
  'processing',
  'confirm',
  'mail',
  'transfer',
  'fail',
  'cancel',
  'exception',
] as const;
export const ThankYouKey = z.enum(thankYouKeys);
export type ThankYouKey = z.infer<typeof ThankYouKey>;

export const Money = z.number();
export const Months = z.int();

/** `T | null` on the wire; an absent key is read as null (contract §1.4). */
export const nullish = <T extends z.ZodMiniType>(schema: T) =>
  z.pipe(
    z.optional(z.nullable(schema)),
    valuePreserving(z.transform((v: z.output<T> | null | undefined) => (v === undefined ? null : v))),
  );
