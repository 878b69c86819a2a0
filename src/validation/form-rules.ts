/**
 * The one way to read a form rule: every rule of src/validation is a superstruct struct whose
 * failure message is the i18n key of the spec's message (src/validation/messages.ts), and this module is the only
 * reader of its StructError. Why, and which rules are not structs:
 * docs/decisions/036-feature-map-and-one-way.md ("Form rules one way").
 */
import { define, type, validate, type Failure, type Struct, type StructError } from 'superstruct';
import { isBlank, type FieldStruct } from './field-rules';
import { messages } from './messages';

/** Field → the message key of its first broken rule; a field that passes is absent. */
export type FieldErrors = Record<string, string>;

/** A value a rule accepted (as its struct coerced it), or the rule it broke and where. */
export type RuleCheck<T> =
  { ok: true; value: T } | { ok: false; failure: string; path: readonly (string | number)[] };

function firstFailureOf(error: StructError): Failure | undefined {
  return error.failures()[0];
}

/**
 * The value as the struct coerces it (what is sent, e.g. a typed domain trimmed; a struct without
 * `coerce` leaves it as it is), or the key of the first rule it breaks with the path of the part
 * that broke it (empty for the whole value).
 */
export function checkRule<T, S>(value: unknown, struct: Struct<T, S>): RuleCheck<T> {
  const [error, coerced] = validate(value, struct, { coerce: true });
  if (!error) return { ok: true, value: coerced };
  const failure = firstFailureOf(error);
  return { ok: false, failure: failure?.message ?? messages.invalidForm, path: failure?.path ?? [] };
}

/** The message key of the first rule the value breaks, or null when it passes. */
export function ruleFailure<T, S>(value: unknown, struct: Struct<T, S>): string | null {
  const check = checkRule(value, struct);
  return check.ok ? null : check.failure;
}

/** The first failure of each field (the first element of a failure's path). */
function fieldFailures(error: StructError | undefined): FieldErrors {
  const out: FieldErrors = {};
  for (const failure of error?.failures() ?? []) {
    const field = String(failure.path[0] ?? '');
    if (field !== '' && !(field in out)) out[field] = failure.message;
  }
  return out;
}

export function validateFields(
  values: Readonly<Record<string, unknown>>,
  fields: Record<string, FieldStruct>,
): FieldErrors {
  const [error] = validate(values, type(fields), { coerce: true });
  return fieldFailures(error);
}

/** Each group needs one filled field; an unfilled group flags every field of it. */
function oneOfStruct(groups: readonly (readonly string[])[]) {
  return define<Record<string, unknown>>('oneOf', (value) => {
    const record = (value ?? {}) as Record<string, unknown>;
    return groups
      .filter((group) => group.length > 0 && group.every((field) => isBlank(record[field])))
      .flatMap((group) => group.map((field) => ({ path: [field], message: messages.oneOf })));
  });
}

export function validateOneOf(
  values: Readonly<Record<string, unknown>>,
  groups: readonly (readonly string[])[],
): FieldErrors {
  const [error] = validate(values, oneOfStruct(groups), { coerce: true });
  return fieldFailures(error);
}

/**
 * Spec §5 'Cannot submit an empty form': every field the customer fills in is blank (selects that
 * always hold a choice, such as a period or an option group, are not among them). Decision 016.
 * A question about the whole form, not a field's rule: the view picks its form-level line by it.
 */
export function isEmptyForm(values: Readonly<Record<string, unknown>>, fields: readonly string[]): boolean {
  return fields.length > 0 && fields.every((field) => isBlank(values[field]));
}

/**
 * Every broken field of a form (field → key, empty when valid), with the one-of rule of spec §5
 * ('At least one field of the collection must be provided'). Both checks always run, so every
 * broken field shows its message after a submit, not only the first one. Field errors first (a
 * field's own problem is more useful than the group's).
 */
export function validateForm(
  values: Readonly<Record<string, unknown>>,
  fields: Record<string, FieldStruct>,
  oneOf: readonly (readonly string[])[] = [],
): FieldErrors {
  return { ...validateOneOf(values, oneOf), ...validateFields(values, fields) };
}
