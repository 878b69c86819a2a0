/**
 * The shape of the checkout read model (projections/checkout/model.ts), apart so projections/state.ts can name the
 * slice without importing the reducer: the consents as ticked, where the checkout call is, the
 * steps the provider flagged in the last failed checkout and the transfer details to show.
 */
import type { AppError } from '../../events/app-error';
import type { Consent } from '../../events/catalogue/checkout';
import type { TransferPaymentDetails } from '../../events/contract/payment';
import type { StepName, ThankYouKey } from '../../events/contract/scalars';

/** The progress flag of spec §4 is `running`, `polling` or `leaving`. */
type CheckoutStatus =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'polling'; pollUrl: string }
  | { status: 'leaving'; url: string }
  | { status: 'done'; messageKey: ThankYouKey; exception: string | null }
  | { status: 'failed'; error: AppError }
  /**
   * The checkout's reply was lost or unreadable (decision 039): the order may exist. `since` is the
   * seq of that fact: only a cart asked for after it tells the outcome.
   */
  | { status: 'unknown'; cartUuid: string | null; error: AppError; since: number }
  /** The order exists (its cart was closed) but its reply was lost: no thank-you page to show. */
  | { status: 'unconfirmed' };

export interface CheckoutState {
  status: CheckoutStatus;
  consents: Record<Consent, boolean>;
  /** The cart whose stored consents were adopted (once per cart uuid; afterwards the ticks rule). */
  consentsFor: string | null;
  /**
   * Steps the provider named in the last failed checkout (`context.step`, or service settings for
   * a `configuration` path). They count as incomplete until the customer submits them again.
   */
  issues: StepName[];
  transfer: TransferPaymentDetails | null;
  /** Polling after a `processing` reply failed (e.g. 'Server polling exceeded it's connection limit.'). */
  pollError: AppError | null;
  /** Where that polling asked, when it may be tried again (a timeout or the network, issue 22). */
  pollRetry: string | null;
}

export const initialCheckoutState: CheckoutState = {
  status: { status: 'idle' },
  consents: { terms: false, thirdParty: false },
  consentsFor: null,
  issues: [],
  transfer: null,
  pollError: null,
  pollRetry: null,
};
