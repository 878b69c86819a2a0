/**
 * The client's reading of a failed exchange (spec §8, contract §1.7). Facts such as `api/failed`
 * and `cart/command-failed` carry it, so projections can route messages without knowing HTTP.
 */
import * as z from 'zod/mini';
import { ErrorContext, Violation } from './contract/errors';

const errorKinds = ['http', 'network', 'parse', 'schema', 'abort', 'client', 'timeout'] as const;
export const AppError = z.object({
  /**
   * http: 4xx/5xx; network: fetch threw; parse: body not JSON; schema: JSON of the wrong shape;
   * timeout: no whole reply within the call's time limit (docs/decisions/038); abort: the app or
   * the page cut the call itself (not an error).
   */
  kind: z.enum(errorKinds),
  status: z.nullable(z.number()),
  /** Catalogue key to show (already mapped to unknown_error when the catalogue lacks it). */
  messageKey: z.string(),
  values: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
  /** The server's own `key`, when it sent one. */
  key: z.nullable(z.string()),
  violations: z.array(Violation),
  context: z.optional(ErrorContext),
  invoiceId: z.optional(z.string()),
  data: z.optional(z.unknown()),
});
export type AppError = z.infer<typeof AppError>;
