/**
 * Password rules of sign-up (spec §5, contract E39): at least 8 characters, lower- and upper-case
 * letters, a digit and a special character. The strength score (0–4, one point per rule met) drives
 * the meter; a password is acceptable only with all four. The generator draws from a random source
 * the caller passes in (the view uses crypto), so it stays pure and testable.
 */
import { define } from 'superstruct';
import type { FieldStruct } from './field-rules';
import { messages } from './messages';

const PASSWORD_MIN_LENGTH = 8;

export interface PasswordChecks {
  length: boolean;
  cases: boolean;
  digit: boolean;
  special: boolean;
}

type StrengthLevel = 'empty' | 'weak' | 'fair' | 'good' | 'strong';

export interface PasswordStrength {
  checks: PasswordChecks;
  /** Rules met, 0–4. */
  score: number;
  level: StrengthLevel;
  acceptable: boolean;
}

export function passwordChecks(password: string): PasswordChecks {
  return {
    length: [...password].length >= PASSWORD_MIN_LENGTH,
    cases: /\p{Ll}/u.test(password) && /\p{Lu}/u.test(password),
    digit: /\p{Nd}/u.test(password),
    special: /[^\p{L}\p{N}\s]/u.test(password),
  };
}

const levels: readonly StrengthLevel[] = ['weak', 'weak', 'fair', 'good', 'strong'];

export function passwordStrength(password: string): PasswordStrength {
  const checks = passwordChecks(password);
  const score = Object.values(checks).filter(Boolean).length;
  const acceptable = score === 4;
  const level: StrengthLevel = password === '' ? 'empty' : (levels[score] ?? 'weak');
  return { checks, score, level, acceptable };
}

/** Required (an empty password is missing; spaces are a weak one), then all four rules met. */
export function passwordStruct(name = 'password'): FieldStruct {
  return define<unknown>(name, (value) => {
    const password = typeof value === 'string' ? value : '';
    if (password === '') return messages.required;
    return passwordStrength(password).acceptable || messages.passwordWeak;
  });
}

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '!@#$%^&*-_=+?';
const ALL = LOWER + UPPER + DIGITS + SPECIAL;

/** `random(n)` returns an integer in [0, n). */
export type RandomInt = (n: number) => number;

function cryptoRandomInt(n: number): number {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return (buffer[0] ?? 0) % n;
}

const pick = (alphabet: string, random: RandomInt) => alphabet[random(alphabet.length)] ?? alphabet[0] ?? 'x';

/** A random password that always meets every rule (one character of each class, then shuffled). */
export function generatePassword(random: RandomInt = cryptoRandomInt, length = 16): string {
  const size = Math.max(length, PASSWORD_MIN_LENGTH);
  const chars = [pick(LOWER, random), pick(UPPER, random), pick(DIGITS, random), pick(SPECIAL, random)];
  while (chars.length < size) chars.push(pick(ALL, random));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = random(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}
