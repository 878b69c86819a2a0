/**
 * The error body of every 4xx/5xx reply and flash messages (api-contract.md §1.7, §1.8).
 */
import * as z from 'zod';
import { StepName } from './scalars';

export const ErrorItem = z.object({
  translationKey: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type ErrorItem = z.infer<typeof ErrorItem>;
export const Violation = z.object({ propertyPath: z.string(), errors: z.array(ErrorItem) });
export type Violation = z.infer<typeof Violation>;
export const ErrorBody = z.looseObject({
  key: z.string().optional(),
  violations: z.array(Violation).optional(),
  context: z
    .object({
      step: StepName.optional(),
      cartItemId: z.string().optional(),
      errors: z.array(ErrorItem).optional(),
    })
    .optional(),
  invoiceId: z.string().optional(),
  data: z.unknown().optional(),
  // legacy compatibility fields read by clients only
  translationKey: z.string().optional(),
  tKey: z.string().optional(),
  title: z.string().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const FlashMessage = z.union([
  z.object({
    type: z.enum(['success', 'info', 'warning', 'error']),
    text: z.string(),
    values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
  z.object({
    type: z.enum(['success', 'info', 'warning', 'error']),
    translationKey: z.string(),
    values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  }),
]);
export type FlashMessage = z.infer<typeof FlashMessage>;
