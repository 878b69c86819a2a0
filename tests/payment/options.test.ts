/**
 * The payment options effect: options loaded when the order view opens and on the payment step,
 * retried after a failure, a complete choice stored on the cart through the queue (E15), a
 * refused choice shown at the payment option, and the option chosen for a customer who arrives
 * with nothing chosen (once, never over the customer's own choice or the saved one).
 */
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../events/contract/cart';
import type { PaymentOptionGroup, PaymentRequest } from '../../events/contract/payment';
import { succeed, failWith } from '../../src/api/result';
import { cartQueueEffect } from '../../src/effects/runtime/core-effects';
import { paymentOptionsEffect } from '../../src/effects/payment/options';
import {
  bootPayload,
  buildBillingProfile,
  buildCart,
  buildError,
  buildGroup,
  transferPayment,
  user,
} from '../support/builders';
import { flush, harness, type Harness } from '../support/effect-harness';
import { foldAll } from '../../projections/fold';
import { paymentSaved } from '../../projections/payment/selectors';

const groups: PaymentOptionGroup[] = [
  buildGroup('card', ['card-1', 'new-card']),
  buildGroup('banking', ['slsp', 'csob']),
  buildGroup('transfer'),
];
const cart = buildCart({ user, billingProfile: buildBillingProfile() });
const state = (h: Harness) => foldAll(h.log.all());

function setup(api: Parameters<typeof harness>[0]) {
  const h = harness(api);
  h.log.append('app/booted', bootPayload());
  h.log.append('cart/received', { cart, command: 'load' });
  h.browser.path = '/checkout/order';
  h.log.append('nav/changed', { path: '/checkout/order', search: '?step=billing-profile' });
  return h;
}

describe('the payment options effect', () => {
  it('loads the options when the order view opens and again on entering the payment step', async () => {
    let calls = 0;
    const h = setup({ getPaymentOptions: async () => (calls++, succeed(groups, 200)) });
    paymentOptionsEffect(h.deps);
    h.log.append('steps/user-step-set', { step: 'billing-profile' });
    await flush();
    expect(calls).toBe(1);
    h.log.append('steps/user-step-set', { step: 'payment-method' });
    await flush();
    expect(calls).toBe(2);
    expect(h.types().filter((t) => t === 'payment/options-received')).toHaveLength(2);
  });

  it('retries when the view asks again after a failure', async () => {
    let calls = 0;
    const h = setup({
      getPaymentOptions: async () =>
        ++calls === 1
          ? failWith(buildError({ kind: 'network', status: null, messageKey: 'general.network_error' }))
          : succeed(groups, 200),
    });
    paymentOptionsEffect(h.deps);
    h.log.append('steps/user-step-set', { step: 'payment-method' });
    await flush();
    expect(h.types()).toContain('payment/options-failed');
    h.log.append('payment/options-requested', {});
    await flush();
    expect(h.types()).toContain('payment/options-received');
  });

  it('stores a complete choice on the cart through the cart queue (E15), and nothing for an incomplete one', async () => {
    const sent: unknown[] = [];
    const h = setup({
      getPaymentOptions: async () => succeed(groups, 200),
      setPaymentOption: async (request) => (
        sent.push(request),
        succeed(buildCart({ ...cart, paymentOption: request }), 200)
      ),
    });
    paymentOptionsEffect(h.deps);
    cartQueueEffect(h.deps);
    h.log.append('steps/user-step-set', { step: 'payment-method' });
    await flush();
    await flush();
    expect(sent).toEqual([{ groupId: 'card', optionId: 'card-1', recurrence: false }]); // chosen on arrival
    sent.length = 0;
    h.log.append('payment/group-selected', { groupId: 'banking' });
    await flush();
    expect(sent).toEqual([]);
    h.log.append('payment/option-selected', { groupId: 'banking', optionId: 'slsp', recurrence: false });
    await flush();
    await flush();
    expect(sent).toEqual([{ groupId: 'banking', optionId: 'slsp', recurrence: false }]);
    expect(h.types()).toContain('cart/received');
    h.log.append('payment/group-selected', { groupId: 'transfer' });
    await flush();
    await flush();
    expect(sent.at(-1)).toEqual({ groupId: 'transfer', optionId: null, recurrence: false });
  });

  it('shows a refused choice at the payment option', async () => {
    const h = setup({
      getPaymentOptions: async () => succeed(groups, 200),
      setPaymentOption: async () =>
        failWith(
          buildError({
            messageKey: 'validation.payment_option.not_set_card',
            violations: [
              {
                propertyPath: 'paymentOption',
                errors: [{ translationKey: 'validation.payment_option.not_set_card' }],
              },
            ],
          }),
        ),
    });
    paymentOptionsEffect(h.deps);
    cartQueueEffect(h.deps);
    h.log.append('messages/subscribed', { path: 'paymentOption' });
    h.log.append('steps/user-step-set', { step: 'payment-method' });
    await flush();
    h.log.append('payment/group-selected', { groupId: 'transfer' });
    await flush();
    await flush();
    const failed = h.log.all().find((e) => e.type === 'cart/command-failed');
    expect(failed?.payload).toMatchObject({ command: 'set-payment-option' });
  });

  describe('on arrival with nothing chosen', () => {
    /** A provider whose E15 answers are released by the test, so a choice can be on its way. */
    function heldSaves(initial: Cart = cart) {
      const sent: PaymentRequest[] = [];
      const pending: Array<() => void> = [];
      const h = setup({
        getPaymentOptions: async () => succeed(groups, 200),
        setPaymentOption: (request) => {
          sent.push(request);
          return new Promise((resolve) =>
            pending.push(() => resolve(succeed(buildCart({ ...initial, paymentOption: request }), 200))),
          );
        },
      });
      if (initial !== cart) h.log.append('cart/received', { cart: initial, command: 'load' });
      paymentOptionsEffect(h.deps);
      cartQueueEffect(h.deps);
      const release = async () => {
        pending.shift()?.();
        await flush();
        await flush();
      };
      return { h, sent, release };
    }

    it('chooses the saved card and stores it on the cart with one PUT, as a choice of the customer', async () => {
      const { h, sent, release } = heldSaves();
      h.log.append('steps/user-step-set', { step: 'payment-method' });
      await flush();
      await flush();
      expect(state(h).payment.selected).toEqual({ groupId: 'card', optionId: 'card-1', recurrence: false });
      // the options come again while the choice is on its way: nothing more is chosen or sent
      h.log.append('payment/options-requested', {});
      await flush();
      await flush();
      await release();
      expect(sent).toEqual([{ groupId: 'card', optionId: 'card-1', recurrence: false }]);
      expect(h.types().filter((t) => t === 'payment/option-selected')).toHaveLength(1);
      expect(state(h).cart.load).toMatchObject({ cart: { paymentOption: { optionId: 'card-1' } } });
    });

    it('chooses nothing while the customer is not on the payment step', async () => {
      const { h, sent } = heldSaves();
      h.log.append('steps/user-step-set', { step: 'billing-profile' });
      await flush();
      await flush();
      expect(h.types()).toContain('payment/options-received');
      expect(state(h).payment.selected.groupId).toBeNull();
      expect(sent).toEqual([]);
    });

    it('keeps the option saved on the cart (edit mode re-selects it) and sends nothing', async () => {
      const saved = buildCart({
        ...cart,
        paymentOption: { groupId: 'banking', optionId: 'csob', recurrence: false },
      });
      const { h, sent } = heldSaves(saved);
      h.log.append('steps/user-step-set', { step: 'payment-method' });
      h.log.append('ui/edit-mode-set', { step: 'payment-method' });
      await flush();
      await flush();
      expect(state(h).payment.selected).toMatchObject({ groupId: 'banking', optionId: 'csob' });
      expect(sent).toEqual([]);
    });

    it("never overrides the customer's choice: a choice made while the automatic one is on its way wins", async () => {
      const { h, sent, release } = heldSaves();
      h.log.append('steps/user-step-set', { step: 'payment-method' });
      await flush();
      await flush();
      h.log.append('payment/group-selected', { groupId: 'transfer' });
      await flush();
      await release();
      // the automatic choice is on the cart now, the customer's is still on its way: it stays shown
      expect(state(h).cart.load).toMatchObject({ cart: { paymentOption: { groupId: 'card' } } });
      expect(state(h).payment.selected).toEqual(transferPayment);
      expect(paymentSaved(state(h))).toBe(false);
      await release();
      expect(paymentSaved(state(h))).toBe(true);
      expect(sent.map((r) => r.groupId)).toEqual(['card', 'transfer']);
      expect(state(h).payment.selected).toEqual(transferPayment);
      expect(state(h).cart.load).toMatchObject({ cart: { paymentOption: transferPayment } });
    });

    it('a refused choice is not sent again, however often the customer comes back', async () => {
      let calls = 0;
      const h = setup({
        getPaymentOptions: async () => succeed(groups, 200),
        setPaymentOption: async () => (
          calls++,
          failWith(buildError({ messageKey: 'validation.payment_option.not_set_card' }))
        ),
      });
      paymentOptionsEffect(h.deps);
      cartQueueEffect(h.deps);
      for (const step of ['payment-method', 'billing-profile', 'payment-method'] as const) {
        h.log.append('steps/user-step-set', { step });
        await flush();
        await flush();
      }
      expect(calls).toBe(1);
      expect(h.types().filter((t) => t === 'payment/option-selected')).toHaveLength(1);
    });
  });
});
