/**
 * Payload validation at append (decision 007). Every payload is parsed with its catalogue schema,
 * except the top-level fields whose value a boundary has already parsed with exactly the schema the
 * field declares (events/validated.ts): those fields are checked by mark and passed through as they
 * are, the rest of the payload is parsed as usual. A parse of a parse's output gives the same value
 * (the contract schemas are idempotent), so the stored payload is the same either way; what is saved
 * is parsing a whole Cart twice per reply.
 */
import * as z from 'zod/mini';
import { validatedBy } from './validated';

type Field = readonly [key: string, schema: z.ZodMiniType];
type ParseResult = ReturnType<z.ZodMiniType['safeParse']>;

/** Per payload schema: its object fields (empty when it is not a plain object schema). */
const fieldsOf = new WeakMap<z.ZodMiniType, readonly Field[]>();
/** Per payload schema and set of trusted keys: the schema with those fields taken as they are. */
const variantsOf = new WeakMap<z.ZodMiniType, Map<string, z.ZodMiniType | null>>();

export function parsePayload(schema: z.ZodMiniType, payload: unknown): ParseResult {
  const trusted = trustedKeys(schema, payload);
  const variant = trusted === null ? null : variantOf(schema, trusted);
  return (variant ?? schema).safeParse(payload);
}

function trustedKeys(schema: z.ZodMiniType, payload: unknown): string[] | null {
  if (typeof payload !== 'object' || payload === null) return null;
  let trusted: string[] | null = null;
  for (const [key, fieldSchema] of fields(schema)) {
    if (validatedBy((payload as Record<string, unknown>)[key]) === fieldSchema) (trusted ??= []).push(key);
  }
  return trusted;
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
