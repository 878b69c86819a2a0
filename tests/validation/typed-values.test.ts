/**
 * What is sent for values typed as people write them (decision 023): a changed postal code loses
 * the spaces its country writes in it, a changed phone its separators; a saved value the customer
 * did not touch goes back as the provider has it; sign-up sends every typed value in the
 * provider's form.
 */
import { describe, expect, it } from 'vitest';
import { domainInput, domainValues } from '../../projections/profiles/values';
import { domainProfileChanged } from '../../projections/profiles/values';
import { postalCodeForWire, wireValues } from '../../src/validation/typed-values';
import { buildSignupRequest } from '../../src/features/order/signup/signup-request';
import { buildDomainProfile } from '../support/builders';

describe('values to send', () => {
  it('writes a postal code without the spaces a country puts in it', () => {
    expect(['821 08', '110 00', '111 51', ' SW1A 1AA '].map(postalCodeForWire)).toEqual([
      '82108',
      '11000',
      '11151',
      'SW1A1AA',
    ]);
  });

  it('rewrites what the customer changed and leaves the provider’s own values as they came', () => {
    const saved = buildDomainProfile({ postalCode: '821 08', phone: '+421 905 123 456' });
    const initial = domainValues(saved);
    const untouched = domainInput(wireValues(initial, initial));
    expect(untouched).toMatchObject({ postalCode: '821 08', phone: '+421 905 123 456' });
    expect(domainProfileChanged(saved, untouched)).toBe(false);
    const typed = domainInput(wireValues({ ...initial, postalCode: '831 04', city: 'Pezinok' }, initial));
    expect(typed).toMatchObject({ postalCode: '83104', phone: '+421 905 123 456', city: 'Pezinok' });
  });

  it('sends the sign-up’s typed postal code and phone in the provider’s form', () => {
    const { request } = buildSignupRequest({
      workflow: 1,
      main: {
        type: 'personal',
        firstName: 'Jana',
        lastName: 'Nová',
        login: 'jana.nova',
        email: 'jana@example.sk',
        emails: 'jana@example.sk',
        phone: '+421 905 123 456',
        street: 'Hlavná 1',
        city: 'Bratislava',
        postalCode: '821 08',
        countryCode: 'SK',
        terms: true,
      },
      other: null,
      different: false,
      domainApplies: true,
      password: 'Abcdef1!',
      thirdPartyConsent: false,
    });
    expect(request.personalInformation.phone).toBe('+421905123456');
    expect(request.billingProfile).toMatchObject({ postalCode: '82108', phone: '+421905123456' });
    expect(request.domainProfile).toMatchObject({ postalCode: '82108', phone: '+421905123456' });
  });
});
