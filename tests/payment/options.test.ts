/**
 * The payment options effect: options loaded when the order view opens and on the payment step,
 * retried after a failure, a complete choice stored on the cart through the queue (E15), and a
 * refused choice shown at the payment option.
 */
import { describe, expect, it } from 'vitest';
import type { PaymentOptionGroup } from '../../events/contract/payment';
import { succeed, failWith } from '../../src/api/result';
import { cartQueueEffect } from '../../src/effects/cart/queue';
import { paymentOptionsEffect } from '../../src/effects/payment/options';
import {
  bootPayload,
  buildBillingProfile,
  buildCart,
  buildError,
  buildGroup,
  user,
} from '../support/builders';
import { flush, harness } from '../support/effect-harness';

const groups: PaymentOptionGroup[] = [
  buildGroup('card', ['card-1', 'new-card']),
  buildGroup('banking', ['slsp', 'csob']),
  buildGroup('transfer'),
];
const cart = buildCart({ user, billingProfile: buildBillingProfile() });

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
});
