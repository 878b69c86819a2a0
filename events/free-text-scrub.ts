/**
 * Personal data found by what it is, not by the name of its field (decision 037, issue 30): an
 * e-mail, a phone number (international, or national as customers type it, with spaces), a
 * card-like number (13–19 digits, spaces or dashes between, Luhn-valid) or an IBAN (mod-97 valid)
 * inside any text that no field name has classified (a flash message, an error's detail, a note in
 * a recorded body, an id field a customer typed into). Each is replaced by a stand-in of its kind
 * from the same pseudonymiser as the field-based ones, so the same value gets the same stand-in
 * everywhere in a report. The anchor is Sentry's data scrubbing (`@email`, `@creditcard`).
 */
import type { Pseudonymiser } from './pseudonyms';

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;
/** A run of 13–19 digits with single spaces or dashes between them. */
const CARD = /(?<![\p{L}\p{N}])\d(?:[ -]?\d){12,18}(?![\p{L}\p{N}])/gu;
/** Two letters, two check digits, 11–30 letters or digits, in groups of four as printed. */
const IBAN = /(?<![\p{L}\p{N}])[A-Z]{2}\d{2}(?: ?[A-Z\d]){11,30}(?![\p{L}\p{N}])/gu;
/**
 * A phone: `+` or `00` and 8–15 digits; a national number with its trunk `0` (`0905 123 456`,
 * `02/123 456 78`); or three groups of three digits (`605 123 456`, a Czech number as typed).
 */
const PHONE =
  /(?<![\p{L}\p{N}+])(?:(?:\+|00)\d{1,4}(?:[ .-]?(?:\(\d{1,4}\)|\d{1,4})){2,7}|0\d{1,4}(?:[ /-]?\d{2,4}){1,4}|\d{3} \d{3} \d{3})(?![\p{L}\p{N}])/gu;
/** Cheap test before the patterns: an `@`, or eight digits with at most separators between. */
const MAYBE = /@|\d(?:[^\p{L}\p{N}]{0,3}\d){7}/u;

/** The text with every e-mail, card-like number, IBAN and phone number in it replaced. */
export function scrubFreeText(text: string, p: Pseudonymiser): string {
  if (text.length < 8 || !MAYBE.test(text)) return text;
  return text
    .replace(EMAIL, (found) => p.value('email', found))
    .replace(CARD, (found) => (luhn(found) ? p.value('card', found) : found))
    .replace(IBAN, (found) => (ibanValid(found) ? p.value('iban', found) : found))
    .replace(PHONE, (found) => (phoneDigits(found) ? p.value('phone', found) : found));
}

function luhn(value: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = value.length - 1; i >= 0; i--) {
    const code = value.charCodeAt(i) - 48;
    if (code < 0 || code > 9) continue;
    const d = double ? code * 2 : code;
    sum += d > 9 ? d - 9 : d;
    double = !double;
  }
  return sum % 10 === 0;
}

function ibanValid(value: string): boolean {
  const compact = value.replace(/ /g, '');
  const moved = compact.slice(4) + compact.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const n = ch >= 'A' ? ch.charCodeAt(0) - 55 : Number(ch);
    rest = (rest * (n > 9 ? 100 : 10) + n) % 97;
  }
  return rest === 1;
}

/** A phone number has 9–15 digits (a national one without its dial code has 9 or more too). */
function phoneDigits(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return digits >= 9 && digits <= 15;
}
