/**
 * Values a boundary has already validated: the API client parses every reply with its contract
 * schema and marks the result here, so the log does not parse the same object a second time when
 * an effect puts it into a payload (a whole Cart in `cart/received` was most of an append's cost,
 * decision 007). A mark ties one object to one schema instance, and to the object it was parsed
 * from; the log trusts a payload field only when its value carries the mark of exactly the schema
 * that field declares, and parses everything else as before.
 */
import type * as z from 'zod/mini';

interface Mark {
  schema: z.ZodMiniType;
  /** The object the value was parsed from (the reply's raw JSON), if the boundary said so. */
  source: object | undefined;
}

const marks = new WeakMap<object, Mark>();
/** Objects some validated value was parsed from. */
const sources = new WeakSet<object>();

/**
 * Records that `value` is the output of `schema` (a parse's result), parsed from `source`; returns
 * it unchanged.
 */
export function markValidated<T>(schema: z.ZodMiniType, value: T, source?: unknown): T {
  if (typeof value === 'object' && value !== null) {
    const from = typeof source === 'object' && source !== null ? source : undefined;
    marks.set(value, { schema, source: from });
    if (from !== undefined) sources.add(from);
  }
  return value;
}

/** The schema whose parse produced this value, if a boundary said so. */
export function validatedBy(value: unknown): z.ZodMiniType | undefined {
  return typeof value === 'object' && value !== null ? marks.get(value)?.schema : undefined;
}

/** The object this validated value was parsed from, if a boundary said so. */
export function parsedFrom(value: unknown): object | undefined {
  return typeof value === 'object' && value !== null ? marks.get(value)?.source : undefined;
}

/** Whether some validated value was parsed from this object (a reply's raw JSON). */
export function isParseSource(value: object): boolean {
  return sources.has(value);
}
