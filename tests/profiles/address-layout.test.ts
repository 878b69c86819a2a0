/**
 * Which fields the address form shows and requires (spec §2 "Address form", §5): names or
 * organisation, names optional in the Swedish workflow, per-country rules (Czech VAT as tax id,
 * Sweden without tax and VAT, Hungary last name first and tax id mandatory), the bonus card except
 * for one company, and the registries' extra fields per type with their one-of groups.
 */
import { describe, expect, it } from 'vitest';
import type { RequiredFields } from '../../events/contract/profiles';
import { AppConfig } from '../../events/contract/app-config';
import { companyCodes, type CompanyCode } from '../../events/contract/scalars';
import { appConfigFor } from '../../fixtures/companies';
import { addressLayout, type LayoutInput } from '../../src/features/order/address/address-layout';
import { formLayout } from '../../src/features/order/address/form-layout';
import { requiredFields, session } from '../support/builders';

const none = requiredFields();
const base: LayoutInput = {
  role: 'billing',
  values: { type: 'personal', countryCode: 'SK' },
  workflow: 1,
  swedishCompany: false,
  requiredFields: none,
  additional: false,
};
const layout = (over: Partial<LayoutInput> = {}) => addressLayout({ ...base, ...over });
const names = (over: Partial<LayoutInput> = {}) => layout(over).fields.map((f) => f.name);
const required = (over: Partial<LayoutInput> = {}) =>
  layout(over)
    .fields.filter((f) => f.required)
    .map((f) => f.name);
const company = (countryCode: string, over: Partial<LayoutInput> = {}) =>
  layout({ values: { type: 'company', countryCode }, ...over });

describe('a personal address', () => {
  it('shows names, contact, address, the fixed country and the bonus card', () => {
    expect(names()).toEqual([
      'type',
      'firstName',
      'lastName',
      'email',
      'emails',
      'phone',
      'street',
      'street2',
      'city',
      'postalCode',
      'countryCode',
      'bonusCard',
    ]);
  });

  it('requires names, e-mail, e-mails, phone, street, city and postal code', () => {
    expect(required()).toEqual([
      'type',
      'firstName',
      'lastName',
      'email',
      'emails',
      'phone',
      'street',
      'city',
      'postalCode',
      'countryCode',
    ]);
  });

  it('makes names optional in the Swedish workflow', () => {
    const fields = layout({ workflow: 2 }).fields;
    expect(fields.find((f) => f.name === 'firstName')?.required).toBe(false);
    expect(fields.find((f) => f.name === 'lastName')?.required).toBe(false);
  });

  it('makes e-mails optional for a Swedish-country profile', () => {
    const fields = layout({ values: { type: 'personal', countryCode: 'SE' } }).fields;
    expect(fields.find((f) => f.name === 'emails')?.required).toBe(false);
  });

  it('puts the last name first in Hungary', () => {
    const order = names({ values: { type: 'personal', countryCode: 'HU' } });
    expect(order.indexOf('lastName')).toBeLessThan(order.indexOf('firstName'));
  });

  it('offers no bonus card for the Swedish company, nor on a domain profile', () => {
    expect(names({ swedishCompany: true })).not.toContain('bonusCard');
    expect(names({ swedishCompany: false })).toContain('bonusCard');
    expect(names({ role: 'domain' })).not.toContain('bonusCard');
  });
});

describe('the bonus card per company (decision 079)', () => {
  const urls = { apiUrl: '/api', validationApiUrl: '/validation', loginUrl: '/login' };
  const offersBonusCard = (code: CompanyCode) => {
    const config = AppConfig.parse(appConfigFor(code, urls));
    const s = session()
      .boot(appConfigFor(code, urls))
      .emit('profiles/form-opened', {
        form: 'signup',
        profileId: null,
        values: { type: 'personal', countryCode: config.companyCountry },
        drawer: false,
      });
    const fields = formLayout(s.state, config, 'signup', 'both', false)?.fields ?? [];
    return fields.some((f) => f.name === 'bonusCard');
  };

  it('is offered on the sign-up of every company but the Swedish one (se-ws, se-lp)', () => {
    expect(companyCodes.filter((code) => !offersBonusCard(code))).toEqual(['se-ws', 'se-lp']);
  });
});

describe('a company address', () => {
  it('asks for organisation, contact person, company id, tax id and VAT id; no names, no bonus card', () => {
    const shown = company('SK').fields.map((f) => f.name);
    expect(shown).toEqual(
      expect.arrayContaining(['organisation', 'contactPerson', 'companyId', 'taxId', 'vatId']),
    );
    expect(shown).not.toContain('firstName');
    expect(shown).not.toContain('bonusCard');
    expect(company('SK').fields.find((f) => f.name === 'organisation')?.required).toBe(true);
  });

  it('keeps company ids optional unless a registry or the country asks', () => {
    const req = company('SK')
      .fields.filter((f) => f.required)
      .map((f) => f.name);
    expect(req).not.toContain('companyId');
    expect(req).not.toContain('taxId');
  });

  it('shows the Czech VAT field as the tax id, one field', () => {
    const fields = company('CZ').fields;
    expect(fields.map((f) => f.name)).not.toContain('taxId');
    expect(fields.find((f) => f.name === 'vatId')?.labelKey).toBe('address.field.vatId.cz');
  });

  it('hides tax and VAT ids in Sweden', () => {
    const shown = company('SE').fields.map((f) => f.name);
    expect(shown).not.toContain('taxId');
    expect(shown).not.toContain('vatId');
    expect(shown).toContain('companyId');
  });

  it('requires the tax id in Hungary', () => {
    expect(company('HU').fields.find((f) => f.name === 'taxId')?.required).toBe(true);
  });

  it('leaves the contact person out of a domain profile', () => {
    expect(company('SK', { role: 'domain' }).fields.map((f) => f.name)).not.toContain('contactPerson');
  });
});

describe("the registries' extra fields", () => {
  const fields: RequiredFields = {
    personal: { required: ['phone', 'email', 'noridPid', 'birthday'], oneOf: [['idCard', 'passport']] },
    company: { required: ['companyId', 'vatId'], oneOf: [['companyId', 'taxId', 'vatId']] },
  };

  it('shows required and one-of fields of a personal domain profile', () => {
    const l = layout({ role: 'domain', additional: true, requiredFields: fields });
    const extras = l.fields.filter((f) => ['passport', 'idCard', 'noridPid', 'birthday'].includes(f.name));
    expect(extras.map((f) => [f.name, f.required])).toEqual([
      ['passport', false],
      ['idCard', false],
      ['noridPid', true],
      ['birthday', true],
    ]);
    expect(l.oneOf).toEqual([['idCard', 'passport']]);
    expect(l.fields.find((f) => f.name === 'birthday')?.kind).toBe('date');
  });

  it('shows none of them on a billing-only form', () => {
    const l = layout({ role: 'billing', additional: true, requiredFields: fields });
    expect(l.fields.map((f) => f.name)).not.toContain('noridPid');
    expect(l.oneOf).toEqual([]);
  });

  it('requires company ids the registry needs, and the one-of group', () => {
    const l = company('SK', { role: 'domain', additional: true, requiredFields: fields });
    const req = l.fields.filter((f) => f.required).map((f) => f.name);
    expect(req).toEqual(expect.arrayContaining(['companyId', 'vatId']));
    expect(l.oneOf).toEqual([['companyId', 'taxId', 'vatId']]);
  });

  it('shows the Swedish tax and VAT ids when a registry needs them', () => {
    const l = company('SE', { role: 'domain', additional: true, requiredFields: fields });
    expect(l.fields.map((f) => f.name)).toEqual(expect.arrayContaining(['taxId', 'vatId']));
  });

  it('folds the Czech tax id into the VAT field in one-of groups', () => {
    const l = company('CZ', { role: 'domain', additional: true, requiredFields: fields });
    expect(l.oneOf).toEqual([['companyId', 'vatId']]);
  });

  it('requires an id card of a Swedish personal domain profile', () => {
    const l = layout({ role: 'domain', additional: true, values: { type: 'personal', countryCode: 'SE' } });
    expect(l.fields.find((f) => f.name === 'idCard')?.required).toBe(true);
  });
});
