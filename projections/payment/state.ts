/**
 * The payment slice: the option groups, the customer's selection and what the cart carried.
 */
import type { AppError } from '../../events/app-error';
import type { CartPaymentOption } from '../../events/contract/cart';
import type { ErrorItem } from '../../events/contract/errors';
import type { PaymentOptionGroup } from '../../events/contract/payment';
import type { PaymentGroupId } from '../../events/contract/scalars';

export interface PaymentSelection {
  groupId: PaymentGroupId | null;
  optionId: string | null;
  recurrence: boolean;
}

type PaymentLoad =
  { status: 'idle' } | { status: 'loading' } | { status: 'loaded' } | { status: 'failed'; error: AppError };

export interface PaymentState {
  load: PaymentLoad;
  /** Groups as received, options sorted by the preferred id list, an empty card group given a new-card entry. */
  groups: PaymentOptionGroup[];
  selected: PaymentSelection;
  /** The payment option the cart carried last time we looked: a change there is adopted. */
  saved: CartPaymentOption | null;
  /** Card is available and some item has a one-month period: only card may be chosen. */
  cardOnly: boolean;
  /**
   * Choices sent to the cart and not answered yet: while a later one is on its way, the cart an
   * earlier one brings back does not replace the customer's newer choice.
   */
  savesOnTheWay: number;
  /** Set when a previously chosen option vanished (`validation.payment_option.option_invalid`). */
  error: ErrorItem | null;
}

export const initialPaymentState: PaymentState = {
  load: { status: 'idle' },
  groups: [],
  selected: { groupId: null, optionId: null, recurrence: false },
  saved: null,
  cardOnly: false,
  savesOnTheWay: 0,
  error: null,
};
