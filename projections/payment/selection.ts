/**
 * The customer's payment choice kept consistent with the offered options (spec §4 "Payment
 * options"): a group with a single choosable option selects it, transfer needs no option, and an
 * option that is no longer offered is cleared with `validation.payment_option.option_invalid`.
 */
import type { ErrorItem } from '../../events/contract/errors';
import type { PaymentOptionGroup } from '../../events/contract/payment';
import type { PaymentGroupId } from '../../events/contract/scalars';
import type { PaymentSelection } from './state';
import { canChooseGroup, canChooseOption, isNewCard } from './option-order';

export const OPTION_INVALID = 'validation.payment_option.option_invalid';
export const noSelection: PaymentSelection = { groupId: null, optionId: null, recurrence: false };

export function groupById(
  groups: readonly PaymentOptionGroup[],
  id: PaymentGroupId | null,
): PaymentOptionGroup | undefined {
  return id === null ? undefined : groups.find((g) => g.id === id);
}

/** The group's only choosable option, when it has exactly one (and it is not the transfer group). */
function soleOption(group: PaymentOptionGroup): string | null {
  if (group.id === 'transfer') return null;
  const choosable = group.paymentOptions.filter(canChooseOption);
  return choosable.length === 1 && choosable[0] ? choosable[0].id : null;
}

/** An e-invoice delivery turns recurrence off for a new card (spec §4). */
export function recurrenceFor(optionId: string | null, wanted: boolean, einvoice: boolean): boolean {
  return isNewCard(optionId) && einvoice ? false : wanted;
}

export function selectGroup(group: PaymentOptionGroup, einvoice: boolean): PaymentSelection {
  const only = soleOption(group);
  const option = group.paymentOptions.find((o) => o.id === only);
  return {
    groupId: group.id,
    optionId: only,
    recurrence: option ? recurrenceFor(only, option.recurrence, einvoice) : false,
  };
}

/**
 * Checks a selection against freshly received groups. Returns the selection to keep and, when a
 * chosen option (or its whole group) vanished or became unchoosable, the error to show.
 */
export function reconcile(
  selection: PaymentSelection,
  groups: readonly PaymentOptionGroup[],
  einvoice: boolean,
): { selection: PaymentSelection; error: ErrorItem | null } {
  if (selection.groupId === null) return { selection, error: null };
  const group = groupById(groups, selection.groupId);
  if (!group || !canChooseGroup(group)) {
    return { selection: noSelection, error: { translationKey: OPTION_INVALID } };
  }
  if (selection.optionId === null) {
    return {
      selection: selection.groupId === 'transfer' ? selection : selectGroup(group, einvoice),
      error: null,
    };
  }
  const option = group.paymentOptions.find((o) => o.id === selection.optionId);
  if (option && canChooseOption(option)) return { selection, error: null };
  return {
    selection: { groupId: group.id, optionId: null, recurrence: false },
    error: { translationKey: OPTION_INVALID },
  };
}
