/**
 * Users (E39–E42) and the login stand-in (contract §1.10) over real HTTP: sign-up rules, the
 * auto-login redirect, login keeping the cart, logout.
 */
import { describe, expect, it } from 'vitest';
import { Cart, User } from '../../events/contract/cart';
import { ErrorBody } from '../../events/contract/errors';
import { DomainsReply, FreeReply, NewUserReply } from '../../events/contract/requests';
import { parsed, useServer } from './support/http-client';

const s = useServer();

const signUp = (login: string, password = 'Strong-Pass1', terms = true) => ({
  personalInformation: {
    name: 'Peter Novák',
    login,
    password,
    emails: ['peter@example.com'],
    phone: '+421905111222',
  },
  billingProfile: {
    type: 'personal',
    name: 'Peter Novák',
    firstName: 'Peter',
    lastName: 'Novák',
    street: 'Dlhá 5',
    street2: null,
    city: 'Trnava',
    postalCode: '91701',
    countryCode: 'SK',
    email: 'peter@example.com',
    emails: ['peter@example.com'],
    phone: '+421905111222',
    invoiceDelivery: 'email',
  },
  domainProfile: null,
  termsAndConditionsConsent: terms,
  thirdPartyConsent: true,
  domainProfileAdditionalInfo: { createDomainProfile: true, billingProfileId: null },
});

describe('login stand-in (§1.10)', () => {
  it('logs the session in as the named customer, keeps the cart and redirects with the step', async () => {
    const c = s.client();
    const anonymous = parsed(Cart, (await c.get('/cart')).body);
    expect(anonymous.user).toBeNull();
    const returnUrl = 'http://127.0.0.1:5173/sk/checkout';
    const r = await c.get(
      `/login?returnUrl=${encodeURIComponent(returnUrl)}&step=billing-profile&language=sk-SK&login=bob`,
      { base: 'root' },
    );
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe(`${returnUrl}?step=billing-profile`);
    const cart = parsed(Cart, (await c.get('/cart')).body);
    expect(cart.user).toMatchObject({ login: 'bob', customerType: 'existing' });
    expect(cart.uuid).toBe(anonymous.uuid);
  });

  it('logs in as alice by default and logs out with logout=true', async () => {
    const c = s.client();
    await c.get('/cart');
    await c.get(
      `/login?returnUrl=${encodeURIComponent('http://app.test/checkout')}&step=billing-profile&language=sk-SK`,
      { base: 'root' },
    );
    expect(parsed(Cart, (await c.get('/cart')).body).user?.login).toBe('alice');
    const out = await c.get(
      `/login?logout=true&returnUrl=${encodeURIComponent('http://app.test/checkout')}&language=sk-SK`,
      { base: 'root' },
    );
    expect(out.status).toBe(302);
    expect(parsed(Cart, (await c.get('/cart')).body).user).toBeNull();
  });
});

describe('sign-up (E39) and users (E40–E42)', () => {
  it('creates the account with its profiles and answers the auto-login redirect', async () => {
    const c = s.client();
    await c.get('/cart');
    const r = await c.post('/users', signUp('peter.novak'));
    expect(r.status).toBe(201);
    const reply = parsed(NewUserReply, r.body);
    expect(reply.redirect).toBe(`${s.server.loginUrl}?login=peter.novak`);
    expect(reply.domainProfile).toMatchObject({ firstName: 'Peter', billingProfileId: expect.any(Number) });
    await c.get(
      `/login?login=peter.novak&returnUrl=${encodeURIComponent('http://app.test/checkout')}&step=payment-method`,
      { base: 'root' },
    );
    const user = parsed(User, (await c.get('/users')).body);
    expect(user).toMatchObject({ login: 'peter.novak', customerType: 'new', emails: ['peter@example.com'] });
    expect((await c.get('/billing-profiles')).body).toHaveLength(1);
  });

  it('rejects a taken login, a weak password, a bad login and missing terms with their keys', async () => {
    const c = s.client();
    const keys = async (body: unknown) =>
      (parsed(ErrorBody, (await c.post('/users', body)).body).violations ?? []).map(
        (v) => `${v.propertyPath}:${v.errors[0]?.translationKey}`,
      );
    expect(await keys(signUp('alice'))).toEqual(['personalInformation.login:validation.login_taken']);
    expect(await keys(signUp('weakling', 'password'))).toEqual([
      'personalInformation.password:validation.password_weak',
    ]);
    expect(await keys(signUp('bad login!'))).toEqual(['personalInformation.login:validation.login']);
    expect(await keys(signUp('no-terms', 'Strong-Pass1', false))).toEqual([
      'termsAndConditionsConsent:validation.consent.terms',
    ]);
  });

  it('tells whether a login is free', async () => {
    const c = s.client();
    expect(parsed(FreeReply, (await c.post('/users/check-login', { login: 'alice' })).body).free).toBe(false);
    expect(parsed(FreeReply, (await c.post('/users/check-login', { login: 'someone-new' })).body).free).toBe(
      true,
    );
  });

  it('lists the domains the customer owns, 401 when anonymous', async () => {
    const c = s.client();
    expect((await c.get('/users/domains')).status).toBe(401);
    expect((await c.get('/users')).status).toBe(401);
    await c.login('alice');
    expect(parsed(DomainsReply, (await c.get('/users/domains')).body).domains).toEqual([
      'alice-novakova.sk',
      'alicin-blog.sk',
    ]);
  });
});
