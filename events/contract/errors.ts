/**
 * The error body of every 4xx/5xx reply and flash messages (api-contract.md §1.7, §1.8).
 */
import * as z from 'zod/mini';
import { StepName } from './scalars';

export const ErrorItem = z.object({
  translationKey: z.string(),
  values: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type ErrorItem = z.infer<typeof ErrorItem>;
export const Violation = z.object({ propertyPath: z.string(), errors: z.array(ErrorItem) });
export type Violation = z.infer<typeof Violation>;
/** Where an error belongs: the order step, the cart item, and further errors (kept as the client reads them). */
export const ErrorContext = z.object({
  step: z.optional(StepName),
  cartItemId: z.optional(z.string()),
  errors: z.optional(z.array(ErrorItem)),
});
export type ErrorContext = z.infer<typeof ErrorContext>;
export const ErrorBody = z.looseObject({
  key: z.optional(z.string()),
  violations: z.optional(z.array(Violation)),
  context: z.optional(ErrorContext),
  invoiceId: z.optional(z.string()),
  data: z.optional(z.unknown()),
  // legacy compatibility fields read by clients only
  translationKey: z.optional(z.string()),
  tKey: z.optional(z.string()),
  title: z.optional(z.string()),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const FlashMessage = z.union([
  z.object({
    type: z.enum(['success', 'info', 'warning', 'error']),
    text: z.string(),
    values: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  }),
  z.object({
    type: z.enum(['success', 'info', 'warning', 'error']),
    translationKey: z.string(),
    values: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  }),
]);
export type FlashMessage = z.infer<typeof FlashMessage>;
