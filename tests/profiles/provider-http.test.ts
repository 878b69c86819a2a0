/**
 * Billing and domain profiles over real HTTP (E28–E35) and setting them on the cart (E16, E17):
 * 401 for anonymous sessions, field violations, duplicates, pending changes, required fields.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { Cart } from '../../events/contract/cart';
import { ErrorBody } from '../../events/contract/errors';
import { BillingProfile, DomainProfile, RequiredFields } from '../../events/contract/profiles';
import { parsed, sessionWithCart, useServer } from '../provider/support/http-client';

const s = useServer();

const billingInput = {
  type: 'personal',
  name: 'Jana Kováčová',
  firstName: 'Jana',
  lastName: 'Kováčová',
  street: 'Hlavná 12',
  street2: null,
  city: 'Košice',
  postalCode: '04001',
  countryCode: 'SK',
  email: 'jana@example.com',
  emails: ['jana@example.com'],
  phone: '+421901123456',
  invoiceDelivery: 'email',
};
const domainInput = {
  type: 'personal',
  firstName: 'Jana',
  lastName: 'Kováčová',
  street: 'Hlavná 12',
  street2: null,
  city: 'Košice',
  postalCode: '04001',
  countryCode: 'SK',
  email: 'jana@example.com',
  emails: ['jana@example.com'],
  phone: '+421901123456',
  billingProfileId: null,
};

describe('billing profiles (E28–E30)', () => {
  it('answers 401 user.unauthorized to an anonymous session', async () => {
    const r = await s.client().get('/billing-profiles');
    expect(r.status).toBe(401);
    expect(parsed(ErrorBody, r.body).key).toBe('user.unauthorized');
  });

  it("lists, creates and replaces the logged-in customer's profiles", async () => {
    const c = s.client();
    await c.login('alice');
    const list = z.array(BillingProfile).parse((await c.get('/billing-profiles')).body);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: 1, userId: 1, type: 'personal', firstName: 'Alice' });
    const created = await c.post('/billing-profiles', billingInput);
    expect(created.status).toBe(201);
    const profile = parsed(BillingProfile, created.body);
    expect(profile).toMatchObject({ userId: 1, city: 'Košice', organisation: null, companyId: null });
    const replaced = parsed(
      BillingProfile,
      (await c.put(`/billing-profiles/${profile.id}`, { ...billingInput, city: 'Prešov' })).body,
    );
    expect(replaced).toMatchObject({ id: profile.id, city: 'Prešov' });
  });

  it('reports field violations with the contract keys', async () => {
    const c = s.client();
    await c.login('alice');
    const r = await c.post('/billing-profiles', {
      ...billingInput,
      street: 'ab',
      email: 'nope',
      phone: '0901',
    });
    expect(r.status).toBe(422);
    const v = parsed(ErrorBody, r.body).violations ?? [];
    expect(v.map((x) => [x.propertyPath, x.errors[0]?.translationKey])).toEqual([
      ['street', 'validation.too_short'],
      ['phone', 'validation.phone'],
      ['email', 'validation.email'],
    ]);
    const noCountry = await c.post('/billing-profiles', { ...billingInput, countryCode: '' });
    expect(parsed(ErrorBody, noCountry.body).key).toBe('wsk.validation.country_required');
  });

  it("refuses to edit a profile with a pending change request, and another user's profile", async () => {
    const c = s.client({ company: 'cz-ws' });
    await c.login('bob');
    const r = await c.put('/billing-profiles/3', {
      ...billingInput,
      type: 'company',
      organisation: 'Dvořák Reality s.r.o.',
    });
    expect(parsed(ErrorBody, r.body).key).toBe('profile.pending_change_request');
    const foreign = await c.put('/billing-profiles/1', billingInput);
    expect(foreign.status).toBe(404);
    expect(parsed(ErrorBody, foreign.body).key).toBe('profile.not_found');
  });
});

describe('domain profiles (E31–E35)', () => {
  it('creates a profile, links it to a cart item, and flags an identical one as duplicate', async () => {
    const c = await sessionWithCart(s.client(), { items: true, login: 'new' });
    const item = parsed(Cart, (await c.get('/cart')).body).items[0];
    const created = await c.post('/domain-profiles', { ...domainInput, cartItemId: item?.id });
    expect(created.status).toBe(201);
    const profile = parsed(DomainProfile, created.body);
    const cart = parsed(Cart, (await c.get('/cart')).body);
    expect(cart.items[0]?.properties.domainProfileId).toBe(profile.id);
    const dup = await c.post('/domain-profiles', domainInput);
    const body = parsed(ErrorBody, dup.body);
    expect(body.key).toBe('validation.duplicate_domain_profile');
    expect(body.data).toEqual({ domainProfileId: profile.id });
    expect(z.array(DomainProfile).parse((await c.get('/domain-profiles')).body)).toHaveLength(1);
  });

  it('copies a billing profile into a domain profile and updates it', async () => {
    const c = s.client();
    await c.login('new');
    const b = parsed(
      BillingProfile,
      (await c.post('/billing-profiles', { ...billingInput, street: 'Mlynská 3' })).body,
    );
    const d = parsed(
      DomainProfile,
      (await c.post('/domain-profiles/from-billing-profile', { billingProfileId: b.id })).body,
    );
    expect(d).toMatchObject({ billingProfileId: b.id, street: b.street, firstName: 'Jana' });
    const updated = parsed(
      DomainProfile,
      (await c.put(`/domain-profiles/${d.id}`, { ...domainInput, city: 'Nitra' })).body,
    );
    expect(updated.city).toBe('Nitra');
    expect((await c.post('/domain-profiles/from-billing-profile', { billingProfileId: 999 })).status).toBe(
      404,
    );
  });

  it('refuses domain profile edits in the Swedish workflow', async () => {
    const c = s.client({ company: 'se-ws' });
    await c.login('sven');
    const r = await c.put('/domain-profiles/3', { ...domainInput, countryCode: 'SE' });
    expect(parsed(ErrorBody, r.body).key).toBe('profile.not_updated');
  });

  it('requires an id card for a Swedish personal profile (E35)', async () => {
    const r = await s.client().get('/domain-profiles/required-fields?tlds=se&countryCode=SE');
    const fields = parsed(RequiredFields, r.body);
    expect(fields.personal.required).toContain('idCard');
    const sk = parsed(
      RequiredFields,
      (await s.client().get('/domain-profiles/required-fields?tlds=sk,com&countryCode=SK')).body,
    );
    expect(sk.personal.required).not.toContain('idCard');
  });
});

describe('profiles on the cart (E16, E17)', () => {
  it('sets the billing and domain profile and the cart shows them', async () => {
    const c = await sessionWithCart(s.client(), { items: true, login: 'alice' });
    const withBilling = parsed(
      Cart,
      (await c.put('/cart/billing-profile?cart=true', { billingProfileId: 1 })).body,
    );
    expect(withBilling.billingProfile?.id).toBe(1);
    const withDomain = parsed(
      Cart,
      (await c.put('/cart/domain-profile?cart=true', { domainProfileId: 1 })).body,
    );
    expect(withDomain.domainProfile?.id).toBe(1);
    expect((await c.put('/cart/billing-profile?cart=true', { billingProfileId: 2 })).status).toBe(404);
  });

  it("refuses a domain profile that lacks what the cart's TLDs need", async () => {
    const c = await sessionWithCart(s.client(), { login: 'alice' });
    await c.post('/cart/items', {
      code: 'domain-register',
      sellType: 'direct',
      period: 12,
      properties: { domain: 'magyar-bolt.hu' },
    });
    const r = await c.put('/cart/domain-profile?cart=true', { domainProfileId: 1 });
    expect(parsed(ErrorBody, r.body).key).toBe('profile.not_usable');
  });
});
