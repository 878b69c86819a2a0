/**
 * Sign-up password rules (spec §5, contract E39): at least 8 characters, lower and upper case, a
 * digit and a special character; the meter's score counts the rules met; generated passwords
 * always pass.
 */
import { describe, expect, it } from 'vitest';
import { ruleFailure } from '../../src/validation/form-rules';
import { messages } from '../../src/validation/messages';
import {
  generatePassword,
  passwordChecks,
  passwordStrength,
  passwordStruct,
} from '../../src/validation/password';

const passwordFailure = (password: string) => ruleFailure(password, passwordStruct());

describe('password strength', () => {
  it('accepts only a password that meets all four rules', () => {
    expect(passwordFailure('Abcdef1!')).toBeNull();
    expect(passwordFailure('abcdef1!')).toBe(messages.passwordWeak);
    expect(passwordFailure('ABCDEF1!')).toBe(messages.passwordWeak);
    expect(passwordFailure('Abcdefg!')).toBe(messages.passwordWeak);
    expect(passwordFailure('Abcdefg1')).toBe(messages.passwordWeak);
    expect(passwordFailure('Abcde1!')).toBe(messages.passwordWeak);
    expect(passwordFailure('')).toBe(messages.required);
  });

  it('names each rule met', () => {
    expect(passwordChecks('abc')).toEqual({ length: false, cases: false, digit: false, special: false });
    expect(passwordChecks('Abcdefgh')).toEqual({ length: true, cases: true, digit: false, special: false });
    expect(passwordChecks('Žluťoučký1?')).toEqual({ length: true, cases: true, digit: true, special: true });
  });

  it('scores one point per rule for the meter', () => {
    expect(passwordStrength('')).toMatchObject({ score: 0, level: 'empty', acceptable: false });
    expect(passwordStrength('abc')).toMatchObject({ score: 0, level: 'weak' });
    expect(passwordStrength('abcdefgh')).toMatchObject({ score: 1, level: 'weak' });
    expect(passwordStrength('Abcdefgh')).toMatchObject({ score: 2, level: 'fair' });
    expect(passwordStrength('Abcdefg1')).toMatchObject({ score: 3, level: 'good' });
    expect(passwordStrength('Abcdef1!')).toMatchObject({ score: 4, level: 'strong', acceptable: true });
  });

  it('does not count a space as a special character', () => {
    expect(passwordChecks('Abc def1').special).toBe(false);
  });
});

describe('generated passwords', () => {
  it('always meet every rule, whatever the random source', () => {
    const sources = [() => 0, (n: number) => n - 1, (n: number) => Math.floor(n / 2)];
    for (const random of sources) {
      const password = generatePassword(random, 8);
      expect(password).toHaveLength(8);
      expect(passwordStrength(password).acceptable).toBe(true);
    }
  });

  it('are 16 characters by default and never shorter than 8', () => {
    expect(generatePassword()).toHaveLength(16);
    expect(generatePassword(undefined, 4)).toHaveLength(8);
    expect(passwordStrength(generatePassword()).acceptable).toBe(true);
  });
});
