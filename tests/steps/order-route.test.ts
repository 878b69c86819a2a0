/**
 * How the step in the URL and the user step follow each other (order-route rules): back and forward,
 * no skipping past incomplete data, the cart validation before leaving the cart, the login return.
 */
import { describe, expect, it } from 'vitest';
import { routeActions, type RouteInput } from '../../src/effects/steps/order-route';
import {
  buildBillingProfile,
  buildCart,
  buildCompleteCart,
  session,
  transferPayment,
  user,
} from '../support/builders';

const at = (
  step: 'cart' | 'billing-profile' | 'payment-method' | 'recapitulation',
  cart = buildCompleteCart(),
) => session().boot().received(cart).emit('steps/user-step-set', { step }).state;
const input = (over: Partial<RouteInput> & Pick<RouteInput, 'state'>): RouteInput => ({
  path: '/checkout/order',
  search: '',
  trigger: 'url',
  opening: false,
  ...over,
});

describe('the step query parameter and the user step', () => {
  it('puts the current step into a URL without one', () => {
    expect(routeActions(input({ state: at('payment-method') }))).toEqual([
      { kind: 'navigate', to: '/checkout/order?step=payment-method', replace: true },
    ]);
  });

  it('moves the user step back when the URL goes to an earlier step (browser back)', () => {
    expect(routeActions(input({ state: at('payment-method'), search: '?step=billing-profile' }))).toEqual([
      { kind: 'set-step', step: 'billing-profile' },
    ]);
  });

  it('does not open a later step from the URL past incomplete data, and puts the current one back', () => {
    const state = at('billing-profile', buildCart({ user, billingProfile: buildBillingProfile() }));
    expect(routeActions(input({ state, search: '?step=recapitulation' }))).toEqual([
      { kind: 'navigate', to: '/checkout/order?step=billing-profile', replace: true },
    ]);
  });

  it('opens a later step from the URL when every step before it is complete (browser forward)', () => {
    expect(routeActions(input({ state: at('billing-profile'), search: '?step=recapitulation' }))).toEqual([
      { kind: 'set-step', step: 'recapitulation' },
    ]);
  });

  it('validates the cart before a logged-in customer leaves the cart step for an order step from the URL', () => {
    expect(routeActions(input({ state: at('cart'), search: '?step=billing-profile' }))).toEqual([
      { kind: 'validate', next: 'billing-profile' },
      { kind: 'navigate', to: '/checkout', replace: true },
    ]);
    expect(routeActions(input({ state: at('cart'), search: '?step=payment-method', opening: true }))).toEqual(
      [
        { kind: 'validate', next: 'payment-method' },
        { kind: 'navigate', to: '/checkout', replace: true },
      ],
    );
  });

  it('does not ask a second validation while one is on its way, and keeps the customer on the cart', () => {
    const state = session()
      .boot()
      .received(buildCompleteCart())
      .emit('cart/validate-requested', { next: 'billing-profile' }).state;
    expect(routeActions(input({ state, search: '?step=billing-profile' }))).toEqual([
      { kind: 'navigate', to: '/checkout', replace: true },
    ]);
  });

  it('lets an anonymous visitor open a step from the URL without the cart validation', () => {
    const anonymous = session()
      .boot()
      .received(buildCart({ billingProfile: buildBillingProfile() })).state;
    expect(routeActions(input({ state: anonymous, search: '?step=billing-profile' }))).toEqual([
      { kind: 'set-step', step: 'billing-profile' },
    ]);
  });

  it('moves the URL forward (as a new history entry) when the step changed', () => {
    expect(
      routeActions(input({ state: at('recapitulation'), search: '?step=payment-method', trigger: 'step' })),
    ).toEqual([{ kind: 'navigate', to: '/checkout/order?step=recapitulation', replace: false }]);
  });

  it('goes to the cart view when back leaves the first step', () => {
    expect(
      routeActions(input({ state: at('cart'), search: '?step=billing-profile', trigger: 'step' })),
    ).toEqual([{ kind: 'navigate', to: '/checkout', replace: false }]);
  });

  it('does nothing while the URL and the step agree, or before the cart is loaded', () => {
    expect(routeActions(input({ state: at('payment-method'), search: '?step=payment-method' }))).toEqual([]);
    expect(routeActions(input({ state: session().boot().state, search: '?step=payment-method' }))).toEqual(
      [],
    );
  });

  it('opens the first earlier step with issues when the order view is entered', () => {
    const state = at('recapitulation', buildCart({ user, paymentOption: transferPayment }));
    expect(routeActions(input({ state, search: '?step=recapitulation', opening: true }))).toEqual([
      { kind: 'set-step', step: 'billing-profile' },
      { kind: 'navigate', to: '/checkout/order?step=billing-profile', replace: true },
    ]);
  });

  it('validates the cart on the login return, for the step kept in storage, else the one asked for', () => {
    const kept = at('payment-method');
    expect(routeActions(input({ state: kept, path: '/checkout', search: '?step=billing-profile' }))).toEqual([
      { kind: 'validate', next: 'payment-method' },
      { kind: 'navigate', to: '/checkout', replace: true },
    ]);
    const fresh = at('cart');
    expect(routeActions(input({ state: fresh, path: '/checkout', search: '?step=billing-profile' }))).toEqual(
      [
        { kind: 'validate', next: 'billing-profile' },
        { kind: 'navigate', to: '/checkout', replace: true },
      ],
    );
  });

  it('leaves the cart view alone without a step, or for an anonymous visitor', () => {
    expect(routeActions(input({ state: at('payment-method'), path: '/checkout' }))).toEqual([]);
    const anonymous = session().boot().received(buildCart()).state;
    expect(
      routeActions(input({ state: anonymous, path: '/checkout', search: '?step=billing-profile' })),
    ).toEqual([]);
  });
});
