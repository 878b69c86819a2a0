/**
 * The checkout read model: the consents (from the cart, then the ticks), progress and the transfer
 * details of an outcome, and where a failed checkout flags steps and shows its messages.
 */
import { describe, expect, it } from 'vitest';
import { finishDecision } from '../../projections/checkout/selectors';
import { messagesAt } from '../../projections/messages/selectors';
import type { AppState } from '../../projections/state';
import { stepWithIssues } from '../../projections/steps/selectors';
import {
  buildCompleteCart,
  buildDomainItem,
  buildError,
  buildGroup,
  buildItem,
  session,
} from '../support/builders';

const atRecap = (cart = buildCompleteCart()) =>
  session().boot().received(cart).emit('steps/user-step-set', { step: 'recapitulation' });

describe('the checkout read model: consents', () => {
  it('adopts the consents stored on the cart once, then follows the ticks', () => {
    const s = session()
      .boot()
      .received(buildCompleteCart({ termsAndConditionsConsent: true }));
    expect(s.state.checkout.consents).toEqual({ terms: true, thirdParty: false });
    s.emit('checkout/consent-set', { consent: 'terms', value: false }).received(
      buildCompleteCart({ termsAndConditionsConsent: true }),
    );
    expect(s.state.checkout.consents.terms).toBe(false);
  });

  it('takes the consents of another cart afresh', () => {
    const s = session()
      .boot()
      .received(buildCompleteCart())
      .emit('checkout/consent-set', { consent: 'terms', value: true });
    s.received(buildCompleteCart({ uuid: 'cart-2' }));
    expect(s.state.checkout.consents.terms).toBe(false);
  });

  it('shows the missing consents of a held-back finish at their fields and clears one once ticked', () => {
    const s = atRecap()
      .emit('messages/subscribed', { path: 'termsAndConditionsConsent' })
      .emit('messages/subscribed', { path: 'thirdPartyConsent' })
      .emit('checkout/blocked', { reason: 'consents', missing: ['terms', 'thirdParty'] });
    expect(messagesAt(s.state, 'termsAndConditionsConsent').map((m) => m.translationKey)).toEqual([
      'validation.consent.terms',
    ]);
    expect(messagesAt(s.state, 'thirdPartyConsent').map((m) => m.translationKey)).toEqual([
      'validation.consent.third_party',
    ]);
    s.emit('checkout/consent-set', { consent: 'terms', value: true });
    expect(messagesAt(s.state, 'termsAndConditionsConsent')).toEqual([]);
    expect(messagesAt(s.state, 'thirdPartyConsent')).toHaveLength(1);
  });
});

describe('the checkout read model: progress and outcome', () => {
  it('sets the progress flag when checkout starts and clears old checkout messages', () => {
    const s = atRecap()
      .emit('messages/subscribed', { path: 'order.payment-method' })
      .emit('messages/shown', {
        path: 'order.payment-method',
        message: { translationKey: 'x', type: 'error' },
      })
      .emit('checkout/started', { commandId: 'c1' });
    expect(s.state.checkout.status).toEqual({ status: 'running' });
    expect(messagesAt(s.state, 'order.payment-method')).toEqual([]);
  });

  it('keeps the transfer details of a transfer outcome, also after a cart reset', () => {
    const transferDetails = {
      amount: 12,
      currency: 'EUR',
      iban: 'SK00',
      swift: null,
      accountNumber: null,
      variableSymbol: '1',
      dueDate: null,
      invoiceId: 'I1',
      qrCode: null,
    };
    const s = atRecap().emit('checkout/completed', { messageKey: 'transfer', transfer: transferDetails });
    expect(s.state.checkout.status).toEqual({ status: 'done', messageKey: 'transfer', exception: null });
    s.emit('cart/reset', { reason: 'cart.not_found' });
    expect(s.state.checkout.transfer?.iban).toBe('SK00');
  });

  it('records a polling failure for the processing page', () => {
    const s = atRecap()
      .emit('checkout/polling-started', { pollUrl: 'https://p.test/1' })
      .emit('checkout/polling-failed', {
        error: buildError({ kind: 'client', status: 202, messageKey: 'polling.limit_exceeded' }),
      });
    expect(s.state.checkout.pollError?.messageKey).toBe('polling.limit_exceeded');
  });
});

describe('the checkout read model: an order whose reply was lost (decision 039)', () => {
  const general = (s: { state: AppState }) => messagesAt(s.state, 'general').map((m) => m.translationKey);
  const unknownOf = (cart = buildCompleteCart()) =>
    atRecap(cart)
      .emit('checkout/consent-set', { consent: 'terms', value: true })
      .emit('checkout/consent-set', { consent: 'thirdParty', value: true })
      .emit('checkout/started', { commandId: 'c1' })
      .emit('checkout/outcome-unknown', {
        error: buildError({ kind: 'network', status: null }),
        cartUuid: cart.uuid,
      });

  it('tells the customer to check their e-mail, and Finish is not offered', () => {
    const s = unknownOf();
    expect(general(s)).toEqual(['checkout.outcome_unknown']);
    expect(messagesAt(s.state, 'general')[0]?.type).toBe('error');
    expect(finishDecision(s.state)).toEqual({ kind: 'busy' });
  });

  it('says the order was received once the cart read again is another one, in place of the unknown', () => {
    const s = unknownOf().emit('checkout/outcome-settled', { order: 'created' });
    expect(general(s)).toEqual(['checkout.outcome_received']);
    expect(s.state.checkout.status).toEqual({ status: 'unconfirmed' });
  });

  it('keeps "check your e-mail" when the same cart comes back, and offers Finish again', () => {
    const s = unknownOf().emit('checkout/outcome-settled', { order: 'not-created' });
    expect(general(s)).toEqual(['checkout.outcome_unknown']);
    expect(finishDecision(s.state)).toEqual({ kind: 'checkout' });
  });

  it('keeps what it says through a cart reset, which clears every other message', () => {
    const s = unknownOf()
      .emit('messages/shown', { path: 'general', message: { translationKey: 'other', type: 'info' } })
      .emit('cart/reset', { reason: 'cart.not_found' });
    expect(general(s)).toEqual(['checkout.outcome_unknown']);
    s.emit('checkout/outcome-settled', { order: 'created' }).emit('cart/reset', { reason: 'cart.not_found' });
    expect(general(s)).toEqual(['checkout.outcome_received']);
  });

  it('says nothing of the last order once the next checkout starts', () => {
    const s = unknownOf()
      .emit('checkout/outcome-settled', { order: 'created' })
      .emit('checkout/started', { commandId: 'c2' });
    expect(general(s)).toEqual([]);
  });
});

describe('the checkout read model: a failed checkout', () => {
  it('flags the step named in the context as incomplete until it is submitted again', () => {
    const error = buildError({
      key: 'validation.billing_profile.not_set',
      messageKey: 'validation.billing_profile.not_set',
      context: { step: 'billing-profile' },
    });
    const s = atRecap().emit('checkout/failed', { error });
    expect(s.state.checkout.issues).toEqual(['billing-profile']);
    expect(s.state.steps.dataProgress['billing-profile']).toBe(0);
    expect(stepWithIssues(s.state)).toBe('billing-profile');
    s.emit('steps/user-step-set', { step: 'billing-profile' }).emit('steps/next-requested', {});
    expect(s.state.checkout.issues).toEqual([]);
    expect(s.state.steps.dataProgress['billing-profile']).toBe(100);
  });

  it('flags service settings for a configuration path, and lets them be left once resubmitted', () => {
    const item = buildItem({
      id: 'i1',
      mandatoryEditableProperties: ['name'],
      properties: { name: 'ok-name' },
    });
    const error = buildError({
      messageKey: 'validation.required',
      context: { step: 'service-settings', cartItemId: 'i1' },
      violations: [
        { propertyPath: 'configuration.name', errors: [{ translationKey: 'validation.required' }] },
      ],
    });
    const s = atRecap(buildCompleteCart({ items: [item] }))
      .emit('messages/subscribed', { path: 'i1.properties.name' })
      .emit('checkout/failed', { error });
    expect(s.state.checkout.issues).toEqual(['service-settings']);
    expect(messagesAt(s.state, 'i1.properties.name')[0]?.translationKey).toBe('validation.required');
    s.emit('steps/user-step-set', { step: 'service-settings' }).emit('steps/next-requested', {});
    expect(s.state.steps.userStep).toBe('recapitulation');
  });

  it('shows a step banner and item messages for an item-bound failure', () => {
    const error = buildError({
      key: 'integrity.ram_not_available',
      messageKey: 'integrity.ram_not_available',
      context: { step: 'service-settings', cartItemId: 'i1' },
      violations: [
        { propertyPath: 'properties.ram', errors: [{ translationKey: 'integrity.ram_not_available' }] },
      ],
    });
    const s = atRecap()
      .emit('messages/subscribed', { path: 'i1.properties.ram' })
      .emit('messages/subscribed', { path: 'i1' })
      .emit('checkout/failed', { error });
    expect(messagesAt(s.state, 'i1.properties.ram')[0]?.translationKey).toBe('integrity.ram_not_available');
    expect(messagesAt(s.state, 'i1')[0]?.translationKey).toBe('integrity.ram_not_available');
  });

  it('clears every message before showing a failure of the cart step', () => {
    const error = buildError({
      key: 'cart.invalid_step.cart',
      messageKey: 'cart.invalid_step.cart',
      context: { step: 'cart' },
      violations: [{ propertyPath: 'items', errors: [{ translationKey: 'cart.invalid_step.cart' }] }],
    });
    const s = atRecap()
      .emit('messages/shown', { path: 'general', message: { translationKey: 'old', type: 'info' } })
      .emit('checkout/failed', { error });
    const keys = Object.values(s.state.messages.byPath)
      .flat()
      .map((m) => m.translationKey);
    expect(keys).not.toContain('old');
    expect(keys).toContain('cart.invalid_step.cart');
    expect(s.state.checkout.issues).toEqual([]);
  });

  it('puts a failure that names no step in the alert area', () => {
    const error = buildError({ status: 401, key: 'user.unauthorized', messageKey: 'user.unauthorized' });
    const s = atRecap().emit('messages/subscribed', { path: 'checkout' }).emit('checkout/failed', { error });
    expect(messagesAt(s.state, 'checkout')[0]?.translationKey).toBe('user.unauthorized');
  });

  it('clears the chosen payment option on payment.option_not_found', () => {
    const cart = buildCompleteCart({
      paymentOption: { groupId: 'card', optionId: 'card-1', recurrence: false },
    });
    const error = buildError({
      key: 'payment.option_not_found',
      messageKey: 'payment.option_not_found',
      context: { step: 'payment-method' },
      violations: [
        { propertyPath: 'paymentOption', errors: [{ translationKey: 'payment.option_not_found' }] },
      ],
    });
    const s = atRecap(cart)
      .emit('payment/options-received', { groups: [buildGroup('card', ['card-1', 'new-card'])] })
      .emit('checkout/failed', { error });
    expect(s.state.payment.selected).toEqual({ groupId: null, optionId: null, recurrence: false });
    expect(s.state.payment.error?.translationKey).toBe('payment.option_not_found');
    expect(stepWithIssues(s.state)).toBe('payment-method');
  });

  it('forgets flagged steps when another cart arrives', () => {
    const error = buildError({ context: { step: 'payment-method' } });
    const s = atRecap()
      .emit('checkout/failed', { error })
      .received(buildCompleteCart({ uuid: 'cart-2', items: [buildDomainItem('a.sk')] }));
    expect(s.state.checkout.issues).toEqual([]);
  });
});
