/**
 * Which payment option is chosen for a customer who arrives at the payment step with nothing
 * chosen (spec §4 "one option is selected automatically"; decision 006): a saved card that can be
 * used, else the first option that can be chosen in the first group that can be chosen, in the
 * order the step shows them (groups as offered, options by the preferred id list, new card last).
 * Transfer takes no option. Pure, so the effect that stores the choice and the tests share it.
 */
import type { CartPaymentOption } from '../../events/contract/cart';
import type { PaymentOptionGroup } from '../../events/contract/payment';
import { canChooseGroup, canChooseOption, isNewCard } from './option-order';

function choosableGroups(groups: readonly PaymentOptionGroup[], cardOnly: boolean): PaymentOptionGroup[] {
  return groups.filter((g) => canChooseGroup(g) && (!cardOnly || g.id === 'card'));
}

function savedCard(groups: readonly PaymentOptionGroup[]): CartPaymentOption | null {
  const card = groups.find((g) => g.id === 'card');
  const option = card?.paymentOptions.find((o) => canChooseOption(o) && !isNewCard(o.id));
  return option ? { groupId: 'card', optionId: option.id, recurrence: option.recurrence } : null;
}

/** The choice to make on arrival, or null when nothing can be chosen. */
export function autoSelection(
  groups: readonly PaymentOptionGroup[],
  cardOnly: boolean,
): CartPaymentOption | null {
  const offered = choosableGroups(groups, cardOnly);
  const card = savedCard(offered);
  if (card) return card;
  for (const group of offered) {
    if (group.id === 'transfer') return { groupId: 'transfer', optionId: null, recurrence: false };
    const option = group.paymentOptions.find(canChooseOption);
    if (option) return { groupId: group.id, optionId: option.id, recurrence: option.recurrence };
  }
  return null;
}
