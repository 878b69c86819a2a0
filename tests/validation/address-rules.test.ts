/**
 * The address form's rules as a whole (spec §5 "Address"): each field its rule, required as the
 * layout says, the one-of rule ('At least one field of the collection must be provided'), the
 * country first ('You need to provide country first'), and the sign-up fields.
 */
import { describe, expect, it } from 'vitest';
import { validateAddress } from '../../src/validation/address-rules';
import { tidyEmails } from '../../src/validation/emails-input';
import { validateOneOf } from '../../src/validation/form-rules';
import { messages } from '../../src/validation/messages';
import { validateSignup } from '../../src/validation/signup-rules';

const complete = {
  type: 'personal',
  firstName: 'Jana',
  lastName: 'Nováková',
  email: 'jana@example.sk',
  emails: 'jana@example.sk',
  phone: '+421901123456',
  street: 'Hlavná 1',
  city: 'Bratislava',
  postalCode: '81101',
  countryCode: 'SK',
};
const fields = Object.keys(complete).map((name) => ({ name: name as 'type', required: true }));

describe('validateAddress', () => {
  it('passes a complete personal address', () => {
    expect(validateAddress(complete, fields)).toEqual({});
  });

  it('names every missing required field', () => {
    const errors = validateAddress({ type: 'personal', countryCode: 'SK' }, fields);
    expect(errors).toEqual({
      firstName: messages.required,
      lastName: messages.required,
      email: messages.required,
      emails: messages.required,
      phone: messages.required,
      street: messages.required,
      city: messages.required,
      postalCode: messages.required,
    });
  });

  it('asks for the country first', () => {
    expect(validateAddress({ ...complete, countryCode: '' }, fields).countryCode).toBe(
      messages.countryRequired,
    );
  });

  it('leaves optional fields alone when empty but checks them when filled', () => {
    const optional = [
      { name: 'street2' as const, required: false },
      { name: 'passport' as const, required: false },
    ];
    expect(validateAddress({}, optional)).toEqual({});
    expect(validateAddress({ street2: 'x'.repeat(65), passport: 'A1' }, optional)).toEqual({
      street2: messages.tooLong,
      passport: messages.tooShort,
    });
  });

  it('applies the one-of rule on every field of an empty group', () => {
    const groups = [['companyId', 'taxId', 'vatId']];
    expect(validateOneOf({}, groups)).toEqual({
      companyId: messages.oneOf,
      taxId: messages.oneOf,
      vatId: messages.oneOf,
    });
    expect(validateOneOf({ taxId: '2020' }, groups)).toEqual({});
    const withFields = validateAddress({ companyId: '' }, [{ name: 'companyId', required: false }], groups);
    expect(withFields.companyId).toBe(messages.oneOf);
  });

  it("prefers a field's own problem to the group's", () => {
    const errors = validateAddress(
      { idCard: 'AB' },
      [{ name: 'idCard', required: false }],
      [['idCard', 'passport']],
    );
    expect(errors.idCard).toBe(messages.tooShort);
  });
});

describe('the e-mails input', () => {
  it('trims entries and drops blanks', () => {
    expect(tidyEmails(' a@b.sk ,, c@d.cz ,')).toBe('a@b.sk, c@d.cz');
    expect(tidyEmails(' , ')).toBe('');
  });
});

describe('sign-up fields', () => {
  it('requires a login of valid format, a strong password and the terms', () => {
    expect(validateSignup({ login: 'jana.n', password: 'Abcdef1!', terms: true })).toEqual({});
    expect(validateSignup({ login: '', password: '', terms: false })).toEqual({
      login: messages.required,
      password: messages.required,
      terms: messages.terms,
    });
    expect(validateSignup({ login: 'j', password: 'abc', terms: true })).toEqual({
      login: messages.tooShort,
      password: messages.passwordWeak,
    });
    expect(validateSignup({ login: 'jana novak', password: 'Abcdef1!', terms: true }).login).toBe(
      messages.login,
    );
  });
});
