/**
 * Finishing the order (spec §4 "Finish order", contract §7): the customer's consents and finish
 * click (intents), why a finish was held back, the checkout call and each of its outcomes (facts),
 * so an exported session tells the story of a payment without code.
 */
import * as z from 'zod/mini';
import { AppError } from '../app-error';
import { TransferPaymentDetails } from '../contract/payment';
import { StepName, ThankYouKey } from '../contract/scalars';
import { fact, intent, notFolded } from '../define';

export const Consent = z.enum(['terms', 'thirdParty']);
export type Consent = z.infer<typeof Consent>;

/** Why a finish click did not start a checkout. */
const FinishBlock = z.enum(['editing', 'steps-incomplete', 'consents']);
type FinishBlock = z.infer<typeof FinishBlock>;

export const checkoutEvents = {
  'checkout/consent-set': intent(z.object({ consent: Consent, value: z.boolean() })),
  /** The finish-order button; the effect throttles it to one checkout a second. */
  'checkout/finish-requested': intent(z.object({}), notFolded),
  'checkout/blocked': fact(
    z.object({ reason: FinishBlock, step: z.optional(StepName), missing: z.optional(z.array(Consent)) }),
  ),
  'checkout/started': fact(z.object({ commandId: z.string() })),
  /** Row 1 of contract §7: the browser is handed to the payment gateway. */
  'checkout/gateway-redirected': fact(z.object({ url: z.string() })),
  /** Row 7: the payment is being processed; the client polls until the provider says where to go. */
  /**
   * A refused redirect before issue 22; now `nav/redirect-refused`. Kept so a recording made before
   * it still opens in the console (nothing appends it any more).
   */
  'checkout/redirect-refused': fact(z.object({ url: z.string() }), notFolded),
  'checkout/polling-started': fact(z.object({ pollUrl: z.string() })),
  /** `pollUrl`: where it polled, so "Try again" can poll there again (a timeout, the network; issue 22). */
  'checkout/polling-failed': fact(z.object({ error: AppError, pollUrl: z.optional(z.string()) })),
  /** "Try again" on the processing page after polling failed for a timeout or the network. */
  'checkout/polling-retry-requested': intent(z.object({}), notFolded),
  /** Rows 2–8 and 11: the thank-you page to show. */
  'checkout/completed': fact(
    z.object({
      messageKey: ThankYouKey,
      exception: z.optional(z.string()),
      invoiceId: z.optional(z.string()),
      transfer: z.optional(TransferPaymentDetails),
    }),
  ),
  /** Rows 9–10 (and 401): the order was not placed; the error names the step and items concerned. */
  'checkout/failed': fact(z.object({ error: AppError })),
  /**
   * The checkout's reply was lost (a network failure, a timeout) or is not a checkout reply: the
   * order may exist (docs/decisions/039). `cartUuid` is the cart the checkout was for; the cart is
   * read again, and Finish is not offered until the outcome is known.
   */
  'checkout/outcome-unknown': fact(z.object({ error: AppError, cartUuid: z.nullable(z.string()) })),
  /**
   * What the cart read after an unknown outcome says: `created` when it is another cart (the
   * provider closed the checked-out one), `not-created` when it is the same cart.
   */
  'checkout/outcome-settled': fact(z.object({ order: z.enum(['created', 'not-created']) })),
  /** Transfer details read back from local storage when the thank-you page is opened again. */
  'checkout/transfer-restored': fact(z.object({ transfer: TransferPaymentDetails })),
};
