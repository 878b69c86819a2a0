/**
 * The minimal flavour of the mock provider (issue 14, decision 027): every reply of a customer's
 * journey is still read by its wire schema, yet it is as sparse as the contract allows (nulls,
 * left-out fields, no `domain` in an offer's default configuration) and carries an unknown field;
 * what the reply says (who is logged in, the chosen profiles, the items) is unchanged.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { AppConfig } from '../../events/contract/app-config';
import { Cart } from '../../events/contract/cart';
import { CrossSellResponse } from '../../events/contract/offers';
import { UNKNOWN_FIELD } from '../../fixtures/provider/minimal-replies';
import type { EndpointName } from '../../events/contract/endpoints/all';
import { replySchemas } from '../../fixtures/provider/minimal-schemas';
import { parsed, sessionWithCart, useServer, type Client } from './support/http-client';

const minimal = useServer({ flavour: 'minimal' });
const full = useServer();

/** The calls of a returning customer's journey: [endpoint as declared, `method path` called, body]. */
const journey: [EndpointName, string, unknown?][] = [
  ['getCart', 'get /cart'],
  ['getCrossSell', 'get /cart/x-sell-up-sell'],
  ['getBillingProfiles', 'get /billing-profiles'],
  ['getDomainProfiles', 'get /domain-profiles'],
  ['getPaymentOptions', 'get /payment-options'],
  ['getUser', 'get /users'],
  ['getUserDomains', 'get /users/domains'],
  ['getRequiredFields', 'get /domain-profiles/required-fields?tlds=sk,com&countryCode=SK'],
  ['getTldCategories', 'get /domain-checker/tld-categories'],
  ['getHostingTutorial', 'get /hosting-tutorial'],
  ['getMonitoringOffer', 'get /server-contact-form/monitoring'],
  ['getDedicatedServerOptions', 'get /server-contact-form/dedicated-server-options'],
  ['setBillingProfile', 'put /cart/billing-profile?cart=true', { billingProfileId: 1 }],
  ['setDomainProfile', 'put /cart/domain-profile?cart=true', { domainProfileId: 1 }],
  ['setNote', 'put /cart/note?cart=true', { note: 'Prosím faktúru na firmu – ďakujem!' }],
];

async function call(c: Client, called: string, body?: unknown) {
  const [method = 'get', path = ''] = called.split(' ');
  return body === undefined ? c.get(path) : c.call(method.toUpperCase(), path, { body });
}

describe('the minimal flavour of the mock provider', () => {
  it("answers every call of a returning customer's journey with a reply its wire schema reads", async () => {
    const c = await sessionWithCart(minimal.client(), { items: true, login: 'alice' });
    for (const [route, called, body] of journey) {
      const r = await call(c, called, body);
      expect(r.status, route).toBe(200);
      const schema = replySchemas.get(route);
      expect(schema, route).toBeDefined();
      if (schema) expect(schema.safeParse(r.body).success, route).toBe(true);
      const first = Array.isArray(r.body) ? (r.body as unknown[])[0] : r.body;
      if (first !== undefined) expect(first, route).toHaveProperty(UNKNOWN_FIELD);
    }
  });

  it("leaves the domain out of an offer's default configuration, which the full flavour sends", async () => {
    const sparse = await sessionWithCart(minimal.client(), { items: true });
    const rich = await sessionWithCart(full.client(), { items: true });
    const offersOf = async (c: Client) => {
      const r = parsed(CrossSellResponse, (await c.get('/cart/x-sell-up-sell')).body);
      return [...r.xSellProducts, ...r.upSellProducts];
    };
    const richOffers = await offersOf(rich);
    expect(richOffers.some((o) => 'domain' in o.defaultConfiguration.properties)).toBe(true);
    const sparseOffers = await offersOf(sparse);
    expect(sparseOffers).toHaveLength(richOffers.length);
    expect(sparseOffers.some((o) => 'domain' in o.defaultConfiguration.properties)).toBe(false);
    expect(sparseOffers.every((o) => o.reasonCartItemIds.length > 0)).toBe(true);
  });

  it('sends nulls where the contract allows them and an unknown field on every object, but keeps what the cart says', async () => {
    const c = await sessionWithCart(minimal.client(), { items: true, login: 'alice' });
    await c.put('/cart/billing-profile?cart=true', { billingProfileId: 1 });
    const raw = (await c.get('/cart')).body as Record<string, unknown>;
    const cart = parsed(Cart, raw);
    expect(cart.user?.login).toBe('alice');
    expect(cart.billingProfile?.id).toBe(1);
    expect(cart.items.length).toBeGreaterThan(0);
    expect(cart.items.every((i) => i.prolongPrice === null && i.price.originalPrice === null)).toBe(true);
    const items = raw.items as Record<string, unknown>[];
    expect(items.every((i) => !('sku' in (i.analytics as object)))).toBe(true);
    for (const i of items) {
      expect(i).toHaveProperty(UNKNOWN_FIELD);
      expect(i.price).toHaveProperty(UNKNOWN_FIELD);
    }
    expect(raw).toHaveProperty(UNKNOWN_FIELD);
    expect(raw.summary).toHaveProperty(UNKNOWN_FIELD);
  });

  it("keeps the customer's choices: the saved card, the donation, the profiles' own fields", async () => {
    const c = await sessionWithCart(minimal.client(), { items: true, login: 'alice' });
    const choice = { groupId: 'card', optionId: 'card-alice-visa', recurrence: true };
    const cart = parsed(Cart, (await c.put('/cart/payment-option?cart=true', choice)).body);
    expect(cart.paymentOption).toMatchObject(choice);
    const again = parsed(Cart, (await c.get('/cart')).body);
    expect(again.paymentOption).toMatchObject(choice);
  });

  it('leaves the identity documents out of a saved profile, which the full flavour sends (issue 23)', async () => {
    const idCardOf = async (c: Client) => {
      const list = (await c.get('/domain-profiles')).body as Record<string, unknown>[];
      return list.map((p) => ('idCard' in p ? p.idCard : 'left out'));
    };
    expect(await idCardOf(await sessionWithCart(full.client(), { login: 'sven' }))).toEqual([
      '19850412-1234',
    ]);
    const sparse = await sessionWithCart(minimal.client(), { login: 'sven' });
    expect(await idCardOf(sparse)).toEqual(['left out']);
    const [profile] = (await sparse.get('/domain-profiles')).body as Record<string, unknown>[];
    expect(profile).toMatchObject({ city: 'Stockholm', postalCode: '111 51' });
  });

  it("an app config may ask for the browser mock's minimal flavour, and a plain `mock: true` is the full one", () => {
    const base = { apiUrl: '/api', validationApiUrl: '/validation-api', loginUrl: '/mock-login' };
    expect(AppConfig.parse({ ...base, mock: 'minimal' }).mock).toBe('minimal');
    expect(AppConfig.parse({ ...base, mock: true }).mock).toBe(true);
    expect(AppConfig.safeParse({ ...base, mock: 'sparse' }).success).toBe(false);
  });

  it('keeps error replies as they are', async () => {
    const r = await minimal.client().get('/billing-profiles');
    expect(r.status).toBe(401);
    expect(r.body).toEqual({ key: 'user.unauthorized' });
  });

  it('reads the same replies with the full zod schemas (not only zod/mini)', async () => {
    const c = await sessionWithCart(minimal.client(), { items: true, login: 'bob' });
    const list = (await c.get('/billing-profiles')).body;
    expect(z.array(z.object({ id: z.number(), postalCode: z.string() })).parse(list)).toHaveLength(2);
  });
});
