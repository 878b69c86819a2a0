/**
 * Payment option groups and options, the payment request, checkout request and reply, transfer
 * details (api-contract.md §2.5, §2.8, E36, E37).
 */
import * as z from 'zod/mini';
import { Issuer, Money, PaymentGroupId, nullish } from './scalars';

export const PaymentOption = z.looseObject({
  id: z.string(),
  number: nullish(z.string()),
  cardName: nullish(z.string()),
  issuer: nullish(z.union([Issuer, z.string()])),
  expiryAt: nullish(z.string()),
  errors: z.array(z.string()),
  isDisabled: z.boolean(),
  recurrence: z.boolean(),
  recurrenceState: nullish(z.string()),
  recurrenceCanBeChanged: z.boolean(),
  credit: nullish(Money),
  oldOtpBank: z.boolean(),
});
export type PaymentOption = z.infer<typeof PaymentOption>;
export const PaymentOptionGroup = z.looseObject({
  id: PaymentGroupId,
  available: z.boolean(),
  disable: z.boolean(),
  paymentOptions: z.array(PaymentOption),
});
export type PaymentOptionGroup = z.infer<typeof PaymentOptionGroup>;
export const PaymentRequest = z.object({
  groupId: PaymentGroupId,
  optionId: z.nullable(z.string()),
  recurrence: z.boolean(),
});
export type PaymentRequest = z.infer<typeof PaymentRequest>;

export const TransferPaymentDetails = z.object({
  amount: Money,
  currency: z.string(),
  iban: z.string(),
  swift: nullish(z.string()),
  accountNumber: nullish(z.string()),
  variableSymbol: nullish(z.string()),
  dueDate: nullish(z.string()),
  invoiceId: nullish(z.string()),
  qrCode: nullish(z.string()),
});
export type TransferPaymentDetails = z.infer<typeof TransferPaymentDetails>;

export const CheckoutRequest = z.object({
  redirectAfterCancel: z.string(),
  redirectAfterPaySuccess: z.string(),
  redirectAfterPayFailure: z.string(),
  termsAndConditionsConsent: z.boolean(),
  thirdPartyConsent: z.boolean(),
});
export type CheckoutRequest = z.infer<typeof CheckoutRequest>;
export const CheckoutReply = z.looseObject({
  redirect: z.optional(z.string()),
  zeroOrder: z.optional(z.boolean()),
  key: z.optional(z.enum(['success', 'processing', 'confirm', 'mail', 'transfer'])),
  paymentOptions: z.optional(TransferPaymentDetails),
  invoiceId: z.optional(z.string()),
});
export type CheckoutReply = z.infer<typeof CheckoutReply>;
