/**
 * Whether a schema only keeps what it is given: its output holds no key the input did not hold and
 * no value the input did not hold at the same place (no defaults, no fallbacks, no rewriting checks,
 * no transforms but the ones registered here as value-preserving). A value parsed by such a schema
 * from an object the log has already walked and found free of secrets is free of them too, so the
 * log need not walk it a second time (events/redact.ts, decision 007). Anything the analysis does
 * not know is taken as not keeping values, which only costs a walk.
 */
import type * as z from 'zod/mini';

/** Transforms known to give back their input or null (`nullish` in contract/scalars.ts). */
const preserving = new WeakSet<object>();

/** Registers a transform that returns its input, or null in place of undefined. */
export function valuePreserving<S extends z.ZodMiniType>(transform: S): S {
  preserving.add(transform);
  return transform;
}

/** The parts of a zod/mini schema's definition that a walk over schemas reads. */
export interface ZodDef {
  type: string;
  checks?: readonly { _zod: { def: { check: string } } }[];
  shape?: Record<string, z.ZodMiniType>;
  catchall?: z.ZodMiniType;
  element?: z.ZodMiniType;
  items?: readonly z.ZodMiniType[];
  rest?: z.ZodMiniType | null;
  options?: readonly z.ZodMiniType[];
  left?: z.ZodMiniType;
  right?: z.ZodMiniType;
  keyType?: z.ZodMiniType;
  valueType?: z.ZodMiniType;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  out?: z.ZodMiniType;
  getter?: () => z.ZodMiniType;
}

const LEAVES = new Set([
  'string',
  'number',
  'boolean',
  'bigint',
  'symbol',
  'null',
  'undefined',
  'void',
  'never',
  'any',
  'unknown',
  'enum',
  'literal',
  'nan',
  'template_literal',
  'date',
]);
const WRAPPERS = new Set(['optional', 'nullable', 'nonoptional', 'readonly']);

const known = new WeakMap<z.ZodMiniType, boolean>();

export function keepsValues(schema: z.ZodMiniType): boolean {
  const cached = known.get(schema);
  if (cached !== undefined) return cached;
  known.set(schema, true); // a recursive (lazy) schema is judged by its other parts
  const result = judge(schema);
  known.set(schema, result);
  return result;
}

function judge(schema: z.ZodMiniType): boolean {
  const def = schema._zod.def as ZodDef;
  if (def.checks?.some((check) => check._zod.def.check === 'overwrite')) return false;
  const all = (parts: readonly (z.ZodMiniType | null | undefined)[]) =>
    parts.every((part) => part == null || keepsValues(part));
  if (LEAVES.has(def.type)) return true;
  if (WRAPPERS.has(def.type)) return all([def.innerType]);
  switch (def.type) {
    case 'object':
      return all([...Object.values(def.shape ?? {}), def.catchall]);
    case 'array':
      return all([def.element]);
    case 'tuple':
      return all([...(def.items ?? []), def.rest]);
    case 'union':
      return all(def.options ?? []);
    case 'intersection':
      return all([def.left, def.right]);
    case 'record':
      return all([def.keyType, def.valueType]);
    case 'pipe':
      return all([def.in, def.out]);
    case 'lazy':
      return def.getter ? keepsValues(def.getter()) : false;
    case 'transform':
      return preserving.has(schema);
    default:
      return false; // default, prefault, catch, custom, map, set, promise, file, success…
  }
}
