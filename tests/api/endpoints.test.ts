/**
 * Happy path of every JSON endpoint E1–E45 and E47–E56: method, path, query, headers (company only
 * on the main API, language on both), body and credentials as the contract says, the reply parsed,
 * and the exchange recorded under its path template. E27, E46 and E57 have their own files.
 */
import { http as msw, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/api/client';
import type { BillingProfileBody, DomainProfileBody } from '../../src/api/endpoints/profiles';
import type { Result } from '../../src/api/result';
import { API, COMPANY, LANGUAGE, VALIDATION, makeClient, server, useServer } from './support/harness';
import * as s from './support/samples';

useServer();

interface Case {
  name: string;
  call: (api: ApiClient) => Promise<Result<unknown>>;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Expected URL path (encoded) and query pairs in order. */
  path: string;
  query?: [string, string][];
  template: string;
  body?: unknown;
  status?: number;
  reply?: unknown;
  /** Expected parsed value when it differs from the reply. */
  value?: unknown;
  validationApi?: boolean;
}

const cartFlag: [string, string][] = [['cart', 'true']];
const billingInput = s.billingInput as BillingProfileBody;
const domainInput = s.domainInput as DomainProfileBody;
const addDomain = {
  code: 'domain-register',
  name: '.sk doména',
  sellType: 'direct' as const,
  period: 12,
  price: { vatExcluded: 9.9 },
  properties: { domain: 'example.sk' },
};
const addDiscounted = { ...addDomain, properties: { domain: 'example.cz' } };
const checkoutRequest = {
  redirectAfterCancel: 'https://shop.test/en/thank-you?messageKey=cancel',
  redirectAfterPaySuccess: 'https://shop.test/en/thank-you?messageKey=success',
  redirectAfterPayFailure: 'https://shop.test/en/thank-you?messageKey=fail',
  termsAndConditionsConsent: true,
  thirdPartyConsent: false,
};
const signUpRequest = {
  personalInformation: {
    login: 'jana',
    password: 'Secret-123',
    emails: ['jana@example.sk'],
    phone: '+421901123456',
  },
  billingProfile: billingInput,
  domainProfile: null,
  termsAndConditionsConsent: true,
  thirdPartyConsent: true,
  domainProfileAdditionalInfo: { createDomainProfile: true, billingProfileId: null },
};
const requiredFields = {
  personal: { required: ['idCard'], oneOf: [] },
  company: { required: [], oneOf: [['companyId', 'vatId']] },
};
const licencePrice = { type: 'basic', code: 'business_mail_basic', period: 12, price: 1.5 };
const bundle = { main: s.domainResult('example.sk'), discounted: s.domainResult('example.cz') };
const serverForm = { ...s.contactForm, serverName: 'web1', period: 12 };

const cases: Case[] = [
  // Validation API (E1–E4)
  {
    name: 'E1 validateVatId',
    call: (a) => a.validateVatId({ vatId: 'SK2020', countryCode: 'SK' }),
    method: 'POST',
    path: '/validations/vat-id',
    template: '/validations/vat-id',
    body: { vatId: 'SK2020', countryCode: 'SK' },
    reply: { valid: true },
    validationApi: true,
  },
  {
    name: 'E2 validateTaxId',
    call: (a) => a.validateTaxId({ taxId: '2020', countryCode: 'CZ' }),
    method: 'POST',
    path: '/validations/tax-id',
    template: '/validations/tax-id',
    body: { taxId: '2020', countryCode: 'CZ' },
    reply: { valid: false },
    validationApi: true,
  },
  {
    name: 'E3 validateCompanyId',
    call: (a) => a.validateCompanyId({ companyId: '0123', countryCode: 'SK' }),
    method: 'POST',
    path: '/validations/company-id',
    template: '/validations/company-id',
    body: { companyId: '0123', countryCode: 'SK' },
    reply: { valid: true },
    validationApi: true,
  },
  {
    name: 'E4 validateIsic',
    call: (a) => a.validateIsic({ bonusCard: 'S421', firstName: 'Jana', lastName: 'N' }),
    method: 'POST',
    path: '/validations/isic',
    template: '/validations/isic',
    body: { bonusCard: 'S421', firstName: 'Jana', lastName: 'N' },
    reply: { valid: true },
    validationApi: true,
  },
  // Cart (E5–E26)
  {
    name: 'E5 getCart',
    call: (a) => a.getCart(),
    method: 'GET',
    path: '/cart',
    template: '/cart',
    reply: s.cart,
  },
  {
    name: 'E6 reloadConfiguration',
    call: (a) => a.reloadConfiguration(),
    method: 'GET',
    path: '/cart/reload-configuration',
    query: cartFlag,
    template: '/cart/reload-configuration',
    reply: s.cart,
  },
  {
    name: 'E7 validateItems',
    call: (a) => a.validateItems(),
    method: 'GET',
    path: '/cart/items/validate',
    template: '/cart/items/validate',
    reply: s.cart,
  },
  {
    name: 'E8 addBundle',
    call: (a) => a.addBundle([addDomain, addDiscounted]),
    method: 'POST',
    path: '/cart/bundle',
    template: '/cart/bundle',
    body: { items: [addDomain, addDiscounted] },
    reply: s.cart,
  },
  {
    name: 'E9 addItem',
    call: (a) => a.addItem(addDomain),
    method: 'POST',
    path: '/cart/items',
    template: '/cart/items',
    body: addDomain,
    reply: s.cart,
  },
  {
    name: 'E10 updateItem',
    call: (a) => a.updateItem('c1a9', { period: 24, properties: { eppCode: 'X' } }),
    method: 'PATCH',
    path: '/cart/items/c1a9',
    template: '/cart/items/{id}',
    body: { period: 24, properties: { eppCode: 'X' } },
    reply: s.cart,
  },
  {
    name: 'E11 removeItem',
    call: (a) => a.removeItem('c1a9'),
    method: 'DELETE',
    path: '/cart/items/c1a9',
    template: '/cart/items/{id}',
    reply: { ...s.cart, items: [] },
  },
  {
    name: 'E12 upgradeItem',
    call: (a) =>
      a.upgradeItem('c1a9', {
        code: 'the-hosting',
        period: 12,
        properties: { capacity: 20480 },
        voucherCode: 'UP',
      }),
    method: 'POST',
    path: '/cart/items/c1a9/upgrade',
    query: cartFlag,
    template: '/cart/items/{id}/upgrade',
    body: { code: 'the-hosting', period: 12, properties: { capacity: 20480 }, voucherCode: 'UP' },
    reply: { ...s.cart, newItems: [s.cartItem] },
  },
  {
    name: 'E13 setNote',
    call: (a) => a.setNote('Please call me'),
    method: 'PUT',
    path: '/cart/note',
    query: cartFlag,
    template: '/cart/note',
    body: { note: 'Please call me' },
    reply: { ...s.cart, note: 'Please call me' },
  },
  {
    name: 'E14 deleteNote',
    call: (a) => a.deleteNote(),
    method: 'DELETE',
    path: '/cart/note',
    query: cartFlag,
    template: '/cart/note',
    reply: s.cart,
  },
  {
    name: 'E15 setPaymentOption',
    call: (a) => a.setPaymentOption({ groupId: 'transfer', optionId: null, recurrence: false }),
    method: 'PUT',
    path: '/cart/payment-option',
    query: cartFlag,
    template: '/cart/payment-option',
    body: { groupId: 'transfer', optionId: null, recurrence: false },
    reply: { ...s.cart, paymentOption: { groupId: 'transfer', optionId: null, recurrence: false } },
  },
  {
    name: 'E16 setBillingProfile',
    call: (a) => a.setBillingProfile(7),
    method: 'PUT',
    path: '/cart/billing-profile',
    query: cartFlag,
    template: '/cart/billing-profile',
    body: { billingProfileId: 7 },
    reply: { ...s.cart, billingProfile: s.billingProfile },
  },
  {
    name: 'E17 setDomainProfile',
    call: (a) => a.setDomainProfile(9),
    method: 'PUT',
    path: '/cart/domain-profile',
    query: cartFlag,
    template: '/cart/domain-profile',
    body: { domainProfileId: 9 },
    reply: { ...s.cart, domainProfile: s.domainProfile },
  },
  {
    name: 'E18 addCoupon',
    call: (a) => a.addCoupon('SAVE10'),
    method: 'PUT',
    path: '/cart/coupon',
    query: cartFlag,
    template: '/cart/coupon',
    body: { code: 'SAVE10' },
    reply: s.cart,
  },
  {
    name: 'E19 removeCoupon (code URL-encoded)',
    call: (a) => a.removeCoupon('SAVE 10/%'),
    method: 'DELETE',
    path: '/cart/coupon/SAVE%2010%2F%25',
    query: cartFlag,
    template: '/cart/coupon/{code}',
    reply: s.cart,
  },
  {
    name: 'E20 setDonation',
    call: (a) => a.setDonation({ roundUpVersion: 'v2' }),
    method: 'PUT',
    path: '/cart/donation',
    query: cartFlag,
    template: '/cart/donation',
    body: { roundUpVersion: 'v2' },
    reply: s.cart,
  },
  {
    name: 'E21 removeDonation',
    call: (a) => a.removeDonation(),
    method: 'DELETE',
    path: '/cart/donation',
    query: cartFlag,
    template: '/cart/donation',
    reply: s.cart,
  },
  {
    name: 'E22 getItemPropertyOptions',
    call: (a) => a.getItemPropertyOptions({ code: 'vps', property: 'osName', cartItemId: 'c1a9' }),
    method: 'GET',
    path: '/cart/items/properties',
    query: [
      ['code', 'vps'],
      ['property', 'osName'],
      ['cartItemId', 'c1a9'],
    ],
    template: '/cart/items/properties',
    reply: [{ value: 'debian', label: 'Debian' }],
  },
  {
    name: 'E22 getItemPropertyOptions without an item',
    call: (a) => a.getItemPropertyOptions({ code: 'vps', property: 'ram' }),
    method: 'GET',
    path: '/cart/items/properties',
    query: [
      ['code', 'vps'],
      ['property', 'ram'],
    ],
    template: '/cart/items/properties',
    reply: [{ value: 8, label: '8 GB' }],
  },
  {
    name: 'E23 getCrossSell',
    call: (a) => a.getCrossSell(),
    method: 'GET',
    path: '/cart/x-sell-up-sell',
    template: '/cart/x-sell-up-sell',
    reply: { xSellProducts: [s.crossSellItem], upSellProducts: [] },
  },
  {
    name: 'E24 recordHostingTutorial',
    call: (a) => a.recordHostingTutorial({ noHostingSelected: true, skipped: false }),
    method: 'PATCH',
    path: '/cart/hosting-tutorial-record',
    template: '/cart/hosting-tutorial-record',
    body: { noHostingSelected: true, skipped: false },
    status: 204,
    value: undefined,
  },
  {
    name: 'E25 setMigrationAssistance',
    call: (a) => a.setMigrationAssistance(null),
    method: 'PUT',
    path: '/promotion-for-migration/need-assistance',
    query: cartFlag,
    template: '/promotion-for-migration/need-assistance',
    body: { assistance: null },
    reply: s.cart,
  },
  {
    name: 'E26 deleteMigrationFile',
    call: (a) => a.deleteMigrationFile('a b/c.pdf'),
    method: 'DELETE',
    path: '/promotion-for-migration/a%20b%2Fc.pdf',
    template: '/promotion-for-migration/{file}',
    status: 204,
    value: undefined,
  },
  // Profiles (E28–E35)
  {
    name: 'E28 getBillingProfiles',
    call: (a) => a.getBillingProfiles(),
    method: 'GET',
    path: '/billing-profiles',
    template: '/billing-profiles',
    reply: [s.billingProfile],
  },
  {
    name: 'E29 createBillingProfile',
    call: (a) => a.createBillingProfile(billingInput),
    method: 'POST',
    path: '/billing-profiles',
    template: '/billing-profiles',
    body: s.billingInput,
    status: 201,
    reply: s.billingProfile,
  },
  {
    name: 'E30 updateBillingProfile',
    call: (a) => a.updateBillingProfile(7, billingInput),
    method: 'PUT',
    path: '/billing-profiles/7',
    template: '/billing-profiles/{id}',
    body: s.billingInput,
    reply: s.billingProfile,
  },
  {
    name: 'E31 getDomainProfiles',
    call: (a) => a.getDomainProfiles(),
    method: 'GET',
    path: '/domain-profiles',
    template: '/domain-profiles',
    reply: [s.domainProfile],
  },
  {
    name: 'E32 createDomainProfile',
    call: (a) => a.createDomainProfile({ ...domainInput, cartItemId: 'c1a9' }),
    method: 'POST',
    path: '/domain-profiles',
    template: '/domain-profiles',
    body: { ...s.domainInput, cartItemId: 'c1a9' },
    status: 201,
    reply: s.domainProfile,
  },
  {
    name: 'E33 createDomainProfileFromBilling',
    call: (a) => a.createDomainProfileFromBilling({ billingProfileId: 7, cartItemId: 'c1a9' }),
    method: 'POST',
    path: '/domain-profiles/from-billing-profile',
    template: '/domain-profiles/from-billing-profile',
    body: { billingProfileId: 7, cartItemId: 'c1a9' },
    status: 201,
    reply: s.domainProfile,
  },
  {
    name: 'E34 updateDomainProfile',
    call: (a) => a.updateDomainProfile(9, domainInput),
    method: 'PUT',
    path: '/domain-profiles/9',
    template: '/domain-profiles/{id}',
    body: s.domainInput,
    reply: s.domainProfile,
  },
  {
    name: 'E35 getRequiredFields (tlds comma-separated)',
    call: (a) => a.getRequiredFields({ tlds: ['se', 'sk'], countryCode: 'SE' }),
    method: 'GET',
    path: '/domain-profiles/required-fields',
    query: [
      ['tlds', 'se,sk'],
      ['countryCode', 'SE'],
    ],
    template: '/domain-profiles/required-fields',
    reply: requiredFields,
  },
  // Payment and order (E36–E38)
  {
    name: 'E36 getPaymentOptions',
    call: (a) => a.getPaymentOptions(),
    method: 'GET',
    path: '/payment-options',
    template: '/payment-options',
    reply: [s.paymentGroup],
  },
  {
    name: 'E37 checkout',
    call: (a) => a.checkout(checkoutRequest),
    method: 'POST',
    path: '/checkout',
    template: '/checkout',
    body: checkoutRequest,
    reply: { redirect: 'https://pay.example.test/go' },
  },
  {
    name: 'E38 quickOrder',
    call: (a) => a.quickOrder(),
    method: 'POST',
    path: '/quick-order',
    template: '/quick-order',
    status: 204,
    value: undefined,
  },
  // Users (E39–E42)
  {
    name: 'E39 signUp',
    call: (a) => a.signUp(signUpRequest),
    method: 'POST',
    path: '/users',
    template: '/users',
    body: signUpRequest,
    status: 201,
    reply: { redirect: 'https://login.example.test/auto', domainProfile: s.domainProfile },
  },
  {
    name: 'E40 getUser',
    call: (a) => a.getUser(),
    method: 'GET',
    path: '/users',
    template: '/users',
    reply: s.user,
  },
  {
    name: 'E41 checkLogin',
    call: (a) => a.checkLogin('jana'),
    method: 'POST',
    path: '/users/check-login',
    template: '/users/check-login',
    body: { login: 'jana' },
    reply: { free: false },
  },
  {
    name: 'E42 getUserDomains',
    call: (a) => a.getUserDomains(),
    method: 'GET',
    path: '/users/domains',
    template: '/users/domains',
    reply: { domains: ['example.sk'] },
  },
  // Catalogue helpers (E43–E45, E47–E56)
  {
    name: 'E43 getOneLicensePrices',
    call: (a) => a.getOneLicensePrices('c1a9'),
    method: 'GET',
    path: '/business-mail/one-license-prices/c1a9',
    template: '/business-mail/one-license-prices/{itemId}',
    reply: [licencePrice],
  },
  {
    name: 'E44 getHostingTutorial',
    call: (a) => a.getHostingTutorial(),
    method: 'GET',
    path: '/hosting-tutorial',
    template: '/hosting-tutorial',
    reply: [s.tutorialProduct],
  },
  {
    name: 'E45 getTldCategories',
    call: (a) => a.getTldCategories(),
    method: 'GET',
    path: '/domain-checker/tld-categories',
    template: '/domain-checker/tld-categories',
    reply: [{ id: 'popular', name: 'Populárne', tlds: ['sk', 'com'] }],
  },
  {
    name: 'E47 checkBundles (domains[] repeated)',
    call: (a) => a.checkBundles(['example.sk', 'example']),
    method: 'GET',
    path: '/domain-checker/check-bundles',
    query: [
      ['domains[]', 'example.sk'],
      ['domains[]', 'example'],
    ],
    template: '/domain-checker/check-bundles',
    reply: [bundle],
  },
  {
    name: 'E48 getDedicatedServerOffer',
    call: (a) => a.getDedicatedServerOffer('srv-1'),
    method: 'GET',
    path: '/server-contact-form/dedicated-servers/srv-1',
    template: '/server-contact-form/dedicated-servers/{id}',
    reply: s.dedicatedServer,
  },
  {
    name: 'E49 getMonitoringOffer',
    call: (a) => a.getMonitoringOffer(),
    method: 'GET',
    path: '/server-contact-form/monitoring',
    template: '/server-contact-form/monitoring',
    reply: s.serviceOffer,
  },
  {
    name: 'E50 getManagementOffer',
    call: (a) => a.getManagementOffer(),
    method: 'GET',
    path: '/server-contact-form/management',
    template: '/server-contact-form/management',
    reply: { ...s.serviceOffer, name: 'Management' },
  },
  {
    name: 'E51 getDedicatedServerOptions',
    call: (a) => a.getDedicatedServerOptions(),
    method: 'GET',
    path: '/server-contact-form/dedicated-server-options',
    template: '/server-contact-form/dedicated-server-options',
    reply: [s.optionGroup],
  },
  {
    name: 'E52 getMonitoringOptions',
    call: (a) => a.getMonitoringOptions(),
    method: 'GET',
    path: '/server-contact-form/monitoring-options',
    template: '/server-contact-form/monitoring-options',
    reply: [s.optionGroup],
  },
  {
    name: 'E53 sendServerContactForm',
    call: (a) => a.sendServerContactForm(serverForm),
    method: 'POST',
    path: '/server-contact-form',
    template: '/server-contact-form',
    body: serverForm,
    status: 204,
    value: undefined,
  },
  {
    name: 'E54 sendManagementForm',
    call: (a) => a.sendManagementForm(s.contactForm),
    method: 'POST',
    path: '/server-contact-form/management-forms',
    template: '/server-contact-form/management-forms',
    body: s.contactForm,
    status: 204,
    value: undefined,
  },
  {
    name: 'E55 sendMonitoringForm',
    call: (a) => a.sendMonitoringForm(s.contactForm),
    method: 'POST',
    path: '/server-contact-form/monitoring-forms',
    template: '/server-contact-form/monitoring-forms',
    body: s.contactForm,
    status: 204,
    value: undefined,
  },
  {
    name: 'E56 checkServerName',
    call: (a) => a.checkServerName('web1'),
    method: 'POST',
    path: '/server-contact-form/availability/dedicated-server-name',
    template: '/server-contact-form/availability/dedicated-server-name',
    body: { name: 'web1' },
    reply: { available: true },
  },
];

interface Seen {
  method: string;
  url: URL;
  headers: Record<string, string>;
  credentials: RequestCredentials;
  body: unknown;
}

function capture(status: number, reply: unknown): Seen[] {
  const seen: Seen[] = [];
  server.use(
    msw.all('*', async ({ request }) => {
      const text = await request.text();
      seen.push({
        method: request.method,
        url: new URL(request.url),
        headers: Object.fromEntries(request.headers),
        credentials: request.credentials,
        body: text === '' ? undefined : JSON.parse(text),
      });
      return reply === undefined
        ? new HttpResponse(null, { status })
        : HttpResponse.json(reply as never, { status });
    }),
  );
  return seen;
}

describe('every endpoint speaks the contract', () => {
  it.each(cases)('$name: sends $method $template and reads the reply', async (c) => {
    const seen = capture(c.status ?? 200, c.reply);
    const { api, events } = makeClient();

    const result = await c.call(api);

    expect(result).toMatchObject({ ok: true, status: c.status ?? 200, flash: [] });
    if (result.ok) expect(result.value).toEqual('value' in c ? c.value : c.reply);

    expect(seen).toHaveLength(1);
    const req = seen[0]!;
    expect(req.method).toBe(c.method);
    expect(req.url.origin).toBe(c.validationApi ? VALIDATION : API);
    expect(req.url.pathname).toBe(c.path);
    expect([...req.url.searchParams.entries()]).toEqual(c.query ?? []);
    expect(req.credentials).toBe('include');
    expect(req.headers.accept).toBe('application/json');
    expect(req.headers.language).toBe(LANGUAGE);
    expect(req.headers.company).toBe(c.validationApi ? undefined : COMPANY);
    expect(req.headers['x-with-flash-messages']).toBeUndefined();
    expect(req.body).toEqual(c.body);
    expect(req.headers['content-type']).toBe(c.body === undefined ? undefined : 'application/json');

    expect(events.map((e) => e.type)).toEqual(['requested', 'responded']);
    expect(events[0]).toMatchObject({
      requestId: 'req-1',
      method: c.method,
      pathTemplate: c.template,
      body: c.body ?? null,
    });
    expect(events[1]).toMatchObject({ requestId: 'req-1', status: c.status ?? 200, body: c.reply ?? null });
  });
});

describe('[cart] replies', () => {
  it('fail with cart value missing when a Cart endpoint answers without a body', async () => {
    capture(200, undefined);
    const { api, events } = makeClient();
    const r = await api.setNote('hi');
    expect(r).toMatchObject({
      ok: false,
      error: { kind: 'client', status: 200, messageKey: 'exception.cart.value_missing' },
    });
    expect(events.map((e) => e.type)).toEqual(['requested', 'failed']);
  });

  it('read the upgrade reply with its new items', async () => {
    capture(200, { ...s.cart, newItems: [s.cartItem] });
    const { api } = makeClient();
    const r = await api.upgradeItem('c1a9', { code: 'vps', period: 12, properties: {} });
    expect(r.ok && r.value.newItems.map((i) => i.id)).toEqual(['c1a9']);
  });

  it('reject an upgrade reply that lacks newItems as an invalid reply', async () => {
    capture(200, s.cart);
    const { api } = makeClient();
    const r = await api.upgradeItem('c1a9', { code: 'vps', period: 12, properties: {} });
    expect(r).toMatchObject({ ok: false, error: { kind: 'schema', messageKey: 'general.invalid_reply' } });
  });
});
