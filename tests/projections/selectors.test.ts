import { describe, expect, it } from 'vitest';
import {
  cartShape,
  currentStep,
  isLoggedIn,
  itemState,
  messagesAt,
  stepWithIssues,
  stepsForStepper,
  summaryNumbers,
} from '../../projections/selectors';
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
});
