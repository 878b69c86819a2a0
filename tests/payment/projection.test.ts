/**
 * The payment read model: option order, automatic and cleared choices, recurrence with e-invoices,
 * card-only, the saved option re-selected in and out of edit mode, failed loads and reset.
 */
import { describe, expect, it } from 'vitest';
import { selectedPaymentOption } from '../../projections/payment/selectors';
import {
  buildBillingProfile,
  buildCart,
  buildError,
  buildGroup,
  buildItem,
  buildOption,
  session,
  user,
} from '../support/builders';

const groups = () => [
  buildGroup('card', ['new-card', 'card-1']),
  buildGroup('banking', ['unicredit', 'slsp', buildOption('csob', { isDisabled: true }), 'mbank']),
  buildGroup('transfer'),
  buildGroup('credit', ['credit']),
];
const withOptions = (cart = buildCart({ user })) =>
  session().boot().received(cart).emit('payment/options-received', { groups: groups() });

describe('the payment read model', () => {
  it('orders options by the preferred list with new-card last', () => {
    const s = withOptions();
    expect(s.state.payment.groups.map((g) => [g.id, g.paymentOptions.map((o) => o.id)])).toEqual([
      ['card', ['card-1', 'new-card']],
      ['banking', ['slsp', 'csob', 'unicredit', 'mbank']],
      ['transfer', []],
      ['credit', ['credit']],
    ]);
  });

  it('selects the single option of a group automatically', () => {
    const s = withOptions().emit('payment/group-selected', { groupId: 'credit' });
    expect(s.state.payment.selected).toEqual({ groupId: 'credit', optionId: 'credit', recurrence: false });
  });

  it('clears the option when the group changes', () => {
    const s = withOptions()
      .emit('payment/option-selected', { groupId: 'banking', optionId: 'slsp', recurrence: false })
      .emit('payment/group-selected', { groupId: 'card' });
    expect(s.state.payment.selected).toEqual({ groupId: 'card', optionId: null, recurrence: false });
  });

  it('needs no option for transfer', () => {
    const s = withOptions().emit('payment/option-selected', {
      groupId: 'transfer',
      optionId: null,
      recurrence: false,
    });
    expect(s.state.payment.selected).toEqual({ groupId: 'transfer', optionId: null, recurrence: false });
  });

  it('ignores choosing a disabled option', () => {
    const s = withOptions()
      .emit('payment/option-selected', { groupId: 'banking', optionId: 'slsp', recurrence: false })
      .emit('payment/option-selected', { groupId: 'banking', optionId: 'csob', recurrence: false });
    expect(s.state.payment.selected.optionId).toBe('slsp');
  });

  it('ignores choosing an old bank-type card', () => {
    const s = session()
      .boot()
      .received(buildCart({ user }))
      .emit('payment/options-received', {
        groups: [buildGroup('card', [buildOption('otp-1', { oldOtpBank: true }), buildOption('new-card')])],
      })
      .emit('payment/option-selected', { groupId: 'card', optionId: 'otp-1', recurrence: true });
    expect(s.state.payment.selected.optionId).toBeNull();
  });

  it('clears a previously chosen option that is no longer offered, with option_invalid', () => {
    const s = withOptions()
      .emit('payment/option-selected', { groupId: 'banking', optionId: 'mbank', recurrence: false })
      .emit('payment/options-received', { groups: [buildGroup('banking', ['slsp', 'csob'])] });
    expect(s.state.payment.selected).toEqual({ groupId: 'banking', optionId: null, recurrence: false });
    expect(s.state.payment.error).toEqual({ translationKey: 'validation.payment_option.option_invalid' });
    expect(selectedPaymentOption(s.state)).toBeNull();
  });

  it('clears the error once the customer chooses again', () => {
    const s = withOptions()
      .emit('payment/option-selected', { groupId: 'banking', optionId: 'mbank', recurrence: false })
      .emit('payment/options-received', { groups: [buildGroup('banking', ['slsp', 'csob'])] })
      .emit('payment/option-selected', { groupId: 'banking', optionId: 'slsp', recurrence: false });
    expect(s.state.payment.error).toBeNull();
  });

  it('re-selects the option saved on the cart', () => {
    const s = withOptions(
      buildCart({ user, paymentOption: { groupId: 'card', optionId: 'card-1', recurrence: true } }),
    );
    expect(selectedPaymentOption(s.state)?.id).toBe('card-1');
    expect(s.state.payment.selected.recurrence).toBe(true);
  });

  it('keeps a local choice when an unrelated reply carries the same saved option', () => {
    const s = withOptions()
      .emit('payment/option-selected', { groupId: 'banking', optionId: 'slsp', recurrence: false })
      .received(buildCart({ user, note: 'x' }), 'set-note');
    expect(s.state.payment.selected.optionId).toBe('slsp');
  });

  it('turns recurrence off for a new card when the billing profile uses e-invoice', () => {
    const cart = buildCart({ user, billingProfile: buildBillingProfile({ invoiceDelivery: 'einvoice' }) });
    const s = withOptions(cart).emit('payment/option-selected', {
      groupId: 'card',
      optionId: 'new-card',
      recurrence: true,
    });
    expect(s.state.payment.selected).toEqual({ groupId: 'card', optionId: 'new-card', recurrence: false });
  });

  it('flags card-only when card is available and an item has a one-month period', () => {
    expect(withOptions(buildCart({ user, items: [buildItem({ period: 1 })] })).state.payment.cardOnly).toBe(
      true,
    );
    expect(withOptions().state.payment.cardOnly).toBe(false);
  });

  it('records a failed options load', () => {
    const s = session().emit('payment/options-requested', {});
    expect(s.state.payment.load.status).toBe('loading');
    s.emit('payment/options-failed', {
      error: buildError({ kind: 'network', status: null, messageKey: 'general.network_error' }),
    });
    expect(s.state.payment.load.status).toBe('failed');
  });

  describe('in edit mode', () => {
    const saved = { groupId: 'card', optionId: 'card-1', recurrence: true } as const;
    const atRecapitulation = () =>
      withOptions(buildCart({ user, paymentOption: saved })).emit('steps/user-step-set', {
        step: 'recapitulation',
      });

    it('re-selects the saved option when a half-made choice is cancelled', () => {
      const s = atRecapitulation()
        .emit('ui/edit-mode-set', { step: 'payment-method' })
        .emit('payment/group-selected', { groupId: 'banking' });
      expect(s.state.payment.selected).toEqual({ groupId: 'banking', optionId: null, recurrence: false });
      s.emit('ui/edit-mode-set', { step: null });
      expect(s.state.payment.selected).toEqual(saved);
      expect(selectedPaymentOption(s.state)?.id).toBe('card-1');
    });

    it('re-selects the saved option on entering the payment step and on leaving it for another step', () => {
      const s = atRecapitulation().emit('payment/option-selected', {
        groupId: 'banking',
        optionId: 'slsp',
        recurrence: false,
      });
      s.emit('ui/edit-mode-set', { step: 'payment-method' });
      expect(s.state.payment.selected).toEqual(saved);
      s.emit('payment/group-selected', { groupId: 'transfer' });
      s.emit('ui/edit-mode-set', { step: 'billing-profile' });
      expect(s.state.payment.selected).toEqual(saved);
    });

    it('leaves the choice alone when another step enters or leaves edit mode', () => {
      const s = atRecapitulation()
        .emit('ui/edit-mode-set', { step: 'billing-profile' })
        .emit('payment/group-selected', { groupId: 'banking' });
      s.emit('ui/edit-mode-set', { step: null });
      expect(s.state.payment.selected).toEqual({ groupId: 'banking', optionId: null, recurrence: false });
    });

    it('keeps an option the provider no longer knows cleared, with its error', () => {
      const s = atRecapitulation().emit('checkout/failed', {
        error: {
          kind: 'http',
          status: 422,
          messageKey: 'payment.option_not_found',
          key: 'payment.option_not_found',
          violations: [],
        },
      });
      s.emit('ui/edit-mode-set', { step: 'payment-method' });
      expect(s.state.payment.selected.groupId).toBeNull();
      expect(s.state.payment.error).toEqual({ translationKey: 'payment.option_not_found' });
    });
  });

  it('forgets options and choice on cart reset', () => {
    const s = withOptions()
      .emit('payment/group-selected', { groupId: 'credit' })
      .emit('cart/reset', { reason: 'cart.not_found' });
    expect(s.state.payment).toEqual(session().state.payment);
  });
});
