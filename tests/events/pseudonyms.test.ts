/**
 * The stand-ins of personal values (events/pseudonyms.ts, decision 037): each kind is replaced,
 * consistently under one salt and differently under another, keeping the value's shape so the app's
 * rules and the mock provider's still pass on it: digits stay digits, letters letters (case and
 * length kept), a postal code stays valid for its country, an e-mail stays an e-mail with its
 * top-level domain, a phone keeps its `+` and dial code, a birthday its year and an age rule.
 */
import { describe, expect, it } from 'vitest';
import type { BillingProfileInput, DomainProfileInput } from '../../events/contract/profiles';
import type { PersonalKind } from '../../events/personal-fields';
import { pseudonymiser, type Pseudonymiser } from '../../events/pseudonyms';
import { billingViolations, domainViolations } from '../../fixtures/provider/profile-rules';
import { validateAddress, type AddressField } from '../../src/validation/address-rules';
import { isEmail } from '../../src/validation/field-rules';
import { internationalPhone, isPhoneNumber, normalizeNumber } from '../../src/validation/phone-input';

const p = pseudonymiser('salt-of-the-test');
const salts = Array.from({ length: 40 }, (_, i) => pseudonymiser(`salt-${i}`));

/** `Aa9` for a letter (case kept) or a digit, any other character as it is. */
const shapeOf = (value: string) =>
  [...value]
    .map((c) => (/\p{Nd}/u.test(c) ? '9' : /\p{L}/u.test(c) ? (c !== c.toLowerCase() ? 'A' : 'a') : c))
    .join('');

/** What the app's address form says of this value in this field ({} when it passes). */
const appRule = (field: AddressField, value: string) =>
  validateAddress({ [field]: value }, [{ name: field, required: true }]);

describe('a stand-in for each kind of personal data', () => {
  it.each<[PersonalKind, string]>([
    ['name', 'Alice Nováková'],
    ['name', 'Kovács Hana'],
    ['name', 'Dvořák & syn – Stavby a rekonstrukce, s.r.o.'],
    ['street', 'Hlavná 12/3, 3. poschodie, byt č. 45'],
    ['city', 'Praha 1'],
    ['idCard', 'AB123456'],
    ['passport', 'P1234567'],
    ['nationalId', '19850412-1234'],
    ['note', 'Please call Jana at 0905 123 456 before noon.'],
    ['login', 'jana.novakova'],
  ])('replaces a %s (%s), keeping letters, digits, case, punctuation and length', (kind, value) => {
    const stand = p.value(kind, value);
    expect(stand).not.toBe(value);
    expect(shapeOf(stand)).toBe(shapeOf(value));
    for (const word of value.match(/\p{L}{3,}|\d{3,}/gu) ?? []) expect(stand).not.toContain(word);
  });

  it('leaves an empty value empty', () => {
    for (const kind of ['name', 'email', 'phone', 'postalCode', 'birthday', 'url'] as const)
      expect(p.value(kind, '')).toBe('');
  });

  it('gives a full name the stand-ins of its first and last names, and an e-mail the same words', () => {
    const first = p.value('name', 'Alice');
    const last = p.value('name', 'Nováková');
    expect(p.value('name', 'Alice Nováková')).toBe(`${first} ${last}`);
    expect(p.value('email', 'alice.novakova@example.sk')).toMatch(
      new RegExp(`^${first.toLowerCase()}\\.${last.toLowerCase()}@[a-z]{7}\\.sk$`),
    );
  });

  it.each([
    ['SK', '821 08', /^[089]\d{2} \d{2}$/],
    ['CZ', '110 00', /^[1-7]\d{2} \d{2}$/],
    ['HU', '1051', /^[1-9]\d{3}$/],
    ['SE', '111 51', /^[1-9]\d{2} \d{2}$/],
    ['NO', '0150', /^\d{4}$/],
    ['AT', '1010', /^[1-9]\d{3}$/],
    ['GB', 'SW1A 1AA', /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/],
  ])('keeps a %s postal code (%s) valid for its country and for the app', (_, code, shape) => {
    const stands = salts.map((s) => s.value('postalCode', code));
    expect(new Set(stands).size).toBeGreaterThan(1);
    for (const stand of stands) {
      expect(stand).toMatch(shape);
      expect(stand[0]).toBe(code[0]);
      expect(appRule('postalCode', stand)).toEqual({});
    }
    // written with or without the country's space, the same code
    expect(p.value('postalCode', code.replace(' ', ''))).toBe(p.value('postalCode', code).replace(' ', ''));
  });

  it('keeps an e-mail an e-mail with its @ and top-level domain, one by one in a typed list', () => {
    for (const s of salts) {
      const stand = s.value('email', 'jana.novakova+shop@firma-novak.co.uk');
      expect(stand).toMatch(/^[a-z]{4}\.[a-z]{8}\+[a-z]{4}@[a-z]{5}-[a-z]{5}\.[a-z]{2}\.uk$/);
      expect(isEmail(stand)).toBe(true);
      expect(appRule('email', stand)).toEqual({});
    }
    const list = p.value('email', 'jana@example.sk, info@firma.cz');
    expect(list).toBe(`${p.value('email', 'jana@example.sk')}, ${p.value('email', 'info@firma.cz')}`);
    expect(appRule('emails', list)).toEqual({});
  });

  it.each(['+421 905 123 456', '0905 123 456', '+421905123456', '00421 905 123 456', '06 30 123 4567'])(
    'keeps a phone (%s) a phone: its + or trunk 0 and dial code, separators and length',
    (typed) => {
      for (const s of salts) {
        const stand = s.value('phone', typed);
        expect(shapeOf(stand)).toBe(shapeOf(typed));
        expect(isPhoneNumber(stand)).toBe(true);
        expect(appRule('phone', stand)).toEqual({});
        const kept = typed.startsWith('+421') ? '+421' : typed.startsWith('00421') ? '00421' : '0';
        expect(stand.startsWith(kept)).toBe(true);
      }
      expect(p.value('phone', typed)).not.toBe(typed);
    },
  );

  it('gives a phone typed at home and its international form matching stand-ins', () => {
    const home = p.value('phone', '0905 123 456');
    expect(internationalPhone(home, 'SK')).toBe(p.value('phone', '+421905123456'));
    expect(normalizeNumber(p.value('phone', '+421 905 123 456'))).toBe(p.value('phone', '+421905123456'));
    expect(internationalPhone(p.value('phone', '06 30 123 4567'), 'HU')).toBe(
      p.value('phone', '+36301234567'),
    );
  });

  it('keeps a birthday a valid date of the same year, before the real day (an age rule still holds)', () => {
    for (const s of salts) {
      for (const day of ['1985-04-12', '2004-12-31', '1996-02-29', '2000-01-02']) {
        const stand = s.value('birthday', day);
        expect(stand).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(stand.slice(0, 4)).toBe(day.slice(0, 4));
        expect(stand < day).toBe(true);
        expect(appRule('birthday', stand)).toEqual({});
      }
      // New Year's Day has no day before it in its year: one of the December before.
      expect(s.value('birthday', '1985-01-01')).toMatch(/^1984-12-(0[1-9]|[12]\d|3[01])$/);
    }
    expect(new Set(salts.map((s) => s.value('birthday', '1985-04-12'))).size).toBeGreaterThan(10);
  });

  it('never gives a value itself as its stand-in, even where few stand-ins can be drawn', () => {
    // Each of these came out as itself under some salts when a stand-in was drawn once: a birthday
    // one day in 166, the 2 January one day in 2, a two-letter name one time in 676 (a failed
    // order's report once carried the customer's real birthday that way).
    const many = Array.from({ length: 2000 }, (_, i) => pseudonymiser(`many-${i}`));
    const values: [PersonalKind, string][] = [
      ['birthday', '2000-06-14'],
      ['birthday', '2000-01-02'],
      ['birthday', '12. 4. 1985'],
      ['postalCode', '0159'],
      ['idCard', 'A12'],
      ['name', 'Al'],
      ['phone', '+421 905 12'],
    ];
    for (const [kind, value] of values) {
      const same = many.filter((s) => s.value(kind, value) === value).length;
      expect(same, `${kind} ${value}`).toBe(0);
    }
  });

  it('replaces the URL query values that may hold a token, keeping the app’s own parameters and the path', () => {
    const url =
      'https://gateway.test/pay/return?token=AbC-123_xyz&step=payment-method&messageKey=success#code=Zz9';
    const stand = p.value('url', url);
    expect(stand).toMatch(
      /^https:\/\/gateway\.test\/pay\/return\?token=[A-Za-z]{3}-\d{3}_[a-z]{3}&step=payment-method&messageKey=success#code=[A-Z][a-z]\d$/,
    );
    expect(stand).not.toContain('AbC-123_xyz');
    expect(p.value('url', '/checkout/order?step=billing-profile&language=en-US')).toBe(
      '/checkout/order?step=billing-profile&language=en-US',
    );
    // a return URL stays a URL, its own query pseudonymised
    const login = p.value(
      'url',
      'https://login.test/?returnUrl=https%3A%2F%2Fshop.test%2Fcheckout%3Ftoken%3Dsecret1&login=jana',
    );
    const returnUrl = new URL(login).searchParams.get('returnUrl') ?? '';
    expect(new URL(returnUrl).origin).toBe('https://shop.test');
    expect(login).not.toContain('secret1');
    expect(new URL(login).searchParams.get('login')).toBe(p.value('login', 'jana'));
  });
});

describe('stand-ins under a salt', () => {
  it('are the same for the same value, from another pseudonymiser with the same salt too', () => {
    const again = pseudonymiser('salt-of-the-test');
    for (const [kind, value] of [
      ['name', 'Jana'],
      ['street', 'Hlavná 1'],
      ['phone', '+421905123456'],
      ['idCard', 'AB123456'],
    ] as const) {
      expect(p.value(kind, value)).toBe(p.value(kind, value));
      expect(again.value(kind, value)).toBe(p.value(kind, value));
    }
  });

  it('differ under another salt', () => {
    const other = pseudonymiser('another-salt');
    for (const [kind, value] of [
      ['name', 'Jana Nováková'],
      ['street', 'Hlavná 12'],
      ['phone', '+421905123456'],
      ['idCard', 'AB123456'],
      ['email', 'jana@example.sk'],
    ] as const)
      expect(other.value(kind, value)).not.toBe(p.value(kind, value));
  });
});

describe('profiles made of stand-ins', () => {
  const billing: BillingProfileInput = {
    type: 'personal',
    name: 'Jana Nováková',
    firstName: 'Jana',
    lastName: 'Nováková',
    street: 'Hlavná 12/3, 3. poschodie',
    street2: null,
    city: 'Bratislava',
    postalCode: '821 08',
    countryCode: 'SK',
    email: 'jana@example.sk',
    emails: ['jana@example.sk', 'uctaren@firma.sk'],
    phone: '+421905123456',
    idCard: 'EA123456',
    bonusCard: 'S421000123456X',
    invoiceDelivery: 'email',
  };
  const domain: DomainProfileInput = {
    type: 'personal',
    firstName: 'Ole',
    lastName: 'Nordmann',
    street: 'Karl Johans gate 22',
    street2: null,
    city: 'Oslo',
    postalCode: '0159',
    countryCode: 'NO',
    email: 'ole@example.no',
    emails: ['ole@example.no'],
    phone: '+4791234567',
    passport: 'C1234567',
    noridPid: '01018512345',
    birthday: '1985-01-01',
    billingProfileId: null,
  };
  const stand = <T extends Record<string, unknown>>(profile: T, s: Pseudonymiser): T =>
    Object.fromEntries(
      Object.entries(profile).map(([key, value]) => {
        const kind = kinds[key];
        if (!kind) return [key, value];
        if (Array.isArray(value)) return [key, value.map((v: string) => s.value(kind, v))];
        return [key, typeof value === 'string' ? s.value(kind, value) : value];
      }),
    ) as T;
  const kinds: Record<string, PersonalKind> = {
    name: 'name',
    firstName: 'name',
    lastName: 'name',
    street: 'street',
    city: 'city',
    postalCode: 'postalCode',
    email: 'email',
    emails: 'email',
    phone: 'phone',
    idCard: 'idCard',
    bonusCard: 'idCard',
    passport: 'passport',
    noridPid: 'nationalId',
    birthday: 'birthday',
  };

  it('pass the mock provider’s profile rules as the real ones do', () => {
    expect(billingViolations(billing, 1)).toEqual([]);
    expect(domainViolations(domain, 1)).toEqual([]);
    for (const s of [p, ...salts]) {
      expect(stand(billing, s)).not.toEqual(billing);
      expect(billingViolations(stand(billing, s), 1)).toEqual([]);
      expect(domainViolations(stand(domain, s), 1)).toEqual([]);
    }
  });
});
