/**
 * The payment read model (spec §4 "Payment options"): the offered groups with their options in
 * display order, the customer's selection kept valid against them, the card-only flag, and the
 * error shown when a previously chosen option is no longer offered. The cart's saved payment
 * option is adopted whenever the provider reports a different one (unless a newer choice is still
 * on its way to the cart), and re-selected when the payment step enters or leaves edit mode.
 */
import { castDraft, freeze, type Draft } from 'immer';
import type { Cart, CartPaymentOption } from '../../events/contract/cart';
import type { PaymentGroupId } from '../../events/contract/scalars';
import type { EventOf } from '../../events/envelope';
import { canChooseGroup, canChooseOption, cardOnlyApplies, normalizeGroups } from './option-order';
import { groupById, noSelection, reconcile, recurrenceFor, selectGroup } from './selection';
import { OPTION_NOT_FOUND } from '../checkout/failure';
import { edit, onSlice } from '../on-events';
import { cartOf, plain } from '../read-model';
import { type AppState } from '../state';
import { initialPaymentState, type PaymentSelection, type PaymentState } from './state';

type PaymentDraft = Draft<PaymentState>;

const SAVE = 'set-payment-option';

export const reducePayment = onSlice('payment', {
  'payment/options-requested': edit((payment) => {
    payment.load = { status: 'loading' };
  }),
  'payment/options-received': edit((payment, { payload }, state) => {
    payment.groups = castDraft(freeze(normalizeGroups(payload.groups), true));
    payment.load = { status: 'loaded' };
    payment.cardOnly = cardOnlyApplies(payment.groups, cartOf(state.cart.load));
    keepValid(payment, state);
  }),
  'payment/options-failed': edit((payment, { payload }) => {
    payment.load = castDraft({ status: 'failed', error: payload.error });
  }),
  'payment/group-selected': edit((payment, { payload }, state) =>
    chooseGroup(payment, state, payload.groupId),
  ),
  'payment/option-selected': edit((payment, { payload }, state) => chooseOption(payment, state, payload)),
  'payment/option-save-requested': (payment) => ({ ...payment, savesOnTheWay: payment.savesOnTheWay + 1 }),
  'cart/command-failed': (payment, { payload }) =>
    payload.command === SAVE && payment.savesOnTheWay > 0
      ? { ...payment, savesOnTheWay: payment.savesOnTheWay - 1 }
      : payment,
  'cart/received': (payment, event, state) => {
    const cart = freeze(event.payload.cart, true);
    const cardOnly = cardOnlyApplies(payment.groups, cart);
    const answered = event.payload.command === SAVE && payment.savesOnTheWay > 0;
    const savesOnTheWay = payment.savesOnTheWay - (answered ? 1 : 0);
    const counted = savesOnTheWay === payment.savesOnTheWay ? payment : { ...payment, savesOnTheWay };
    if (sameOption(cart.paymentOption ?? null, payment.saved))
      return cardOnly === payment.cardOnly ? counted : { ...counted, cardOnly };
    // a newer choice is on its way: the cart an earlier one brought back does not replace it
    if (savesOnTheWay > 0)
      return { ...counted, cardOnly, saved: cart.paymentOption ? { ...cart.paymentOption } : null };
    return adoptCart(counted, event, state);
  },
  'ui/edit-mode-set': edit((payment, { payload }, state) => {
    const entering = payload.step === 'payment-method';
    const leaving = !entering && state.steps.editMode === 'payment-method';
    if (entering || leaving) reselectSaved(payment, state);
  }),
  'cart/reset': () => initialPaymentState,
  'checkout/failed': edit((payment, { payload }) => {
    // contract §9: the chosen option no longer exists; the client clears it.
    if (payload.error.key !== OPTION_NOT_FOUND && payload.error.messageKey !== OPTION_NOT_FOUND) return;
    setSelection(payment, noSelection);
    payment.error = { translationKey: OPTION_NOT_FOUND };
  }),
});

function einvoice(state: AppState): boolean {
  return cartOf(state.cart.load)?.billingProfile?.invoiceDelivery === 'einvoice';
}

function keepValid(payment: PaymentDraft, state: AppState): void {
  if (payment.load.status !== 'loaded') return;
  const { selection, error } = reconcile(plain(payment.selected), plain(payment.groups), einvoice(state));
  setSelection(payment, selection);
  if (error) payment.error = error;
}

/** Changing group clears the option, unless the group has a single option, which is then selected. */
function chooseGroup(payment: PaymentDraft, state: AppState, groupId: PaymentGroupId): void {
  const group = groupById(plain(payment.groups), groupId);
  if (!group || !canChooseGroup(group) || payment.selected.groupId === groupId) return;
  if (payment.cardOnly && groupId !== 'card') return; // card-only (spec §4): no other group
  setSelection(payment, selectGroup(group, einvoice(state)));
  payment.error = null;
}

/** Disabled and old bank-type options are ignored; transfer takes no option, other groups need one. */
function chooseOption(payment: PaymentDraft, state: AppState, wanted: CartPaymentOption): void {
  const group = groupById(plain(payment.groups), wanted.groupId);
  if (!group || !canChooseGroup(group)) return;
  if (group.id === 'transfer' || wanted.optionId === null) {
    if (group.id !== 'transfer' || wanted.optionId !== null) return;
    setSelection(payment, { groupId: 'transfer', optionId: null, recurrence: false });
    payment.error = null;
    return;
  }
  const option = group.paymentOptions.find((o) => o.id === wanted.optionId);
  if (!option || !canChooseOption(option)) return;
  const recurrence = option.recurrenceCanBeChanged ? wanted.recurrence : option.recurrence;
  setSelection(payment, {
    groupId: group.id,
    optionId: option.id,
    recurrence: recurrenceFor(option.id, recurrence, einvoice(state)),
  });
  payment.error = null;
}

/**
 * Spec §4 "in edit mode the given value is re-selected": entering the payment step's edit mode, and
 * leaving it unsaved (cancel, or editing another step), shows the option the cart holds, so a
 * half-made choice never outlives the edit in the read-only step or the side summary. An option
 * the provider said no longer exists (checkout failure) stays cleared with its error.
 */
function reselectSaved(payment: PaymentDraft, state: AppState): void {
  if (payment.error?.translationKey === OPTION_NOT_FOUND) return;
  const saved = cartOf(state.cart.load)?.paymentOption ?? null;
  setSelection(payment, saved ? { ...saved } : noSelection);
  payment.error = null;
  keepValid(payment, state);
}

/** The cart carries another saved option than last time: it becomes the selection. */
const adoptCart = edit<PaymentState, EventOf<'cart/received'>>((payment, { payload }, state) => {
  const cart: Cart = payload.cart;
  payment.cardOnly = cardOnlyApplies(plain(payment.groups), cart);
  const server = cart.paymentOption ?? null;
  payment.saved = server ? { ...server } : null;
  setSelection(payment, server ? { ...server } : noSelection);
  keepValid(payment, state);
});

function setSelection(payment: PaymentDraft, next: PaymentSelection): void {
  const current = payment.selected;
  if (
    current.groupId === next.groupId &&
    current.optionId === next.optionId &&
    current.recurrence === next.recurrence
  )
    return;
  payment.selected = { ...next };
}

function sameOption(a: CartPaymentOption | null, b: CartPaymentOption | null): boolean {
  if (a === null || b === null) return a === b;
  return a.groupId === b.groupId && a.optionId === b.optionId && a.recurrence === b.recurrence;
}
