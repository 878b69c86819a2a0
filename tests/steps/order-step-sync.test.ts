/**
 * The order step in the URL with the effects running: restored after a reload, following submit,
 * back and browser history, and the cart validated before a logged-in customer leaves the cart.
 */
import { describe, expect, it } from 'vitest';
import { messagesAt } from '../../projections/messages/selectors';
import type { AppError } from '../../events/app-error';
import type { Cart } from '../../events/contract/cart';
import { succeed, type Result } from '../../src/api/result';
import { buildCart, buildCompleteCart, buildError, user } from '../support/builders';
import { flush, type Harness } from '../support/effect-harness';
import { openOrderPage, settle } from './support/order-page';

const cart = buildCompleteCart();
const refused = buildError({ key: 'cart.invalid_step.cart', messageKey: 'cart.invalid_step.cart' });

function open(
  path: string,
  stored?: { step: string; cartUuid: string },
  loaded = cart,
  validation: AppError | null = null,
) {
  const validateItems = async (): Promise<Result<Cart>> =>
    validation === null ? succeed(loaded, 200) : { ok: false, error: validation, flash: [] };
  return openOrderPage({ getCart: async () => succeed(loaded, 200), validateItems }, path, stored);
}

const validations = (h: Harness) =>
  h.log
    .all()
    .filter((e) => e.type === 'cart/validate-requested')
    .map((e) => e.payload);

describe('the order step in the URL', () => {
  it('restores the step after a reload in the middle of the order', async () => {
    const { state, url } = await open('/checkout/order?step=payment-method', {
      step: 'payment-method',
      cartUuid: 'cart-1',
    });
    expect(state().steps.userStep).toBe('payment-method');
    expect(url()).toBe('/checkout/order?step=payment-method');
  });

  it('sends a visitor without a stored step from the order view to the cart while data is missing', async () => {
    const { state, url } = await open('/checkout/order?step=payment-method', undefined, buildCart({ user }));
    expect(state().steps.userStep).toBe('cart');
    expect(url()).toBe('/checkout');
  });

  it('follows submit and back with the URL', async () => {
    const { h, url } = await open('/checkout/order?step=billing-profile', {
      step: 'billing-profile',
      cartUuid: 'cart-1',
    });
    h.log.append('steps/next-requested', {});
    await flush();
    expect(url()).toBe('/checkout/order?step=payment-method');
    h.log.append('steps/back-requested', {});
    await flush();
    expect(url()).toBe('/checkout/order?step=billing-profile');
  });

  it('moves the step back when the browser goes back to an earlier step', async () => {
    const { h, state } = await open('/checkout/order?step=recapitulation', {
      step: 'recapitulation',
      cartUuid: 'cart-1',
    });
    h.browser.navigate('/checkout/order?step=payment-method', false);
    await flush();
    expect(state().steps.userStep).toBe('payment-method');
  });

  it('validates the cart, then opens the step kept in storage, when the customer returns from login', async () => {
    const { h, state, url } = await open('/checkout?step=billing-profile', {
      step: 'recapitulation',
      cartUuid: 'cart-1',
    });
    expect(validations(h)).toEqual([{ next: 'recapitulation' }]);
    expect(state().steps.userStep).toBe('recapitulation');
    expect(url()).toBe('/checkout/order?step=recapitulation');
  });

  it('validates the cart, then opens the step asked for, on a login return without a kept step', async () => {
    const { h, state, url } = await open('/checkout?step=billing-profile');
    expect(validations(h)).toEqual([{ next: 'billing-profile' }]);
    const seqOf = (type: string) => h.log.all().findIndex((e) => e.type === type);
    expect(seqOf('cart/received') < seqOf('steps/user-step-set')).toBe(true);
    expect(state().steps.userStep).toBe('billing-profile');
    expect(url()).toBe('/checkout/order?step=billing-profile');
  });

  it('stays on the cart with the messages when the validation refuses the cart on the login return', async () => {
    const { h, state, url } = await open('/checkout?step=billing-profile', undefined, cart, refused);
    expect(validations(h)).toEqual([{ next: 'billing-profile' }]);
    expect(state().steps.userStep).toBe('cart');
    expect(url()).toBe('/checkout');
    expect(messagesAt(state(), 'general').map((m) => m.translationKey)).toEqual(['cart.invalid_step.cart']);
  });

  it('validates a typed order URL of a logged-in customer on the cart step, and stays on the cart on error', async () => {
    const { h, state, url } = await open('/checkout/order?step=billing-profile', undefined, cart, refused);
    expect(validations(h)).toEqual([{ next: 'billing-profile' }]);
    expect(state().steps.userStep).toBe('cart');
    expect(url()).toBe('/checkout');
    expect(messagesAt(state(), 'general').map((m) => m.translationKey)).toEqual(['cart.invalid_step.cart']);
    await settle();
    expect(validations(h)).toHaveLength(1);
  });

  it('validates before browser forward leaves the cart step, then opens the step', async () => {
    const { h, state, url } = await open('/checkout');
    expect(validations(h)).toEqual([]);
    h.browser.navigate('/checkout/order?step=billing-profile', false);
    await settle();
    expect(validations(h)).toEqual([{ next: 'billing-profile' }]);
    expect(state().steps.userStep).toBe('billing-profile');
    expect(url()).toBe('/checkout/order?step=billing-profile');
  });

  it('moves within the order steps without validating again', async () => {
    const { h, state } = await open('/checkout/order?step=recapitulation', {
      step: 'recapitulation',
      cartUuid: 'cart-1',
    });
    h.browser.navigate('/checkout/order?step=payment-method', false);
    await settle();
    expect(state().steps.userStep).toBe('payment-method');
    expect(validations(h)).toEqual([]);
  });
});
