/**
 * The field rules of spec §5 one by one: required ('Field is required', zero counts as filled),
 * e-mail (each comma-separated entry), too short / too long at every bound, and the formats of
 * names, login, postal code, documents, phone and dates.
 */
import { describe, expect, it } from 'vitest';
import {
  dateStruct,
  emailStruct,
  emailsStruct,
  isBlank,
  phoneStruct,
  postalCodeStruct,
  textRules,
  textStruct,
  type TextRule,
} from '../../src/validation/field-rules';
import { ruleFailure, validateFields } from '../../src/validation/form-rules';
import { messages } from '../../src/validation/messages';

const x = (n: number, c = 'a') => c.repeat(n);
/** Each rule as the forms read it: the key of the first broken rule, or null. */
const textFailure = (value: unknown, rule: TextRule) => ruleFailure(value, textStruct('field', rule));
const emailsFailure = (value: unknown, required: boolean) =>
  ruleFailure(value, emailsStruct('emails', required));
const phoneFailure = (value: unknown, required: boolean) =>
  ruleFailure(value, phoneStruct('phone', required));
const postalCodeFailure = (value: unknown, required: boolean) =>
  ruleFailure(value, postalCodeStruct('postalCode', required));
const dateFailure = (value: unknown, required: boolean) =>
  ruleFailure(value, dateStruct('birthday', required));

describe('the required rule', () => {
  it("says 'Field is required' for missing, null, empty and blank values", () => {
    for (const value of [undefined, null, '', '   ', []]) {
      expect(textFailure(value, { required: true })).toBe(messages.required);
    }
  });

  it('counts zero as filled, as a number and as text', () => {
    expect(isBlank(0)).toBe(false);
    expect(textFailure(0, { required: true })).toBeNull();
    expect(textFailure('0', { required: true })).toBeNull();
  });

  it('lets an optional field stay empty but still checks what is typed', () => {
    expect(textFailure('', { required: false, min: 3 })).toBeNull();
    expect(textFailure('ab', { required: false, min: 3 })).toBe(messages.tooShort);
  });
});

describe('bounds of spec §5', () => {
  const cases: [keyof typeof textRules, number, number | undefined][] = [
    ['name', 2, 64],
    ['street', 3, 64],
    ['city', 1, 64],
    ['postalCode', 2, 10],
    ['login', 2, 125],
    ['document', 5, undefined],
  ];
  for (const [rule, min, max] of cases) {
    it(`${rule}: ${min}${max ? `–${max}` : '+'} characters`, () => {
      const r = { ...textRules[rule], required: true };
      const char = rule === 'document' || rule === 'postalCode' ? '1' : 'a';
      if (min > 1) expect(textFailure(x(min - 1, char), r)).toBe(messages.tooShort);
      expect(textFailure(x(min, char), r)).toBeNull();
      if (max !== undefined) {
        expect(textFailure(x(max, char), r)).toBeNull();
        expect(textFailure(x(max + 1, char), r)).toBe(messages.tooLong);
      }
    });
  }

  it('organisation: at most 100 characters', () => {
    const r = { ...textRules.organisation, required: true };
    expect(textFailure(x(100), r)).toBeNull();
    expect(textFailure(x(101), r)).toBe(messages.tooLong);
  });

  it('measures the trimmed value', () => {
    expect(textFailure('  ab  ', { ...textRules.street, required: true })).toBe(messages.tooShort);
  });
});

describe('formats', () => {
  const name = { ...textRules.name, required: true };
  it('accepts names with accents, digits, apostrophes, hyphens and spaces', () => {
    for (const ok of ["Ľubomír O'Neill", 'Anna-Mária 2', 'Kovács Ödön', 'Ørjan Åsen']) {
      expect(textFailure(ok, name)).toBeNull();
    }
  });

  it('refuses other characters in a name', () => {
    for (const bad of ['Jan@', 'Eva_B', 'Tom.', 'A&B']) expect(textFailure(bad, name)).toBe(messages.name);
  });

  it("allows letters, digits and @ - . _ in a login, else 'Invalid login'", () => {
    const login = { ...textRules.login, required: true };
    expect(textFailure('jana.novak_1-x@firma', login)).toBeNull();
    for (const bad of ['jana novak', 'jana!', 'a/b', 'x+y'])
      expect(textFailure(bad, login)).toBe(messages.login);
  });

  it('allows letters, digits and hyphens in a postal code', () => {
    const postal = { ...textRules.postalCode, required: true };
    expect(textFailure('81101', postal)).toBeNull();
    expect(textFailure('SW1A-1AA', postal)).toBeNull();
    expect(textFailure('811 01', postal)).toBe(messages.postalCode);
  });

  it('allows letters, digits and hyphens in a passport or id card of at least 5', () => {
    const doc = { ...textRules.document, required: true };
    expect(textFailure('AB-12345', doc)).toBeNull();
    expect(textFailure('AB 123', doc)).toBe(messages.document);
    expect(textFailure('AB12', doc)).toBe(messages.tooShort);
  });

  it('checks e-mail format', () => {
    expect(ruleFailure('jana@example.sk', emailStruct('email', true))).toBeNull();
    for (const bad of ['jana', 'jana@', '@example.sk', 'jana@example', 'ja na@example.sk']) {
      expect(ruleFailure(bad, emailStruct('email', true))).toBe(messages.email);
    }
  });

  it('checks each comma-separated e-mail', () => {
    expect(emailsFailure('a@b.sk, c@d.cz', true)).toBeNull();
    expect(emailsFailure('a@b.sk, nope', true)).toBe(messages.email);
    expect(emailsFailure(' , ', true)).toBe(messages.required);
    expect(emailsFailure('', false)).toBeNull();
    expect(emailsFailure(['a@b.sk', 'x'], true)).toBe(messages.email);
  });

  it('takes a phone number as people type it, and nothing else (decision 023)', () => {
    for (const typed of [
      '+421901123456',
      '0905 123 456',
      '0905-123-456',
      '+421 905 123 456',
      '00421 (905) 123.456',
    ])
      expect(phoneFailure(typed, true)).toBeNull();
    for (const wrong of ['call me', '12345', '+421 9o5 123 456', '1234567890123456'])
      expect(phoneFailure(wrong, true)).toBe(messages.phone);
    expect(phoneFailure('', true)).toBe(messages.required);
  });

  it('takes a postal code as the country writes it and judges what is sent (decision 023)', () => {
    for (const written of ['821 08', '110 00', '111 51', '1051', 'SW1A 1AA', 'AD-500'])
      expect(postalCodeFailure(written, true)).toBeNull();
    expect(postalCodeFailure('821/08', true)).toBe(messages.postalCode);
    expect(postalCodeFailure('1', true)).toBe(messages.tooShort);
    expect(postalCodeFailure('12345 678901', true)).toBe(messages.tooLong);
    expect(postalCodeFailure(' ', true)).toBe(messages.required);
  });

  it('wants a real calendar date', () => {
    expect(dateFailure('1995-01-01', true)).toBeNull();
    expect(dateFailure('1995-02-30', true)).toBe(messages.date);
    expect(dateFailure('01.01.1995', true)).toBe(messages.date);
  });
});

describe('validateFields', () => {
  it('reports the first broken rule of every field at once', () => {
    const errors = validateFields(
      { street: 'ab', city: '', other: 'ignored' },
      {
        street: emailStruct('street', true),
        city: emailStruct('city', true),
      },
    );
    expect(errors).toEqual({ street: messages.email, city: messages.required });
  });
});
