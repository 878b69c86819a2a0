/**
 * One superstruct struct per field rule of spec §5: the struct's failure message is the i18n key
 * of the first rule the value breaks (required, then too short / too long, then the format), so a
 * field shows one message at a time. Blank means missing, null, an empty list or only whitespace;
 * zero (the number or the text '0') counts as filled.
 */
import { define, validate, type Struct } from 'superstruct';
import { postalCodeForWire } from './typed-values';
import { messages } from './messages';
import { isPhoneNumber } from './phone-input';

export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export interface TextRule {
  required: boolean;
  min?: number;
  max?: number;
  pattern?: RegExp;
  patternKey?: string;
}

/** The key of the first broken rule, or null. */
export function checkText(value: unknown, rule: TextRule): string | null {
  if (isBlank(value)) return rule.required ? messages.required : null;
  const text = String(value).trim();
  if (rule.min !== undefined && text.length < rule.min) return messages.tooShort;
  if (rule.max !== undefined && text.length > rule.max) return messages.tooLong;
  if (rule.pattern && !rule.pattern.test(text)) return rule.patternKey ?? messages.invalidForm;
  return null;
}

export type FieldStruct = Struct<unknown, null>;

export function textStruct(name: string, rule: TextRule): FieldStruct {
  return define<unknown>(name, (value) => checkText(value, rule) ?? true);
}

const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;.]{2,}$/;
/** Letters (with accents), digits, apostrophe, hyphen and space. */
export const NAME = /^[\p{L}\p{M}\p{N}'’ -]+$/u;
/** Letters, digits, `@ - . _` (contract E39). */
export const LOGIN = /^[\p{L}\p{N}@._-]+$/u;
export const POSTAL_CODE = /^[\p{L}\p{N}-]+$/u;
export const DOCUMENT = /^[\p{L}\p{N}-]+$/u;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** Comma-separated e-mail addresses: each one is checked. */
export function checkEmails(value: unknown, required: boolean): string | null {
  if (isBlank(value)) return required ? messages.required : null;
  const list = Array.isArray(value) ? value.map(String) : String(value).split(',');
  const filled = list.map((e) => e.trim()).filter((e) => e !== '');
  if (filled.length === 0) return required ? messages.required : null;
  return filled.every(isEmail) ? null : messages.email;
}

/**
 * A phone as people type it (`0905 123 456`, `+421 905-123-456`, `00421…`): separators and a
 * national trunk prefix are fine, what is sent is `+` and digits (phone-input.ts, decision 023).
 */
export function checkPhone(value: unknown, required: boolean): string | null {
  if (isBlank(value)) return required ? messages.required : null;
  return isPhoneNumber(String(value).trim()) ? null : messages.phone;
}

/**
 * A postal code as the country writes it (`821 08`, `SW1A 1AA`): the rules of spec §5 (2–10
 * letters, digits, hyphen) apply to what is sent, the code without its spaces (decision 023).
 */
export function checkPostalCode(value: unknown, required: boolean): string | null {
  if (isBlank(value)) return required ? messages.required : null;
  return checkText(postalCodeForWire(String(value)), { ...textRules.postalCode, required });
}

export function checkDate(value: unknown, required: boolean): string | null {
  if (isBlank(value)) return required ? messages.required : null;
  const text = String(value).trim();
  if (!ISO_DATE.test(text)) return messages.date;
  const date = new Date(`${text}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text ? messages.date : null;
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

export type TextRuleName = keyof typeof textRules;

export function emailsStruct(name: string, required: boolean): FieldStruct {
  return define<unknown>(name, (value) => checkEmails(value, required) ?? true);
}

export function emailStruct(name: string, required: boolean): FieldStruct {
  return define<unknown>(name, (value) => {
    if (isBlank(value)) return required ? messages.required : true;
    return isEmail(String(value)) || messages.email;
  });
}

export function phoneStruct(name: string, required: boolean): FieldStruct {
  return define<unknown>(name, (value) => checkPhone(value, required) ?? true);
}

export function postalCodeStruct(name: string, required: boolean): FieldStruct {
  return define<unknown>(name, (value) => checkPostalCode(value, required) ?? true);
}

export function dateStruct(name: string, required: boolean): FieldStruct {
  return define<unknown>(name, (value) => checkDate(value, required) ?? true);
}

/** A checkbox that must be ticked (terms consent). */
export function acceptedStruct(name: string, key: string): FieldStruct {
  return define<unknown>(name, (value) => value === true || key);
}

/** Runs one field struct on its own: the message key, or null when the value is fine. */
export function firstFailure(value: unknown, struct: FieldStruct): string | null {
  const [error] = validate(value, struct);
  return error ? (error.failures()[0]?.message ?? messages.invalidForm) : null;
}
