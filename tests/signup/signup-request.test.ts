/**
 * The E39 request built from the sign-up forms (contract E39): which form becomes the billing and
 * the domain profile in each workflow, with or without the second address, and the personal
 * information taken from the main form.
 */
import { describe, expect, it } from 'vitest';
import { buildSignupRequest, signupRoles } from '../../src/features/order/signup/signup-request';

const main = {
  type: 'personal',
  firstName: 'Jana',
  lastName: 'Nová',
  login: 'jana.nova',
  email: 'jana@example.sk',
  emails: 'jana@example.sk, fakt@example.sk',
  phone: '+421901123456',
  street: 'Hlavná 1',
  city: 'Bratislava',
  postalCode: '81101',
  countryCode: 'SK',
  passport: 'PA12345',
  terms: true,
};
const other = { ...main, firstName: 'Peter', lastName: 'Iný', login: '', terms: false };
const input = {
  workflow: 1 as const,
  main,
  other: null,
  different: false,
  domainApplies: true,
  password: 'Abcdef1!',
  thirdPartyConsent: false,
};

describe('sign-up roles', () => {
  it('standard: billing from the main form, the domain too unless a second form is asked for', () => {
    expect(signupRoles(1, false, true)).toEqual({ main: 'both', other: null });
    expect(signupRoles(1, false, false)).toEqual({ main: 'billing', other: null });
    expect(signupRoles(1, true, true)).toEqual({ main: 'billing', other: 'domain' });
  });

  it('Swedish: the main form is the user information, the second the billing profile', () => {
    expect(signupRoles(2, false, true)).toEqual({ main: 'both', other: null });
    expect(signupRoles(2, true, true)).toEqual({ main: 'domain', other: 'billing' });
  });
});

describe('the new-user request', () => {
  it('takes login, password, e-mails and phone from the main form', () => {
    const { request } = buildSignupRequest(input);
    expect(request.personalInformation).toEqual({
      name: 'Jana Nová',
      login: 'jana.nova',
      password: 'Abcdef1!',
      emails: ['jana@example.sk', 'fakt@example.sk'],
      phone: '+421901123456',
    });
    expect(request.termsAndConditionsConsent).toBe(true);
  });

  it('uses the single e-mail when no e-mails are given', () => {
    const { request } = buildSignupRequest({ ...input, main: { ...main, emails: '' } });
    expect(request.personalInformation.emails).toEqual(['jana@example.sk']);
  });

  it('creates the domain profile from the main form when the cart needs one', () => {
    const built = buildSignupRequest(input);
    expect(built.request.domainProfile).toMatchObject({ firstName: 'Jana', passport: 'PA12345' });
    expect(built.request.domainProfileAdditionalInfo).toEqual({
      createDomainProfile: true,
      billingProfileId: null,
    });
    expect(built).toMatchObject({ billingForm: 'signup', domainForm: 'signup' });
    expect(built.request.billingProfile).not.toHaveProperty('passport');
  });

  it('sends no domain profile when the cart needs none', () => {
    const built = buildSignupRequest({ ...input, domainApplies: false });
    expect(built.request.domainProfile).toBeNull();
    expect(built.request.domainProfileAdditionalInfo.createDomainProfile).toBe(false);
    expect(built.domainForm).toBeNull();
  });

  it('takes the domain holder from the second form when it differs', () => {
    const built = buildSignupRequest({ ...input, different: true, other });
    expect(built.request.domainProfile).toMatchObject({ firstName: 'Peter' });
    expect(built.request.billingProfile).toMatchObject({ firstName: 'Jana' });
    expect(built).toMatchObject({ billingForm: 'signup', domainForm: 'signup-other' });
  });

  it('Swedish: the user information is the domain profile; a second form the billing profile', () => {
    const same = buildSignupRequest({ ...input, workflow: 2 });
    expect(same.request.domainProfile).toMatchObject({ firstName: 'Jana' });
    expect(same.request.billingProfile).toMatchObject({ firstName: 'Jana' });
    const split = buildSignupRequest({ ...input, workflow: 2, different: true, other });
    expect(split.request.billingProfile).toMatchObject({ firstName: 'Peter' });
    expect(split.request.domainProfile).toMatchObject({ firstName: 'Jana' });
    expect(split).toMatchObject({ billingForm: 'signup-other', domainForm: 'signup' });
  });

  it('ignores the second form while the checkbox is off', () => {
    const built = buildSignupRequest({ ...input, different: false, other });
    expect(built.request.domainProfile).toMatchObject({ firstName: 'Jana' });
  });
});
