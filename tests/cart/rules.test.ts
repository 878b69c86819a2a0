/**
 * The cart view's form rules (spec §5) and routing rules: the coupon form, the custom donation,
 * the migration file check, where coupon and validation errors are shown, and the empty-cart
 * guard after the last item is removed.
 */
import { describe, expect, it } from 'vitest';
import { messagesForFailure } from '../../projections/messages/routing';
import { cartShape } from '../../projections/cart/selectors';
import { redirectFor } from '../../src/router/guards';
import { couponCodeStruct } from '../../src/validation/coupon-form';
import { customDonationStruct, digitsOnly, donationAmount } from '../../src/validation/donation-form';
import { ruleFailure } from '../../src/validation/form-rules';
import { migrationFileRefusal } from '../../src/validation/migration-file';
import { buildCart, buildError, buildItem, session } from '../support/builders';

describe('the coupon form', () => {
  it('may be submitted only with a code that is not blank', () => {
    expect(ruleFailure('', couponCodeStruct)).toBe('validation.required');
    expect(ruleFailure('   ', couponCodeStruct)).toBe('validation.required');
    expect(ruleFailure(' WELCOME10 ', couponCodeStruct)).toBeNull();
  });
});

describe('the custom donation', () => {
  it('is required and sent as a number', () => {
    expect(ruleFailure('', customDonationStruct)).toBe('validation.required');
    expect(ruleFailure('12', customDonationStruct)).toBeNull();
    expect(donationAmount('12')).toBe(12);
    expect(ruleFailure('0', customDonationStruct)).toBeNull();
    expect(donationAmount('0')).toBe(0);
  });

  it('takes digits only', () => {
    expect(digitsOnly('1a2,5 €')).toBe('125');
    expect(ruleFailure('1.5', customDonationStruct)).toBe('validation.digits_only');
  });
});

describe('the migration file check', () => {
  it('accepts JPEG and PDF under 5 MB, up to one byte less than 5242880', () => {
    expect(migrationFileRefusal({ type: 'application/pdf', size: 5242879 })).toBeNull();
    expect(migrationFileRefusal({ type: 'image/jpeg', size: 1 })).toBeNull();
  });

  it("refuses a file of exactly 5 MB (5 x 1024 x 1024 bytes) with the spec's size message", () => {
    expect(migrationFileRefusal({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toEqual({
      translationKey: 'wsk.ws_uploader.validation.file_size',
      values: { limit: '5MB' },
    });
  });

  it("refuses other types and bigger files with the provider's keys", () => {
    expect(migrationFileRefusal({ type: 'image/png', size: 1 })).toEqual({
      translationKey: 'wsk.ws_uploader.validation.file_type',
    });
    expect(migrationFileRefusal({ type: 'application/pdf', size: 5242881 })).toEqual({
      translationKey: 'wsk.ws_uploader.validation.file_size',
      values: { limit: '5MB' },
    });
  });
});

describe('where cart-view errors are shown', () => {
  it('keeps a coupon violation in the discount area instead of a field path', () => {
    const error = buildError({
      messageKey: 'validation.coupon.not_found',
      violations: [{ propertyPath: 'code', errors: [{ translationKey: 'validation.coupon.not_found' }] }],
    });
    expect(messagesForFailure('add-coupon', undefined, error).map((p) => p.path)).toEqual([
      'discount',
      'discount',
    ]);
  });

  it('shows a quick-order failure at quick-order', () => {
    expect(
      messagesForFailure('quick-order', undefined, buildError({ messageKey: 'quick_order.failed' }))[0]?.path,
    ).toBe('quick-order');
  });

  it('puts a failed validation on the item it names, relative to that item', () => {
    const error = buildError({
      messageKey: 'domain.not_available',
      context: { step: 'cart', cartItemId: 'd1' },
      violations: [
        { propertyPath: 'properties.domain', errors: [{ translationKey: 'domain.not_available' }] },
      ],
    });
    expect(messagesForFailure('validate', undefined, error).map((p) => p.path)).toEqual([
      'general',
      'd1',
      'd1.properties.domain',
    ]);
  });
});

describe('the empty cart', () => {
  it('is where the cart goes when its last item is removed', () => {
    const s = session()
      .boot()
      .received(buildCart({ items: [buildItem({ id: 'h1' })] }));
    expect(redirectFor({ path: '/checkout', search: '', cart: cartShape(s.state) })).toBeNull();
    s.emit('cart/item-remove-requested', { itemId: 'h1' });
    s.emit('cart/command-started', { command: 'remove-item', itemId: 'h1', commandId: 'c1' });
    s.received(buildCart({ items: [] }), 'remove-item', 'c1');
    expect(redirectFor({ path: '/checkout', search: '', cart: cartShape(s.state) })).toBe('/empty-cart');
  });

  it('sends a cart with items back to the cart', () => {
    const s = session().boot().received(buildCart());
    expect(redirectFor({ path: '/empty-cart', search: '', cart: cartShape(s.state) })).toBe('/checkout');
  });
});
