/**
 * The selectors most views share, from the cart, messages, nav and steps folders: login, the cart
 * for the route guards, item status, messages per path, the user step and stepper links, steps with
 * issues, summary figures and where the customer is.
 */
import { describe, expect, it } from 'vitest';
import {
  cartHasItem,
  cartShape,
  isLoggedIn,
  itemState,
  loadedCart,
  summaryNumbers,
} from '../../projections/cart/selectors';
import { messagesAt } from '../../projections/messages/selectors';
import { currentLocation } from '../../projections/nav/selectors';
import { currentStep, stepWithIssues, stepsForStepper } from '../../projections/steps/selectors';
import { buildBillingProfile, buildCart, buildError, buildItem, session, user } from '../support/builders';

describe('selectors', () => {
  it('say the customer is logged in exactly when the cart has a user', () => {
    expect(isLoggedIn(session().received(buildCart()).state)).toBe(false);
    expect(isLoggedIn(session().received(buildCart({ user })).state)).toBe(true);
  });

  it('describe the cart for the route guards', () => {
    expect(cartShape(session().state)).toBe('initial');
    expect(cartShape(session().received(buildCart({ items: [] })).state)).toBe('empty');
    expect(cartShape(session().received(buildCart()).state)).toBe('filled');
    expect(
      cartShape(
        session().emit('cart/command-failed', { command: 'load', commandId: 'c', error: buildError() }).state,
      ),
    ).toBe('failed');
  });

  it('give an idle status for an item the state does not know', () => {
    expect(itemState(session().state, 'nope')).toEqual({
      loading: false,
      disabled: false,
      error: null,
      hasError: false,
      greyed: false,
    });
  });

  it('return the same empty list for a path without messages', () => {
    const state = session().state;
    expect(messagesAt(state, 'note')).toBe(messagesAt(state, 'general'));
  });

  it('move a user step that no longer applies forward to one that does', () => {
    const s = session()
      .boot()
      .received(buildCart({ user }))
      .emit('steps/user-step-set', { step: 'domain-profile' });
    expect(currentStep(s.state)).toBe('payment-method');
  });

  it('enable stepper links for done steps and the current one only', () => {
    const s = session()
      .boot()
      .received(buildCart({ user, billingProfile: buildBillingProfile() }))
      .emit('steps/user-step-set', { step: 'payment-method' });
    expect(stepsForStepper(s.state).map((x) => [x.step, x.enabled])).toEqual([
      ['cart', true],
      ['billing-profile', true],
      ['payment-method', true],
      ['recapitulation', false],
    ]);
  });

  it('flag a passed step whose data became incomplete as an issue, and find it first', () => {
    const s = session()
      .boot()
      .received(buildCart({ user }))
      .emit('steps/user-step-set', { step: 'payment-method' });
    expect(stepsForStepper(s.state).find((x) => x.step === 'billing-profile')?.issue).toBe(true);
    expect(stepWithIssues(s.state)).toBe('billing-profile');
  });

  it('give the summary figures with the VAT amount to two places', () => {
    const s = session().received(
      buildCart({
        items: [buildItem({ price: { vatExcluded: 10.1, discountReason: null, originalPrice: null } })],
      }),
    );
    expect(summaryNumbers(s.state)).toMatchObject({
      count: 1,
      vatExcluded: 10.1,
      vatIncluded: 12.12,
      vatAmount: 2.02,
      currency: 'EUR',
    });
    expect(summaryNumbers(session().state)).toBeNull();
  });

  it("show the provider's VAT and totals, whatever its rounding", () => {
    const cart = buildCart();
    // A provider that rounds VAT per line: its VAT is not (with VAT − without) rounded once.
    const summary = {
      ...cart.summary,
      price: { vatExcluded: 115.8, vatIncluded: 142.44, vatOnly: 26.64, vatPercentage: 23 },
    };
    const s = session().received({ ...cart, summary });
    expect(summaryNumbers(s.state)).toMatchObject({
      vatExcluded: 115.8,
      vatIncluded: 142.44,
      vatAmount: 26.64,
    });
  });

  it('give the cart the provider last sent: kept after a failed reload, gone after a reset', () => {
    const cart = buildCart();
    const s = session().received(cart);
    expect(loadedCart(s.state)).toEqual(cart);
    s.emit('cart/command-failed', { command: 'load', commandId: 'c', error: buildError() });
    expect(loadedCart(s.state)).toEqual(cart);
    s.emit('cart/reset', { reason: 'cart.not_found' });
    expect(loadedCart(s.state)).toBeNull();
  });

  it('say whether the cart holds an item, and that no cart holds none', () => {
    const s = session().received(buildCart({ items: [buildItem({ id: 'a' })] }));
    expect(cartHasItem(s.state, 'a')).toBe(true);
    expect(cartHasItem(s.state, 'b')).toBe(false);
    expect(cartHasItem(session().state, 'a')).toBe(false);
  });

  it('give where the customer is: the last location the router reported, the root before any', () => {
    expect(currentLocation(session().state)).toMatchObject({ path: '/', search: '' });
    const s = session()
      .emit('nav/changed', { path: '/en/checkout/order', search: '?step=payment-method' })
      .emit('nav/requested', { to: '/checkout' });
    expect(currentLocation(s.state)).toMatchObject({
      path: '/en/checkout/order',
      search: '?step=payment-method',
    });
  });
});
