/**
 * Between saved profiles and form values (contract §2.4): text in the form, the wire shape back,
 * blanks as null, the other type's fields dropped, and what counts as a changed profile.
 */
import { describe, expect, it } from 'vitest';
import {
  billingInput,
  billingProfileChanged,
  billingValues,
  domainInput,
  domainProfileChanged,
  domainValues,
  parseEmails,
} from '../../projections/profiles/values';
import { buildBillingProfile, buildDomainProfile } from '../support/builders';

describe('profile values', () => {
  it('round-trip a saved billing profile', () => {
    const saved = buildBillingProfile({ emails: ['a@b.sk', 'c@d.sk'] });
    const values = billingValues(saved);
    expect(values.emails).toBe('a@b.sk, c@d.sk');
    expect(billingInput(values)).toMatchObject({
      type: 'personal',
      name: 'Jana Novakova',
      street: 'Hlavna 1',
      street2: null,
      emails: ['a@b.sk', 'c@d.sk'],
      invoiceDelivery: 'email',
    });
  });

  it('drop private-only fields from a company profile and company fields from a private one', () => {
    const company = billingInput({
      type: 'company',
      organisation: 'Firma',
      bonusCard: 'S123',
      idCard: 'AB123',
      companyId: '1',
    });
    expect(company).not.toHaveProperty('bonusCard');
    expect(company).not.toHaveProperty('idCard');
    expect(company).toMatchObject({ organisation: 'Firma', companyId: '1', firstName: null });
    const personal = billingInput({
      type: 'personal',
      organisation: 'Firma',
      companyId: '1',
      vatId: 'SK1',
      bonusCard: 'S1',
    });
    expect(personal).not.toHaveProperty('organisation');
    expect(personal).not.toHaveProperty('companyId');
    expect(personal).not.toHaveProperty('vatId');
    expect(personal).toMatchObject({ bonusCard: 'S1' });
    const domainCompany = domainInput({ type: 'company', passport: 'P12345', noridPid: '1' });
    expect(domainCompany).not.toHaveProperty('passport');
    expect(domainCompany).not.toHaveProperty('noridPid');
  });

  it('trims text and sends blanks as null', () => {
    const input = domainInput({ type: 'personal', firstName: '  Jana ', street2: '  ', countryCode: 'sk' });
    expect(input).toMatchObject({ firstName: 'Jana', street2: null, countryCode: 'SK', birthday: null });
  });

  it('splits e-mails, trimmed, without blanks', () => {
    expect(parseEmails(' a@b.sk,, c@d.sk ,')).toEqual(['a@b.sk', 'c@d.sk']);
  });

  it('tell an unchanged profile from a changed one', () => {
    const saved = buildDomainProfile();
    const same = domainInput(domainValues(saved), { billingProfileId: 99, cartItemId: 'x' });
    expect(domainProfileChanged(saved, same)).toBe(false);
    expect(domainProfileChanged(saved, { ...same, city: 'Košice' })).toBe(true);
    const billing = buildBillingProfile();
    expect(billingProfileChanged(billing, billingInput(billingValues(billing)))).toBe(false);
    expect(
      billingProfileChanged(billing, { ...billingInput(billingValues(billing)), phone: '+421911' }),
    ).toBe(true);
  });
});
