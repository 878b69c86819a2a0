/**
 * The payment read model (spec §4 "Payment options"): the offered groups with their options in
 * display order, the customer's selection kept valid against them, the card-only flag, and the
 * error shown when a previously chosen option is no longer offered. The cart's saved payment
 * option is adopted whenever the provider reports a different one.
 */
import { castDraft, freeze, type Draft } from 'immer';
import { match } from 'ts-pattern';
import type { Cart, CartPaymentOption } from '../events/contract/cart';
import type { PaymentGroupId } from '../events/contract/scalars';
import { canChooseGroup, canChooseOption, cardOnlyApplies, normalizeGroups } from './derive/payment-order';
import { groupById, noSelection, reconcile, recurrenceFor, selectGroup } from './derive/payment-selection';
import { OPTION_NOT_FOUND } from './derive/checkout-failure';
import { cartNow, plain, type ReadModel } from './read-model';
import { initialPaymentState, type AppState, type PaymentSelection } from './state';

type StateDraft = Draft<AppState>;

export const reducePayment: ReadModel = (draft, event) => {
  const payment = draft.payment;
  match(event)
    .with({ type: 'payment/options-requested' }, () => {
      payment.load = { status: 'loading' };
    })
    .with({ type: 'payment/options-received' }, ({ payload }) => {
      payment.groups = castDraft(freeze(normalizeGroups(payload.groups), true));
      payment.load = { status: 'loaded' };
      payment.cardOnly = cardOnlyApplies(payment.groups, cartNow(draft));
      keepValid(draft);
    })
    .with({ type: 'payment/options-failed' }, ({ payload }) => {
      payment.load = castDraft({ status: 'failed', error: payload.error });
    })
    .with({ type: 'payment/group-selected' }, ({ payload }) => chooseGroup(draft, payload.groupId))
    .with({ type: 'payment/option-selected' }, ({ payload }) => chooseOption(draft, payload))
    .with({ type: 'cart/received' }, ({ payload }) => adoptCart(draft, freeze(payload.cart, true)))
    .with({ type: 'cart/reset' }, () => {
      draft.payment = castDraft(initialPaymentState);
    })
    .with({ type: 'checkout/failed' }, ({ payload }) => {
      // contract §9: the chosen option no longer exists; the client clears it.
      if (payload.error.key !== OPTION_NOT_FOUND && payload.error.messageKey !== OPTION_NOT_FOUND) return;
      setSelection(draft, noSelection);
      payment.error = { translationKey: OPTION_NOT_FOUND };
    })
    .otherwise(() => {});
};

function einvoice(draft: StateDraft): boolean {
  return cartNow(draft)?.billingProfile?.invoiceDelivery === 'einvoice';
}

function keepValid(draft: StateDraft): void {
  if (draft.payment.load.status !== 'loaded') return;
  const { selection, error } = reconcile(
    plain(draft.payment.selected),
    plain(draft.payment.groups),
    einvoice(draft),
  );
  setSelection(draft, selection);
  if (error) draft.payment.error = error;
}

/** Changing group clears the option, unless the group has a single option, which is then selected. */
function chooseGroup(draft: StateDraft, groupId: PaymentGroupId): void {
  const group = groupById(plain(draft.payment.groups), groupId);
  if (!group || !canChooseGroup(group) || draft.payment.selected.groupId === groupId) return;
  if (draft.payment.cardOnly && groupId !== 'card') return; // card-only (spec §4): no other group
  setSelection(draft, selectGroup(group, einvoice(draft)));
  draft.payment.error = null;
}

/** Disabled and old bank-type options are ignored; transfer takes no option, other groups need one. */
function chooseOption(draft: StateDraft, wanted: CartPaymentOption): void {
  const group = groupById(plain(draft.payment.groups), wanted.groupId);
  if (!group || !canChooseGroup(group)) return;
  if (group.id === 'transfer' || wanted.optionId === null) {
    if (group.id !== 'transfer' || wanted.optionId !== null) return;
    setSelection(draft, { groupId: 'transfer', optionId: null, recurrence: false });
    draft.payment.error = null;
    return;
  }
  const option = group.paymentOptions.find((o) => o.id === wanted.optionId);
  if (!option || !canChooseOption(option)) return;
  const recurrence = option.recurrenceCanBeChanged ? wanted.recurrence : option.recurrence;
  setSelection(draft, {
    groupId: group.id,
    optionId: option.id,
    recurrence: recurrenceFor(option.id, recurrence, einvoice(draft)),
  });
  draft.payment.error = null;
}

function adoptCart(draft: StateDraft, cart: Cart): void {
  const payment = draft.payment;
  payment.cardOnly = cardOnlyApplies(plain(payment.groups), cart);
  const server = cart.paymentOption ?? null;
  if (sameOption(server, payment.saved)) return;
  payment.saved = server ? { ...server } : null;
  setSelection(draft, server ? { ...server } : noSelection);
  keepValid(draft);
}

function setSelection(draft: StateDraft, next: PaymentSelection): void {
  const current = draft.payment.selected;
  if (
    current.groupId === next.groupId &&
    current.optionId === next.optionId &&
    current.recurrence === next.recurrence
  )
    return;
  draft.payment.selected = { ...next };
}

function sameOption(a: CartPaymentOption | null, b: CartPaymentOption | null): boolean {
  if (a === null || b === null) return a === b;
  return a.groupId === b.groupId && a.optionId === b.optionId && a.recurrence === b.recurrence;
}
