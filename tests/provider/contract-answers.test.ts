/**
 * Issue 14 item 5 and the seed-data change: answers where the mock once disagreed with the contract
 * (§1.6 status codes, §1.7 error bodies, E10, E29, E35), and input real customers send that the
 * contract allows (postal codes written with spaces, long streets with punctuation).
 */
import { describe, expect, it } from 'vitest';
import { Cart } from '../../events/contract/cart';
import { ErrorBody } from '../../events/contract/errors';
import { BillingProfile, DomainProfile } from '../../events/contract/profiles';
import { parsed, sessionWithCart, useServer } from './support/http-client';

const s = useServer();

const billingInput = {
  type: 'personal',
  firstName: 'Jana',
  lastName: 'Kováčová',
  street: 'Hlavná 12',
  street2: null,
  city: 'Košice',
  postalCode: '040 01',
  countryCode: 'SK',
  email: 'jana@example.com',
  emails: ['jana@example.com'],
  phone: '+421905123456',
  invoiceDelivery: 'email',
};

describe('answers the contract gives for incomplete requests', () => {
  it('refuses a billing profile without a country with 422 wsk.validation.country_required', async () => {
    const c = s.client();
    await c.login('alice');
    const { countryCode: _omitted, ...withoutCountry } = billingInput;
    const r = await c.post('/billing-profiles', withoutCountry);
    expect(r.status).toBe(422);
    const body = parsed(ErrorBody, r.body);
    expect(body.key ?? body.violations?.[0]?.errors[0]?.translationKey).toBe(
      'wsk.validation.country_required',
    );
    expect(body.violations?.[0]?.propertyPath).toBe('countryCode');
  });

  it('refuses a domain profile without a country with 422 wsk.validation.country_required', async () => {
    const c = s.client();
    await c.login('alice');
    const { countryCode: _omitted, invoiceDelivery: _i, ...withoutCountry } = billingInput;
    const r = await c.post('/domain-profiles', { ...withoutCountry, billingProfileId: null });
    expect(r.status).toBe(422);
    expect(parsed(ErrorBody, r.body).violations?.[0]).toMatchObject({
      propertyPath: 'countryCode',
      errors: [{ translationKey: 'wsk.validation.country_required' }],
    });
  });

  it('refuses a negative licence count as a 422 violation at licenses.basic for that cart item', async () => {
    const c = await sessionWithCart(s.client(), { items: true });
    const mail = parsed(Cart, (await c.get('/cart')).body).items.find((i) => i.code === 'business-mail');
    const r = await c.patch(`/cart/items/${mail?.id}`, { licenses: { basic: -1 } });
    expect(r.status).toBe(422);
    const body = parsed(ErrorBody, r.body);
    expect(body.context?.cartItemId).toBe(mail?.id);
    expect(body.violations?.[0]?.propertyPath).toBe('licenses.basic');
    const after = parsed(Cart, (await c.get('/cart')).body).items.find((i) => i.id === mail?.id);
    expect(after?.licenses).toEqual(mail?.licenses);
  });

  it('answers 400 validation.invalid_form to required fields asked without tlds', async () => {
    const r = await s.client().get('/domain-profiles/required-fields?countryCode=SK');
    expect(r.status).toBe(400);
    expect(parsed(ErrorBody, r.body).key).toBe('validation.invalid_form');
  });
});

describe('data as real customers write it', () => {
  it('keeps a billing profile whose postal code is written with a space, as the provider stores it', async () => {
    const c = s.client();
    await c.login('alice');
    const r = await c.post('/billing-profiles', billingInput);
    expect(r.status).toBe(201);
    expect(parsed(BillingProfile, r.body).postalCode).toBe('040 01');
  });

  it('refuses a phone with spaces at phone: the wire form is + and digits (contract §1 formats)', async () => {
    const c = s.client();
    await c.login('alice');
    const r = await c.post('/billing-profiles', { ...billingInput, phone: '+421 905 123 456' });
    expect(r.status).toBe(422);
    expect(parsed(ErrorBody, r.body).violations?.[0]).toMatchObject({
      propertyPath: 'phone',
      errors: [{ translationKey: 'validation.phone' }],
    });
  });

  it('keeps a domain profile with a Swedish postal code `111 51` and a long street with punctuation', async () => {
    const c = s.client();
    await c.login('alice');
    const r = await c.post('/domain-profiles', {
      ...billingInput,
      invoiceDelivery: undefined,
      street: 'Drottning Kristinas väg 14, lgh. 1102 (c/o Åberg & Söner)',
      city: 'Stockholm',
      postalCode: '111 51',
      countryCode: 'SE',
      phone: '+46812345678',
      billingProfileId: null,
    });
    expect(r.status).toBe(201);
    expect(parsed(DomainProfile, r.body).postalCode).toBe('111 51');
  });

  it('keeps a Swedish company profile whose organisationsnummer is written with its hyphen', async () => {
    const c = s.client({ company: 'se-ws' });
    await c.login('new');
    const r = await c.post('/billing-profiles', {
      ...billingInput,
      type: 'company',
      organisation: 'Åberg & Söner Bygg AB',
      contactPerson: 'Sara Åberg',
      companyId: '556677-8899',
      taxId: '556677-8899',
      vatId: 'SE556677889901',
      city: 'Stockholm',
      postalCode: '111 51',
      countryCode: 'SE',
      phone: '+46812345678',
    });
    expect(r.status).toBe(201);
    expect(parsed(BillingProfile, r.body).companyId).toBe('556677-8899');
  });
});
