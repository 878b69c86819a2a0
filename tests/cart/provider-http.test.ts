/**
 * The mock provider's cart endpoints over real HTTP: E5–E7, note (E13/E14), coupons (E18/E19)
 * and donation (E20/E21), each reply checked against the contract's zod schemas.
 */
import { describe, expect, it } from 'vitest';
import { Cart } from '../../events/contract/cart';
import { ErrorBody } from '../../events/contract/errors';
import { parsed, sessionWithCart, useServer } from '../provider/support/http-client';

const s = useServer();

describe('GET /cart (E5)', () => {
  it('creates an empty cart for a new session and keeps its uuid on the next call', async () => {
    const c = s.client();
    const first = await c.get('/cart');
    expect(first.status).toBe(200);
    const cart = parsed(Cart, first.body);
    expect(cart.items).toEqual([]);
    expect(cart.user).toBeNull();
    expect(cart.summary.currency).toEqual({ name: 'EUR', symbol: '€' });
    const second = parsed(Cart, (await c.get('/cart')).body);
    expect(second.uuid).toBe(cart.uuid);
  });

  it('gives two clients two different carts', async () => {
    const a = parsed(Cart, (await s.client().get('/cart')).body);
    const b = parsed(Cart, (await s.client().get('/cart')).body);
    expect(a.uuid).not.toBe(b.uuid);
  });

  it('prices in the currency and VAT of the company header', async () => {
    const c = s.client({ company: 'cz-ws' });
    await sessionWithCart(c, { items: true });
    const cart = parsed(Cart, (await c.get('/cart')).body);
    expect(cart.summary.currency).toEqual({ name: 'CZK', symbol: 'Kč' });
    expect(cart.summary.price.vatPercentage).toBe(21);
    expect(cart.summary.price.vatIncluded).toBeCloseTo(cart.summary.price.vatExcluded * 1.21, 1);
    expect(cart.donation).toBeNull();
  });

  it('answers 400 validation.invalid_form to an unknown company', async () => {
    const r = await s.client({ company: 'xx-ws' }).get('/cart');
    expect(r.status).toBe(400);
    expect(parsed(ErrorBody, r.body).key).toBe('validation.invalid_form');
  });
});

describe('cart reload and validation (E6, E7)', () => {
  it('re-prices with ?cart=true and answers 204 without the flag', async () => {
    const c = await sessionWithCart(s.client(), { items: true });
    const flagged = await c.get('/cart/reload-configuration?cart=true');
    expect(parsed(Cart, flagged.body).items).toHaveLength(3);
    const bare = await c.get('/cart/reload-configuration');
    expect(bare.status).toBe(204);
    expect(bare.text).toBe('');
  });

  it('lets a complete cart pass the cart step and stops an empty one at the cart step', async () => {
    const ok = await sessionWithCart(s.client(), { items: true });
    expect(parsed(Cart, (await ok.get('/cart/items/validate')).body).items).toHaveLength(3);
    const empty = await sessionWithCart(s.client());
    const r = await empty.get('/cart/items/validate');
    expect(r.status).toBe(422);
    const body = parsed(ErrorBody, r.body);
    expect(body.key).toBe('cart.invalid_step.cart');
    expect(body.context?.step).toBe('cart');
  });

  it('answers 404 cart.not_prepared on cart calls of a session that has no cart yet', async () => {
    const r = await s.client().get('/cart/items/validate');
    expect(r.status).toBe(404);
    expect(parsed(ErrorBody, r.body).key).toBe('cart.not_prepared');
  });
});

describe('note (E13, E14)', () => {
  it('stores the trimmed note and removes it again', async () => {
    const c = await sessionWithCart(s.client());
    const put = await c.put('/cart/note?cart=true', { note: '  call me  ' });
    expect(parsed(Cart, put.body).note).toBe('call me');
    const del = await c.del('/cart/note?cart=true');
    expect(parsed(Cart, del.body).note).toBeNull();
  });

  it('rejects a blank note on the note path', async () => {
    const c = await sessionWithCart(s.client());
    const r = await c.put('/cart/note?cart=true', { note: '   ' });
    expect(r.status).toBe(422);
    expect(parsed(ErrorBody, r.body).violations?.[0]?.propertyPath).toBe('note');
  });
});

describe('coupons (E18, E19)', () => {
  it('applies a coupon, discounts the items and lists it in the summary', async () => {
    const c = await sessionWithCart(s.client(), { items: true });
    const before = parsed(Cart, (await c.get('/cart')).body);
    const after = parsed(Cart, (await c.put('/cart/coupon?cart=true', { code: 'WELCOME10' })).body);
    expect(after.summary.coupons.map((x) => x.code)).toEqual(['WELCOME10']);
    expect(after.summary.discount).toBeGreaterThan(0);
    expect(after.summary.price.vatExcluded).toBeLessThan(before.summary.price.vatExcluded);
    expect(after.items[0]?.coupon).toBe('WELCOME10');
    expect(after.items[0]?.price.originalPrice).toBe(before.items[0]?.price.vatExcluded);
    const removed = parsed(Cart, (await c.del('/cart/coupon/WELCOME10?cart=true')).body);
    expect(removed.summary.coupons).toEqual([]);
  });

  it('answers 422 with a violation on code for an unknown coupon, and 404 when removing one not applied', async () => {
    const c = await sessionWithCart(s.client(), { items: true });
    const bad = await c.put('/cart/coupon?cart=true', { code: 'NOPE' });
    expect(bad.status).toBe(422);
    const body = parsed(ErrorBody, bad.body);
    expect(body.violations?.[0]).toEqual({
      propertyPath: 'code',
      errors: [{ translationKey: 'validation.coupon.not_found' }],
    });
    const rm = await c.del('/cart/coupon/NOPE?cart=true');
    expect(rm.status).toBe(404);
  });

  it('refuses the same coupon twice and a coupon with no matching item', async () => {
    const c = await sessionWithCart(s.client(), { items: true });
    await c.put('/cart/coupon?cart=true', { code: 'WELCOME10' });
    expect(parsed(ErrorBody, (await c.put('/cart/coupon?cart=true', { code: 'WELCOME10' })).body).key).toBe(
      'order.coupon_duplicity',
    );
    const empty = await sessionWithCart(s.client());
    expect(
      parsed(ErrorBody, (await empty.put('/cart/coupon?cart=true', { code: 'HOSTING20' })).body).key,
    ).toBe('validation.coupon.not_applicable');
  });
});

describe('donation (E20, E21)', () => {
  it('offers three round-ups that end on whole euros and adds the chosen one to the total', async () => {
    const c = await sessionWithCart(s.client(), { items: true });
    const cart = parsed(Cart, (await c.get('/cart')).body);
    const options = cart.donation?.options ?? [];
    expect(options.map((o) => o.roundUpVersion)).toEqual(['v1', 'v2', 'v3']);
    const v1 = options[0];
    expect(Number.isInteger(Math.round((v1?.totalPriceVatIncluded ?? 0) * 100) / 100)).toBe(true);
    expect(options[1]?.donation).toBeCloseTo((v1?.donation ?? 0) + 0.5, 2);
    const chosen = parsed(Cart, (await c.put('/cart/donation?cart=true', { roundUpVersion: 'v2' })).body);
    expect(chosen.donation?.current?.donationVatIncluded).toBeCloseTo(options[1]?.donation ?? 0, 2);
    expect(chosen.summary.price.vatIncluded).toBeCloseTo(options[1]?.totalPriceVatIncluded ?? 0, 2);
    const custom = parsed(Cart, (await c.put('/cart/donation?cart=true', { customDonation: 5 })).body);
    expect(custom.donation?.current).toMatchObject({
      roundUpVersion: null,
      customDonation: 5,
      donationVatIncluded: 5,
    });
    const removed = parsed(Cart, (await c.del('/cart/donation?cart=true')).body);
    expect(removed.donation?.current).toBeNull();
  });

  it('rejects a non-integer custom donation and any donation where the company offers none', async () => {
    const c = await sessionWithCart(s.client(), { items: true });
    const bad = await c.put('/cart/donation?cart=true', { customDonation: 2.5 });
    expect(parsed(ErrorBody, bad.body).violations?.[0]?.propertyPath).toBe('customDonation');
    const missing = await c.put('/cart/donation?cart=true', {});
    expect(parsed(ErrorBody, missing.body).violations?.[0]?.errors[0]?.translationKey).toBe(
      'validation.required',
    );
    const cz = await sessionWithCart(s.client({ company: 'cz-ws' }), { items: true });
    const r = await cz.put('/cart/donation?cart=true', { roundUpVersion: 'v1' });
    expect(r.status).toBe(422);
    expect(parsed(ErrorBody, r.body).key).toBe('validation.invalid_form');
  });
});
