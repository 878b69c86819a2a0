/**
 * One superstruct struct per field rule of spec §5: the struct's failure message is the i18n key
 * of the first rule the value breaks (required, then too short / too long, then the format), so a
 * field shows one message at a time; form-rules.ts reads it. Blank means missing, null, an empty
 * list or only whitespace; zero (the number or the text '0') counts as filled.
 */
import { define, refine, type Struct } from 'superstruct';
import { postalCodeForWire } from './typed-values';
import { messages } from './messages';
import { isPhoneNumber } from './phone-input';

export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export type FieldStruct = Struct<unknown, null>;

/** One check of a filled field's trimmed text: true, or the key of the message it fails with. */
export type TextCheck = readonly [refinement: string, check: (text: string) => true | string];

/**
 * A field's rule: a blank value is 'Field is required' when the field is required and passes when
 * it is not; a filled one (as trimmed text) then goes through the checks in order, and the first
 * it breaks names the message.
 */
export function fieldStruct(name: string, required: boolean, checks: readonly TextCheck[] = []): FieldStruct {
  const filled = define<unknown>(name, (value) => !required || !isBlank(value) || messages.required);
  return checks.reduce<FieldStruct>(
    (struct, [refinement, check]) =>
      refine(struct, refinement, (value) => isBlank(value) || check(String(value).trim())),
    filled,
  );
}

/** A field that only has to be filled in. */
export function requiredStruct(name: string): FieldStruct {
  return fieldStruct(name, true);
}

export interface TextRule {
  required: boolean;
  min?: number;
  max?: number;
  pattern?: RegExp;
  patternKey?: string;
}

/** The bounds and format of a text rule as checks: too short, too long, then the pattern. */
function textChecks(rule: Omit<TextRule, 'required'>): TextCheck[] {
  const { min, max, pattern, patternKey } = rule;
  const checks: TextCheck[] = [];
  if (min !== undefined) checks.push(['min', (text) => text.length >= min || messages.tooShort]);
  if (max !== undefined) checks.push(['max', (text) => text.length <= max || messages.tooLong]);
  if (pattern) checks.push(['pattern', (text) => pattern.test(text) || (patternKey ?? messages.invalidForm)]);
  return checks;
}

export function textStruct(name: string, rule: TextRule): FieldStruct {
  return fieldStruct(name, rule.required, textChecks(rule));
}

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;.]{2,}$/;
/** Letters (with accents), digits, apostrophe, hyphen and space. */
const NAME = /^[\p{L}\p{M}\p{N}'’ -]+$/u;
/** Letters, digits, `@ - . _` (contract E39). */
const LOGIN = /^[\p{L}\p{N}@._-]+$/u;
const POSTAL_CODE = /^[\p{L}\p{N}-]+$/u;
const DOCUMENT = /^[\p{L}\p{N}-]+$/u;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** The bounds of spec §5, one entry per field kind. */
export const textRules = {
  name: { min: 2, max: 64, pattern: NAME, patternKey: messages.name },
  organisation: { max: 100 },
  contactPerson: { min: 2, max: 64, pattern: NAME, patternKey: messages.name },
  street: { min: 3, max: 64 },
  street2: { max: 64 },
  city: { min: 1, max: 64 },
  postalCode: { min: 2, max: 10, pattern: POSTAL_CODE, patternKey: messages.postalCode },
  document: { min: 5, pattern: DOCUMENT, patternKey: messages.document },
  login: { min: 2, max: 125, pattern: LOGIN, patternKey: messages.login },
  identifier: { max: 32 },
} satisfies Record<string, Omit<TextRule, 'required'>>;

/** Comma-separated e-mail addresses (or a list of them): each one is checked; no entry is blank. */
export function emailsStruct(name: string, required: boolean): FieldStruct {
  return define<unknown>(name, (value) => {
    const list = isBlank(value) ? [] : Array.isArray(value) ? value.map(String) : String(value).split(',');
    const filled = list.map((e) => e.trim()).filter((e) => e !== '');
    if (filled.length === 0) return !required || messages.required;
    return filled.every(isEmail) || messages.email;
  });
}

export function emailStruct(name: string, required: boolean): FieldStruct {
  return fieldStruct(name, required, [['email', (text) => isEmail(text) || messages.email]]);
}

/**
 * A phone as people type it (`0905 123 456`, `+421 905-123-456`, `00421…`): separators and a
 * national trunk prefix are fine, what is sent is `+` and digits (phone-input.ts, decision 023).
 */
export function phoneStruct(name: string, required: boolean): FieldStruct {
  return fieldStruct(name, required, [['phone', (text) => isPhoneNumber(text) || messages.phone]]);
}

/**
 * A postal code as the country writes it (`821 08`, `SW1A 1AA`): the rules of spec §5 (2–10
 * letters, digits, hyphen) apply to what is sent, the code without its spaces (decision 023).
 */
export function postalCodeStruct(name: string, required: boolean): FieldStruct {
  const onWire = textChecks(textRules.postalCode).map(([refinement, check]): TextCheck => [
    refinement,
    (text) => check(postalCodeForWire(text)),
  ]);
  return fieldStruct(name, required, onWire);
}

function isCalendarDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

export function dateStruct(name: string, required: boolean): FieldStruct {
  return fieldStruct(name, required, [['date', (text) => isCalendarDate(text) || messages.date]]);
}

/** A checkbox that must be ticked (terms consent). */
export function acceptedStruct(name: string, key: string): FieldStruct {
  return define<unknown>(name, (value) => value === true || key);
}
