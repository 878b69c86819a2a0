/**
 * What saving the item drawer sends: only the fields that changed (domain normalised, licence types
 * that differ, a trimmed service name), the service-name rules per product, and the input rules of
 * licence counts and domain names.
 */
import { describe, expect, it } from 'vitest';
import { drawerFields } from '../../projections/cart-items/item-drawer';
import { drawerChanges, drawerFormErrors, initialForm } from '../../src/features/cart/drawer/drawer-form';
import { parseLicenceCount } from '../../src/validation/licence-count';
import { isValidDomainName } from '../../src/validation/domain-name';
import { buildDomainItem, buildItem } from '../support/builders';

const hosting = buildItem({
  id: 'host',
  properties: { domain: 'firma.sk' },
  mandatoryEditableProperties: ['domain'],
  options: {
    period: [
      { period: 1, price: 4, onlyCardPayment: true },
      { period: 12, price: 39, onlyCardPayment: false },
    ],
  },
});
const mail = buildItem({ id: 'bm', code: 'business-mail', licenses: { basic: 2, advanced: 0, premium: 0 } });
const vps = buildItem({
  id: 'vps',
  code: 'vps',
  properties: { name: 'web1' },
  optionalEditableProperties: ['name'],
});
const domain = buildDomainItem('firma.sk', { optionalEditableProperties: ['domainProfileId'] });
const vdc = buildItem({
  id: 'vdc',
  code: 'vdc',
  properties: { name: 'my-vdc' },
  optionalEditableProperties: ['name'],
});
const server = buildItem({
  id: 'srv',
  code: 'server',
  properties: { name: 'Server01' },
  optionalEditableProperties: ['name'],
});

describe('saving the item drawer', () => {
  it('sends nothing when nothing changed', () => {
    const fields = drawerFields(hosting, false);
    expect(drawerChanges(hosting, initialForm(hosting, null), fields)).toBeNull();
  });

  it('sends only the fields that changed, the domain normalised', () => {
    const fields = drawerFields(hosting, false);
    const form = { ...initialForm(hosting, null), domain: ' https://www.Nova-Firma.sk/ ' };
    expect(drawerChanges(hosting, form, fields)).toEqual({ properties: { domain: 'nova-firma.sk' } });
    expect(drawerChanges(hosting, { ...initialForm(hosting, null), period: 1 }, fields)).toEqual({
      period: 1,
    });
  });

  it('sends only the licence types whose count differs from the cart', () => {
    const fields = drawerFields(mail, false);
    const form = initialForm(mail, { basic: 2, advanced: 1, premium: 0 });
    expect(drawerChanges(mail, form, fields)).toEqual({ licenses: { advanced: 1 } });
  });

  it('sends a trimmed service name', () => {
    const form = { ...initialForm(vps, null), name: '  web2 ' };
    expect(drawerChanges(vps, form, drawerFields(vps, false))).toEqual({ properties: { name: 'web2' } });
  });

  it('sets and clears the item domain profile, but only for a logged-in customer', () => {
    const picked = { ...initialForm(domain, null), useDomainProfile: true, domainProfileId: 11 };
    expect(drawerChanges(domain, picked, drawerFields(domain, true))).toEqual({
      properties: { domainProfileId: 11 },
    });
    expect(drawerChanges(domain, picked, drawerFields(domain, false))).toBeNull();
    const own = buildDomainItem('firma.sk', {
      optionalEditableProperties: ['domainProfileId'],
      properties: { domain: 'firma.sk', domainProfileId: 11 },
    });
    const cleared = { ...initialForm(own, null), useDomainProfile: false };
    expect(drawerChanges(own, cleared, drawerFields(own, true))).toEqual({
      properties: { domainProfileId: null },
    });
  });

  it('refuses an empty or malformed domain and a ticked profile box without a profile', () => {
    const fields = drawerFields(hosting, false);
    expect(drawerFormErrors(hosting, { ...initialForm(hosting, null), domain: '  ' }, fields)).toEqual({
      'properties.domain': 'validation.required',
    });
    expect(drawerFormErrors(hosting, { ...initialForm(hosting, null), domain: 'no_dot' }, fields)).toEqual({
      'properties.domain': 'validation.domain_name',
    });
    const profileFields = drawerFields(domain, true);
    expect(
      drawerFormErrors(domain, { ...initialForm(domain, null), useDomainProfile: true }, profileFields),
    ).toEqual({
      'properties.domainProfileId': 'validation.required',
    });
  });
});

describe('the service name in the drawer (spec §5, the service-settings rules)', () => {
  const nameError = (item: typeof vps, name: string) =>
    drawerFormErrors(item, { ...initialForm(item, null), name }, drawerFields(item, false))[
      'properties.name'
    ];

  it('bounds a VPS name to 5–64 lowercase letters or digits', () => {
    expect(nameError(vps, 'web')).toBe('validation.too_short');
    expect(nameError(vps, 'Web01')).toBe('validation.service_name.vps');
    expect(nameError(vps, 'v'.repeat(65))).toBe('validation.too_long');
    expect(nameError(vps, ' web02 ')).toBeUndefined();
  });

  it('bounds a VDC name to 3–70 word characters or hyphens', () => {
    expect(nameError(vdc, 'ab')).toBe('validation.too_short');
    expect(nameError(vdc, 'my vdc')).toBe('validation.service_name.vdc');
    expect(nameError(vdc, 'a'.repeat(71))).toBe('validation.too_long');
    expect(nameError(vdc, 'my_vdc-2')).toBeUndefined();
  });

  it('bounds another server name to 2–125 letters or digits', () => {
    expect(nameError(server, 'a')).toBe('validation.too_short');
    expect(nameError(server, 'server-01')).toBe('validation.service_name.server');
    expect(nameError(server, 'Server02')).toBeUndefined();
  });

  it('refuses clearing the name', () => {
    expect(nameError(vps, '   ')).toBe('validation.required');
  });

  it('does not hold an unchanged name against another change', () => {
    // 'web1' is shorter than a VPS name may be, but the customer did not type it and it is not sent.
    const form = { ...initialForm(vps, null), name: ' web1 ' };
    expect(drawerFormErrors(vps, form, drawerFields(vps, false))).toEqual({});
  });
});

describe('input rules', () => {
  it('takes only whole licence counts, capped at the maximum', () => {
    expect(parseLicenceCount('3')).toBe(3);
    expect(parseLicenceCount(' 0 ')).toBe(0);
    expect(parseLicenceCount('1000')).toBe(100);
    expect(parseLicenceCount('1.5')).toBeNull();
    expect(parseLicenceCount('-1')).toBeNull();
    expect(parseLicenceCount('')).toBeNull();
  });

  it('accepts host names with an alphabetic TLD, IDNs included', () => {
    expect(isValidDomainName('firma.sk')).toBe(true);
    expect(isValidDomainName('žltý-kôň.sk')).toBe(true);
    expect(isValidDomainName('firma')).toBe(false);
    expect(isValidDomainName('firma.123')).toBe(false);
    expect(isValidDomainName(`${'a'.repeat(64)}.sk`)).toBe(false);
    expect(isValidDomainName('-firma.sk')).toBe(false);
  });
});
