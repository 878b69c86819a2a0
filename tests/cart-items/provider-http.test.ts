/**
 * Cart items over real HTTP: add (E9), bundle (E8), update (E10), remove (E11), up-sell (E12),
 * property options (E22), cross-sell (E23), tutorial record and products (E24, E44) and
 * Business Mail licence prices (E43).
 */
import { describe, expect, it } from 'vitest';
import { Cart, CartWithNewItems } from '../../events/contract/cart';
import { ErrorBody } from '../../events/contract/errors';
import {
  CrossSellResponse,
  DomainBundle,
  HostingTutorialProduct,
  OneLicensePrice,
  PropertyOption,
} from '../../events/contract/offers';
import * as z from 'zod';
import { parsed, sessionWithCart, useServer, type Client } from '../provider/support/http-client';

const s = useServer();

const addDomain = (c: Client, domain: string, price?: number) =>
  c.post('/cart/items', {
    code: 'domain-register',
    name: `.${domain.split('.').slice(1).join('.')} doména`,
    sellType: 'direct',
    period: 12,
    properties: { domain },
    ...(price === undefined ? {} : { price: { vatExcluded: price } }),
  });

describe('adding items (E9)', () => {
  it('adds a domain registration at the price the checker showed', async () => {
    const c = await sessionWithCart(s.client());
    const r = await addDomain(c, 'novy-web.sk', 9.9);
    expect(r.status).toBe(200);
    const cart = parsed(Cart, r.body);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      code: 'domain-register',
      name: '.sk doména',
      period: 12,
      properties: { domain: 'novy-web.sk', tld: 'sk' },
    });
    expect(cart.items[0]?.price.vatExcluded).toBe(9.9);
    expect(cart.summary.price.vatIncluded).toBeCloseTo(12.18, 2);
  });

  it('names items in the language of the language header', async () => {
    const c = await sessionWithCart(s.client({ language: 'en-US' }));
    expect(parsed(Cart, (await addDomain(c, 'english-name.sk')).body).items[0]?.name).toBe('.sk domain');
  });

  it('rejects a registered domain, a duplicate, a stale price and an unknown product with their keys', async () => {
    const c = await sessionWithCart(s.client());
    const taken = parsed(ErrorBody, (await addDomain(c, 'google.sk')).body);
    expect(taken.violations?.[0]).toEqual({
      propertyPath: 'properties.domain',
      errors: [{ translationKey: 'domain.not_available' }],
    });
    await addDomain(c, 'twice.sk');
    expect(parsed(ErrorBody, (await addDomain(c, 'twice.sk')).body).key).toBe('cart.item_already_in_cart');
    expect(parsed(ErrorBody, (await addDomain(c, 'stale.sk', 1.5)).body).key).toBe(
      'integrity.price_outdated',
    );
    const unknown = await c.post('/cart/items', {
      code: 'time-machine',
      sellType: 'direct',
      period: 12,
      properties: {},
    });
    expect(unknown.status).toBe(422);
    expect(parsed(ErrorBody, unknown.body).key).toBe('order.unsupported_product');
  });

  it('answers 400 to a body of the wrong shape', async () => {
    const c = await sessionWithCart(s.client());
    const r = await c.post('/cart/items', { code: 'vps', period: 'twelve' });
    expect(r.status).toBe(400);
    expect(parsed(ErrorBody, r.body).key).toBe('validation.invalid_form');
  });

  it('reports an unavailable resource with its amount (integrity)', async () => {
    const c = await sessionWithCart(s.client());
    const r = await c.post('/cart/items', {
      code: 'vps',
      sellType: 'direct',
      period: 12,
      properties: { ram: 64, cpu: 2 },
    });
    const body = parsed(ErrorBody, r.body);
    expect(body.key).toBe('integrity.ram_not_available');
    expect(body.violations?.[0]?.errors[0]?.values).toEqual({ ram: 64 });
  });
});

describe('bundle (E8)', () => {
  it('adds the main and the discounted domain of a bundle at the bundle prices', async () => {
    const c = await sessionWithCart(s.client());
    const bundles = z
      .array(DomainBundle)
      .parse((await c.get('/domain-checker/check-bundles?domains[]=bundle-shop')).body);
    const b = bundles[0];
    expect(b).toBeDefined();
    if (!b) return;
    const item = (d: typeof b.main) => ({
      code: 'domain-register',
      sellType: 'direct',
      period: 12,
      properties: { domain: d.name },
      price: { vatExcluded: d.price.actualPrice },
    });
    const cart = parsed(
      Cart,
      (await c.post('/cart/bundle', { items: [item(b.main), item(b.discounted)] })).body,
    );
    expect(cart.items.map((i) => i.properties.domain)).toEqual([b.main.name, b.discounted.name]);
    expect(cart.items[1]?.price.vatExcluded).toBe(b.discounted.price.actualPrice);
  });
});

describe('updating and removing items (E10, E11)', () => {
  it('changes the period and licences of Business Mail and re-prices it', async () => {
    const c = await sessionWithCart(s.client(), { items: true });
    const cart = parsed(Cart, (await c.get('/cart')).body);
    const mail = cart.items.find((i) => i.code === 'business-mail');
    const updated = parsed(
      Cart,
      (await c.patch(`/cart/items/${mail?.id}`, { period: 6, licenses: { premium: 1 } })).body,
    );
    const after = updated.items.find((i) => i.id === mail?.id);
    expect(after?.period).toBe(6);
    expect(after?.licenses).toEqual({ basic: 2, advanced: 0, premium: 1 });
    expect(mail?.price.vatExcluded).toBe(36); // 2 basic × 1.50 € × 12 months
    expect(after?.price.vatExcluded).toBe(48); // (2 × 1.50 € + 5 €) × 6 months
  });

  it('answers cart.item_not_found for a bogus item id', async () => {
    const c = await sessionWithCart(s.client(), { items: true });
    const r = await c.patch('/cart/items/does-not-exist', { period: 12 });
    expect(r.status).toBe(404);
    expect(parsed(ErrorBody, r.body).key).toBe('cart.item_not_found');
    expect((await c.del('/cart/items/does-not-exist')).status).toBe(404);
  });

  it('answers 401 when an anonymous session sets a domain profile on an item', async () => {
    const c = await sessionWithCart(s.client(), { items: true });
    const id = parsed(Cart, (await c.get('/cart')).body).items[0]?.id;
    const r = await c.patch(`/cart/items/${id}`, { properties: { domainProfileId: 1 } });
    expect(r.status).toBe(401);
    expect(parsed(ErrorBody, r.body).key).toBe('user.unauthorized');
  });

  it('ties item-bound violations to the item with context.cartItemId', async () => {
    const c = await sessionWithCart(s.client());
    const cart = parsed(
      Cart,
      (
        await c.post('/cart/items', {
          code: 'vps',
          sellType: 'direct',
          period: 12,
          properties: { cpu: 2, ram: 4 },
        })
      ).body,
    );
    const vps = cart.items[0];
    const r = parsed(
      ErrorBody,
      (await c.patch(`/cart/items/${vps?.id}`, { properties: { name: 'ab' } })).body,
    );
    expect(r.context?.cartItemId).toBe(vps?.id);
    expect(r.violations?.[0]).toMatchObject({
      propertyPath: 'properties.name',
      errors: [{ translationKey: 'validation.too_short' }],
    });
    const named = parsed(
      Cart,
      (await c.patch(`/cart/items/${vps?.id}`, { properties: { name: 'myserver1' } })).body,
    );
    expect(named.items[0]?.properties.name).toBe('myserver1');
  });

  it('removes an item and returns the remaining cart', async () => {
    const c = await sessionWithCart(s.client(), { items: true });
    const cart = parsed(Cart, (await c.get('/cart')).body);
    const after = parsed(Cart, (await c.del(`/cart/items/${cart.items[2]?.id}`)).body);
    expect(after.items).toHaveLength(2);
    expect(after.summary.count).toBe(2);
  });
});

describe('up-sell (E12) and cross-sell (E23)', () => {
  it('offers a bigger hosting and applies it as an upgrade that reports the new item', async () => {
    const c = await sessionWithCart(s.client(), { items: true });
    const offers = parsed(CrossSellResponse, (await c.get('/cart/x-sell-up-sell')).body);
    const bigger = offers.upSellProducts.find((o) => o.uid.startsWith('bigger-'));
    expect(bigger?.cartItemToUpgradeId).toBeTruthy();
    const r = await c.post(`/cart/items/${bigger?.cartItemToUpgradeId}/upgrade?cart=true`, {
      code: bigger?.code,
      period: bigger?.defaultConfiguration.period,
      properties: bigger?.defaultConfiguration.properties,
    });
    const cart = parsed(CartWithNewItems, r.body);
    expect(cart.newItems).toHaveLength(1);
    expect(cart.newItems[0]?.sellType).toBe('up-sell');
    expect(cart.items.some((i) => i.id === bigger?.cartItemToUpgradeId)).toBe(false);
  });

  it('refuses a hosting downgrade', async () => {
    const c = await sessionWithCart(s.client(), { items: true });
    const hosting = parsed(Cart, (await c.get('/cart')).body).items.find((i) => i.code === 'hosting');
    const r = await c.post(`/cart/items/${hosting?.id}/upgrade?cart=true`, {
      code: 'hosting',
      period: 12,
      properties: { capacity: 10240 },
    });
    expect(parsed(ErrorBody, r.body).key).toBe('validation.hosting_package_change.not_available');
  });

  it('cross-sells hosting, SSL and an alternative domain for a lone domain', async () => {
    const c = await sessionWithCart(s.client());
    await addDomain(c, 'lonely-domain.sk');
    const offers = parsed(CrossSellResponse, (await c.get('/cart/x-sell-up-sell')).body);
    const codes = offers.xSellProducts.map((o) => o.code);
    expect(codes).toEqual(expect.arrayContaining(['the-hosting', 'ssl', 'domain-register']));
    const alt = offers.xSellProducts.find((o) => o.code === 'domain-register');
    expect(alt?.defaultConfiguration.period).toBe(24);
  });
});

describe('catalogue helpers (E22, E24, E43, E44)', () => {
  it('lists property options, and 400 without code or property', async () => {
    const c = await sessionWithCart(s.client());
    const r = await c.get('/cart/items/properties?code=vps&property=ram');
    expect(
      z
        .array(PropertyOption)
        .parse(r.body)
        .map((o) => o.value),
    ).toContain(8);
    expect((await c.get('/cart/items/properties?code=vps')).status).toBe(400);
    expect((await c.get('/cart/items/properties?code=vps&property=ram&cartItemId=nope')).status).toBe(404);
  });

  it('records the tutorial choice with 204 and serves tutorial products', async () => {
    const c = await sessionWithCart(s.client());
    expect(
      (await c.patch('/cart/hosting-tutorial-record', { noHostingSelected: true, skipped: false })).status,
    ).toBe(204);
    const products = z.array(HostingTutorialProduct).parse((await c.get('/hosting-tutorial')).body);
    expect(products.map((p) => p.name)).toEqual(['the-hosting', 'the-hosting-wordpress', 'site-builder']);
    const capacities = products[0]?.properties.capacity?.options.map((o) => o.value);
    expect(capacities).toEqual([10240, 51200, 102400]);
    const yearly = products[0]?.properties.capacity?.options.map(
      (o) => o.price?.find((p) => p.period === 12)?.marketingPrice,
    );
    expect(yearly).toEqual([39, 89, 199]);
  });

  it('prices one Business Mail licence of each type for the item period', async () => {
    const c = await sessionWithCart(s.client(), { items: true });
    const mail = parsed(Cart, (await c.get('/cart')).body).items.find((i) => i.code === 'business-mail');
    const prices = z
      .array(OneLicensePrice)
      .parse((await c.get(`/business-mail/one-license-prices/${mail?.id}`)).body);
    expect(prices.map((p) => [p.type, p.code, p.period])).toEqual([
      ['basic', 'business_mail_basic', 12],
      ['advanced', 'business_mail_advanced', 12],
      ['premium', 'business_mail_premium', 12],
    ]);
    expect((await c.get('/business-mail/one-license-prices/nope')).status).toBe(404);
  });
});
