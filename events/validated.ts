/**
 * Values a boundary has already validated: the API client parses every reply with its contract
 * schema and marks the result here, so the log does not parse the same object a second time when
 * an effect puts it into a payload (a whole Cart in `cart/received` was most of an append's cost,
 * decision 007). A mark ties one object to one schema instance; the log trusts a payload field only
 * when its value carries the mark of exactly the schema that field declares, and parses everything
 * else as before.
 */
import type * as z from 'zod/mini';

const marks = new WeakMap<object, z.ZodMiniType>();

/** Records that `value` is the output of `schema` (a parse's result); returns it unchanged. */
export function markValidated<T>(schema: z.ZodMiniType, value: T): T {
  if (typeof value === 'object' && value !== null) marks.set(value, schema);
  return value;
}

/** The schema whose parse produced this value, if a boundary said so. */
export function validatedBy(value: unknown): z.ZodMiniType | undefined {
  return typeof value === 'object' && value !== null ? marks.get(value) : undefined;
}
