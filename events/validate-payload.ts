/**
 * Payload validation at append (decision 007). Every payload is parsed with its catalogue schema,
 * except the top-level fields whose value a boundary has already parsed with exactly the schema the
 * field declares (events/validated.ts): those fields are checked by mark and passed through as they
 * are, the rest of the payload is parsed as usual. A parse of a parse's output gives the same value
 * (the contract schemas are idempotent), so the stored payload is the same either way; what is saved
 * is parsing a whole Cart twice per reply. It also tells which of those fields need no redaction walk
 * of their own (parsed, by a schema that keeps values, from an object the log found clean).
 */
import * as z from 'zod/mini';
import { keepsValues } from './keeps-values';
import { isKnownClean } from './redact';
import { parsedFrom, validatedBy } from './validated';

type Field = readonly [key: string, schema: z.ZodMiniType];
type ParseResult = ReturnType<z.ZodMiniType['safeParse']>;

/** Per payload schema: its object fields (empty when it is not a plain object schema). */
const fieldsOf = new WeakMap<z.ZodMiniType, readonly Field[]>();
/** Per payload schema and set of trusted keys: the schema with those fields taken as they are. */
const variantsOf = new WeakMap<z.ZodMiniType, Map<string, z.ZodMiniType | null>>();

export type ParsedPayload = ParseResult & {
  /** Trusted fields (taken as they are) whose value needs no redaction walk either. */
  readonly clean: readonly string[];
};

const NONE: readonly string[] = [];

/** Parses a payload; `extraKeys` are the event's own secret keys, to tell which fields are clean. */
export function parsePayload(
  schema: z.ZodMiniType,
  payload: unknown,
  extraKeys?: readonly string[],
): ParsedPayload {
  const trusted = trustedFields(schema, payload);
  if (trusted === null) return Object.assign(schema.safeParse(payload), { clean: NONE });
  const variant = variantOf(
    schema,
    trusted.map(([key]) => key),
  );
  const result = (variant ?? schema).safeParse(payload);
  const clean = variant === null ? NONE : cleanFields(trusted, payload as Record<string, unknown>, extraKeys);
  return Object.assign(result, { clean });
}

function trustedFields(schema: z.ZodMiniType, payload: unknown): Field[] | null {
  if (typeof payload !== 'object' || payload === null) return null;
  let trusted: Field[] | null = null;
  for (const field of fields(schema)) {
    if (validatedBy((payload as Record<string, unknown>)[field[0]]) === field[1])
      (trusted ??= []).push(field);
  }
  return trusted;
}

/**
 * Trusted fields parsed from an object the log has already found free of secrets, by a schema that
 * keeps values (events/keeps-values.ts): they hold no secret either.
 */
function cleanFields(
  trusted: readonly Field[],
  payload: Record<string, unknown>,
  extraKeys: readonly string[] | undefined,
): readonly string[] {
  let clean: string[] | null = null;
  for (const [key, fieldSchema] of trusted) {
    const source = parsedFrom(payload[key]);
    if (source !== undefined && isKnownClean(source, extraKeys) && keepsValues(fieldSchema))
      (clean ??= []).push(key);
  }
  return clean ?? NONE;
}

function fields(schema: z.ZodMiniType): readonly Field[] {
  let known = fieldsOf.get(schema);
  if (known === undefined) {
    const def = schema._zod.def as { type: string; shape?: Record<string, z.ZodMiniType> };
    known = def.type === 'object' && def.shape ? Object.entries(def.shape) : [];
    fieldsOf.set(schema, known);
  }
  return known;
}

function variantOf(schema: z.ZodMiniType, keys: readonly string[]): z.ZodMiniType | null {
  let variants = variantsOf.get(schema);
  if (!variants) variantsOf.set(schema, (variants = new Map()));
  const id = keys.join('\u0000');
  let variant = variants.get(id);
  if (variant === undefined) {
    try {
      const shape = Object.fromEntries(keys.map((key) => [key, z.unknown()]));
      variant = z.safeExtend(schema as z.ZodMiniObject, shape as never) as z.ZodMiniType;
    } catch {
      variant = null; // a schema that cannot be extended is simply parsed whole
    }
    variants.set(id, variant);
  }
  return variant;
}
