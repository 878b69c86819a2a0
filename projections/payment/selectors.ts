/**
 * The payment step as the view shows it (spec §2, §4, §9): the groups that are offered (hidden when
 * not available, shown but not choosable when disabled or excluded by card-only), the options
 * of each, the recurrence checkbox (hidden for the Swedish company, locked for a new card with
 * e-invoice delivery or when the option says so), and whether the choice is stored on the cart.
 */
import type { PaymentOption, PaymentOptionGroup } from '../../events/contract/payment';
import type { PaymentGroupId } from '../../events/contract/scalars';
import { isSwedishCompany } from '../../events/contract/swedish-company';
import { canChooseGroup, canChooseOption, isNewCard } from './option-order';
import { groupById } from './selection';
import { loadedCart, commandRunning } from '../cart/selectors';
import type { AppState } from '../state';

export interface PaymentGroupView {
  group: PaymentOptionGroup;
  id: PaymentGroupId;
  selectable: boolean;
  selected: boolean;
  /** Card-only applies and this is not the card group. */
  cardOnlyExcluded: boolean;
}

export function paymentGroupsView(state: AppState): PaymentGroupView[] {
  const { groups, cardOnly, selected } = state.payment;
  return groups
    .filter((g) => g.available)
    .map((group) => {
      const cardOnlyExcluded = cardOnly && group.id !== 'card';
      return {
        group,
        id: group.id,
        selectable: canChooseGroup(group) && !cardOnlyExcluded,
        selected: selected.groupId === group.id,
        cardOnlyExcluded,
      };
    });
}

/** The option of the step's selection, null while none is chosen or it is not offered. */
export function selectedPaymentOption(state: AppState): PaymentOption | null {
  const { groupId, optionId } = state.payment.selected;
  return groupById(state.payment.groups, groupId)?.paymentOptions.find((o) => o.id === optionId) ?? null;
}

export function optionSelectable(option: PaymentOption): boolean {
  return canChooseOption(option);
}

export interface RecurrenceView {
  shown: boolean;
  checked: boolean;
  locked: boolean;
}

/** Recurrent card payment (5 % credit back): only for a chosen card, never for the Swedish company. */
export function recurrenceView(state: AppState): RecurrenceView {
  const option = selectedPaymentOption(state);
  const config = state.session.config;
  const swedish = config ? isSwedishCompany(config) : false;
  const { groupId, recurrence } = state.payment.selected;
  if (swedish || groupId !== 'card' || option === null) return { shown: false, checked: false, locked: true };
  const einvoice = loadedCart(state)?.billingProfile?.invoiceDelivery === 'einvoice';
  const locked = !option.recurrenceCanBeChanged || (isNewCard(option.id) && einvoice);
  return { shown: true, checked: recurrence, locked };
}

/** The Slovak company promotes recurrent payment (spec §9). */
export function recurrencePromoShown(state: AppState): boolean {
  return state.session.config?.companyCountry === 'SK' && recurrenceView(state).shown;
}

/** The selection equals what the cart stores (the step may be submitted). */
export function paymentSaved(state: AppState): boolean {
  const saved = loadedCart(state)?.paymentOption ?? null;
  const { groupId, optionId, recurrence } = state.payment.selected;
  return (
    saved !== null &&
    saved.groupId === groupId &&
    saved.optionId === optionId &&
    saved.recurrence === recurrence
  );
}

/** A payment choice is on its way to the cart. */
export function paymentSaving(state: AppState): boolean {
  return commandRunning(state, 'set-payment-option');
}

/** The payment choice to show: the step's selection once made, else the one stored on the cart. */
export function chosenPayment(state: AppState) {
  const { selected } = state.payment;
  return selected.groupId !== null ? selected : (loadedCart(state)?.paymentOption ?? null);
}
