/**
 * The client's reading of a failed exchange (spec §8, contract §1.7). Facts such as `api/failed`
 * and `cart/command-failed` carry it, so projections can route messages without knowing HTTP.
 */
import * as z from 'zod';
import { ErrorItem, Violation } from './contract/errors';
import { StepName } from './contract/scalars';

export const errorKinds = ['http', 'network', 'parse', 'schema', 'abort', 'client'] as const;
export const AppError = z.object({
  /** http: 4xx/5xx; network: fetch threw; parse: body not JSON; schema: JSON of the wrong shape. */
  kind: z.enum(errorKinds),
  status: z.number().nullable(),
  /** Catalogue key to show (already mapped to unknown_error when the catalogue lacks it). */
  messageKey: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  /** The server's own `key`, when it sent one. */
  key: z.string().nullable(),
  violations: z.array(Violation),
  context: z
    .object({
      step: StepName.optional(),
      cartItemId: z.string().optional(),
      errors: z.array(ErrorItem).optional(),
    })
    .optional(),
  invoiceId: z.string().optional(),
  data: z.unknown().optional(),
});
export type AppError = z.infer<typeof AppError>;
