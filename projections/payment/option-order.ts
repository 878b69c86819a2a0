/**
 * How payment options are presented (spec §2 payment step, §3, contract §2.5): options sorted by a
 * fixed preferred id list (the banks in their marketing order), unknown ids after them in server
 * order, new-card entries last; an empty card group offers a default new card. Also which groups
 * and options may be chosen at all.
 */
import type { Cart } from '../../events/contract/cart';
import type { PaymentOption, PaymentOptionGroup } from '../../events/contract/payment';

const PREFERRED_OPTION_IDS: readonly string[] = [
  'slsp',
  'vubeplatby',
  'postova',
  'csob',
  'tatrapay',
  'unicredit',
];
const NEW_CARD_IDS: readonly string[] = ['new-card', 'new-card-nets-easy'];

function optionRank(id: string): number {
  if (NEW_CARD_IDS.includes(id)) return PREFERRED_OPTION_IDS.length + 1;
  const preferred = PREFERRED_OPTION_IDS.indexOf(id);
  return preferred === -1 ? PREFERRED_OPTION_IDS.length : preferred;
}

/** Stable: options of equal rank (saved cards, unknown banks) keep the server's order. */
export function sortOptions(options: readonly PaymentOption[]): PaymentOption[] {
  return options
    .map((option, index) => ({ option, index, rank: optionRank(option.id) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.option);
}

function defaultNewCard(): PaymentOption {
  return {
    id: 'new-card',
    number: null,
    cardName: null,
    issuer: null,
    expiryAt: null,
    errors: [],
    isDisabled: false,
    recurrence: true,
    recurrenceState: null,
    recurrenceCanBeChanged: true,
    credit: null,
    oldOtpBank: false,
  };
}

export function normalizeGroups(groups: readonly PaymentOptionGroup[]): PaymentOptionGroup[] {
  return groups.map((group) => {
    if (group.id === 'card' && group.paymentOptions.length === 0) {
      return { ...group, paymentOptions: [defaultNewCard()] };
    }
    return { ...group, paymentOptions: sortOptions(group.paymentOptions) };
  });
}

export function canChooseGroup(group: PaymentOptionGroup): boolean {
  return group.available && !group.disable;
}

/** Disabled options and old bank-type cards (oldOtpBank) cannot be chosen. */
export function canChooseOption(option: PaymentOption): boolean {
  return !option.isDisabled && !option.oldOtpBank;
}

export function isNewCard(optionId: string | null): boolean {
  return optionId !== null && NEW_CARD_IDS.includes(optionId);
}

/** Card-only (spec §4): card is available and some item is ordered for one month. */
export function cardOnlyApplies(groups: readonly PaymentOptionGroup[], cart: Cart | null): boolean {
  const card = groups.find((g) => g.id === 'card');
  return card !== undefined && card.available && (cart?.items.some((item) => item.period === 1) ?? false);
}
