/**
 * A fast-check arbitrary from a zod 4 (mini or full) schema, for the schema kinds the wire contract
 * uses: objects (loose ones get an unknown extra field now and then), optional and nullable keys
 * (absent, null or present), the input side of pipes, unions, enums, literals, arrays, records,
 * strings, numbers (whole, from the schema's minimum or 0), booleans and unknown. `override` gives meaning where the
 * schema only says "string" or "number": it is asked first for every schema and object key, by
 * schema identity (e.g. the contract's shared `Money`) or by key name. zod-fast-check only supports
 * zod 3 and fast-check 3, hence this (decision 028).
 */
import fc from 'fast-check';
import type * as z from 'zod/mini';

interface Place {
  /** The object key the value sits under (undefined for array elements and the root). */
  key: string | undefined;
  /** Keys from the root, array elements as `[]`. */
  path: readonly string[];
}
export type Override = (schema: z.ZodMiniType, place: Place) => fc.Arbitrary<unknown> | undefined;

interface Check {
  check: string;
  value?: number;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  length?: number;
}
interface Def {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  catchall?: z.ZodMiniType;
  innerType?: z.ZodMiniType;
  in?: z.ZodMiniType;
  options?: readonly z.ZodMiniType[];
  entries?: Record<string, string | number>;
  values?: readonly unknown[];
  element?: z.ZodMiniType;
  items?: readonly z.ZodMiniType[];
  keyType?: z.ZodMiniType;
  valueType?: z.ZodMiniType;
  format?: string;
  checks?: readonly { _zod: { def: Check } }[];
  /** A check schema such as z.int() carries its own check in the def. */
  check?: string;
}

const defOf = (s: z.ZodMiniType) => (s as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (d: Def): Check[] => (d.checks ?? []).map((c) => c._zod.def);
const neutralText = fc.constantFrom('Alpha', 'Beta 2', 'Gama-3', 'Šťastný deň', 'Ünnep', 'Ålesund', 'x');

export interface FromSchemaOptions {
  override?: Override;
  /** Longest generated array (default 3). */
  maxLength?: number;
}

export function arbitraryFromSchema<T extends z.ZodMiniType>(
  schema: T,
  opts: FromSchemaOptions = {},
): fc.Arbitrary<z.input<T>> {
  const maxLength = opts.maxLength ?? 3;
  const go = (s: z.ZodMiniType, place: Place): fc.Arbitrary<unknown> => {
    const own = opts.override?.(s, place);
    if (own) return own;
    const d = defOf(s);
    const checks = checksOf(d);
    switch (d.type) {
      case 'object': {
        const shape = d.shape ?? {};
        const required: Record<string, fc.Arbitrary<unknown>> = {};
        const optional: Record<string, fc.Arbitrary<unknown>> = {};
        for (const [key, child] of Object.entries(shape)) {
          const arb = go(child, { key, path: [...place.path, key] });
          if (mayBeAbsent(child)) optional[key] = arb;
          else required[key] = arb;
        }
        const loose = d.catchall && defOf(d.catchall).type === 'unknown';
        return fc
          .tuple(
            fc.record(required),
            fc.record(optional, { requiredKeys: [] }),
            loose
              ? fc.option(fc.constant({ unknownExtraField: { ignored: true } }), { freq: 4 })
              : fc.constant(null),
          )
          .map(([r, o, extra]) => ({ ...r, ...dropUndefined(o), ...(extra ?? {}) }));
      }
      case 'optional':
        return fc.option(go(d.innerType!, place), { nil: undefined, freq: 3 });
      case 'nullable':
        return fc.option(go(d.innerType!, place), { nil: null, freq: 3 });
      case 'pipe':
        return go(d.in!, place);
      case 'default':
      case 'readonly':
        return go(d.innerType!, place);
      case 'union':
        return fc.oneof(...d.options!.map((o) => go(o, place)));
      case 'enum':
        return fc.constantFrom(...Object.values(d.entries!));
      case 'literal':
        return fc.constantFrom(...d.values!);
      case 'array': {
        const exact = checks.find((c) => c.check === 'length_equals')?.length;
        const min = checks.find((c) => c.check === 'min_length')?.minimum ?? 0;
        const element = go(d.element!, { key: undefined, path: [...place.path, '[]'] });
        return exact !== undefined
          ? fc.array(element, { minLength: exact, maxLength: exact })
          : fc.array(element, { minLength: min, maxLength: Math.max(min, maxLength) });
      }
      case 'tuple':
        return fc.tuple(
          ...(d.items ?? []).map((item, i) => go(item, { key: undefined, path: [...place.path, String(i)] })),
        );
      case 'record':
        return fc
          .uniqueArray(
            fc.tuple(go(d.keyType!, place), go(d.valueType!, { key: undefined, path: [...place.path, '*'] })),
            {
              maxLength: 2,
              selector: ([k]) => k,
            },
          )
          .map((pairs) => Object.fromEntries(pairs as [string, unknown][]));
      case 'string':
        return neutralText;
      case 'number': {
        // plain numbers in this contract are counts, sizes and ids: whole and not negative unless a
        // check says otherwise; amounts with decimals come through `override` (the shared Money)
        const min = checks.find((c) => c.check === 'greater_than');
        const lower = min ? (min.value ?? 0) + (min.inclusive ? 0 : 1) : 0;
        return fc.integer({ min: lower, max: lower + 1000 });
      }
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'unknown':
      case 'any':
        return fc.constant({ opaque: true });
      default:
        throw new Error(
          `arbitraryFromSchema: no arbitrary for zod type '${d.type}' at ${place.path.join('.')}`,
        );
    }
  };
  return go(schema, { key: undefined, path: [] }) as fc.Arbitrary<z.input<T>>;
}

/** Whether the key may be left out on the wire (optional, or `nullish` read through a pipe). */
function mayBeAbsent(s: z.ZodMiniType): boolean {
  const d = defOf(s);
  if (d.type === 'optional') return true;
  if (d.type === 'pipe') return mayBeAbsent(d.in!);
  return false;
}

function dropUndefined(o: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}
