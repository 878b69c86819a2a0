/**
 * Whole-form validation: a superstruct `type` of field structs, plus the one-of rule of spec §5
 * ('At least one field of the collection must be provided'). The result is a plain record of
 * field → message key, empty when the form is valid. Both checks always run, so every broken
 * field shows its message after a submit, not only the first one.
 */
import { define, type, validate } from 'superstruct';
import { isBlank, type FieldStruct } from './field-rules';
import { messages } from './messages';

export type FieldErrors = Record<string, string>;

export function validateFields(
  values: Readonly<Record<string, unknown>>,
  fields: Record<string, FieldStruct>,
): FieldErrors {
  const [error] = validate(values, type(fields));
  const out: FieldErrors = {};
  for (const failure of error?.failures() ?? []) {
    const field = String(failure.path[0] ?? '');
    if (field !== '' && !(field in out)) out[field] = failure.message;
  }
  return out;
}

/** Each group needs one filled field; an unfilled group flags every field of it. */
export function oneOfStruct(groups: readonly (readonly string[])[]) {
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
  const [error] = validate(values, oneOfStruct(groups));
  const out: FieldErrors = {};
  for (const failure of error?.failures() ?? []) out[String(failure.path[0])] ??= failure.message;
  return out;
}

/**
 * Spec §5 'Cannot submit an empty form': every field the customer fills in is blank (selects that
 * always hold a choice, such as a period or an option group, are not among them). Decision 016.
 */
export function isEmptyForm(values: Readonly<Record<string, unknown>>, fields: readonly string[]): boolean {
  return fields.length > 0 && fields.every((field) => isBlank(values[field]));
}

/** Field errors first (a field's own problem is more useful than the group's). */
export function validateForm(
  values: Readonly<Record<string, unknown>>,
  fields: Record<string, FieldStruct>,
  oneOf: readonly (readonly string[])[] = [],
): FieldErrors {
  return { ...validateOneOf(values, oneOf), ...validateFields(values, fields) };
}
