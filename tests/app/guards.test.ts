/**
 * The route guards of spec §2: the root, order and cart paths go to checkout with their query,
 * domain-checker links get their defaults, an empty cart moves to empty-cart and back, and unknown
 * paths reach the 404 page.
 */
import { describe, expect, it } from 'vitest';
import { redirectFor } from '../../src/router/guards';

describe('route guards of spec §2', () => {
  it('sends the root, order and cart paths to checkout', () => {
    for (const path of ['', '/', '/order', '/cart']) {
      expect(redirectFor({ path, search: '', cart: 'filled' })).toBe('/checkout');
    }
  });

  it('keeps the query string when redirecting to checkout (login return adds step)', () => {
    expect(redirectFor({ path: '/', search: 'step=billing-profile', cart: 'initial' })).toBe(
      '/checkout?step=billing-profile',
    );
  });

  it('sends a domain-checker link without qd to the root', () => {
    expect(redirectFor({ path: '/domain-checker', search: '', cart: 'filled' })).toBe('/');
  });

  it('adds freeOnly=true to a domain-checker link that lacks it', () => {
    expect(redirectFor({ path: '/domain-checker', search: 'qd=a.sk,b.sk', cart: 'empty' })).toBe(
      '/domain-checker?qd=a.sk%2Cb.sk&freeOnly=true',
    );
  });

  it('leaves a complete domain-checker link alone', () => {
    expect(
      redirectFor({ path: '/domain-checker', search: 'qd=a.sk&freeOnly=false', cart: 'empty' }),
    ).toBeNull();
  });

  it('moves an empty cart from the cart and order screens to empty-cart', () => {
    expect(redirectFor({ path: '/checkout', search: '', cart: 'empty' })).toBe('/empty-cart');
    expect(redirectFor({ path: '/checkout/order', search: 'step=payment-method', cart: 'empty' })).toBe(
      '/empty-cart',
    );
  });

  it('moves a cart with items from empty-cart back to the cart', () => {
    expect(redirectFor({ path: '/empty-cart', search: '', cart: 'filled' })).toBe('/checkout');
  });

  it('waits while the cart is still loading', () => {
    expect(redirectFor({ path: '/checkout', search: '', cart: 'initial' })).toBeNull();
    expect(redirectFor({ path: '/empty-cart', search: '', cart: 'initial' })).toBeNull();
  });

  it('never redirects unknown paths, so they reach the 404 page', () => {
    expect(redirectFor({ path: '/no/such/page', search: '', cart: 'filled' })).toBeNull();
  });
});
