/**
 * Contract §7 as pure functions: what a checkout reply (rows 1–8) or failure (rows 9–11) means,
 * and the thank-you URLs sent with the checkout (docs/decisions/045-checkout-steps-and-outcomes.md).
 * The finish-order effect carries them out; which redirects it follows is the navigation rule's
 * (src/effects/nav/allowed-navigation.ts, decision 040).
 */
import { match } from 'ts-pattern';
import type { AppError } from '../../../events/app-error';
import type { CheckoutReply, TransferPaymentDetails } from '../../../events/contract/payment';
import type { ThankYouKey } from '../../../events/contract/scalars';
import { isCartLost } from '../session-loss';
import { isUnknownOutcome } from '../../api/unknown-outcome';
import { routePath } from '../../../events/route-table';

export type ReplyOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'thank-you'; messageKey: ThankYouKey; transfer?: TransferPaymentDetails }
  | { kind: 'processing'; pollUrl: string | null };

/**
 * The first matching row of contract §7 (rows 1–8). Every `key` the contract lists has its row, so
 * a key added to the contract fails the typecheck here instead of reading as success.
 */
export function replyOutcome(reply: CheckoutReply, apiUrl: string): ReplyOutcome {
  if (typeof reply.redirect === 'string' && reply.redirect !== '')
    return { kind: 'redirect', url: reply.redirect };
  if (reply.zeroOrder === true) return { kind: 'thank-you', messageKey: 'success' };
  return match(reply.key)
    .returnType<ReplyOutcome>()
    .with('transfer', () =>
      reply.paymentOptions
        ? { kind: 'thank-you', messageKey: 'transfer', transfer: reply.paymentOptions }
        : { kind: 'thank-you', messageKey: 'fail' },
    )
    .with('confirm', 'mail', (key) => ({ kind: 'thank-you', messageKey: key }))
    .with('processing', () => ({ kind: 'processing', pollUrl: pollUrlOf(reply, apiUrl) }))
    .with('success', undefined, () => ({ kind: 'thank-you', messageKey: 'success' }))
    .exhaustive();
}

/**
 * Where to poll a payment being processed (decided here, the contract names no field): a `pollUrl`
 * the provider adds to the reply, else `{apiUrl}/polls/{invoiceId}`; without either, no polling.
 */
export function pollUrlOf(reply: CheckoutReply, apiUrl: string): string | null {
  const extra = (reply as Record<string, unknown>).pollUrl;
  if (typeof extra === 'string' && extra !== '') return extra;
  return reply.invoiceId ? `${apiUrl}/polls/${encodeURIComponent(reply.invoiceId)}` : null;
}

export type FailureOutcome =
  | { kind: 'login' }
  | { kind: 'reset'; key: string }
  | { kind: 'cart' }
  | { kind: 'order' }
  | { kind: 'exception'; key: string };

/**
 * Whether a failed checkout leaves the order's outcome unknown (decision 039): what every create
 * shares (src/api/unknown-outcome.ts: no reply, a gateway in the provider's place, an unreadable
 * 2xx), or the provider says the cart is gone (`cart.not_found` / `cart.not_prepared`): an order
 * closes its cart (contract §1.2, E37), and a browser sends a request again on its own when a
 * connection closes unanswered, so that is what the second request hears after the first created
 * the order. Any other failure is a reply that says the order was not made.
 */
export function isUnknownOrderOutcome(error: AppError): boolean {
  return isUnknownOutcome(error) || isCartLost(error);
}

/** Rows 9–11, after the two cases every call shares: 401 goes to login, a lost cart resets. */
export function failureOutcome(error: AppError): FailureOutcome {
  if (error.status === 401) return { kind: 'login' };
  if (isCartLost(error)) return { kind: 'reset', key: error.key };
  if (error.context?.step === 'cart') return { kind: 'cart' };
  if (error.violations.length > 0 || error.context !== undefined) return { kind: 'order' };
  return { kind: 'exception', key: error.messageKey };
}

/** `{origin}{langPrefix}/thank-you?messageKey=…` (contract §5 E37). */
export function thankYouUrl(origin: string, languagePrefix: string, messageKey: ThankYouKey): string {
  return `${origin}${languagePrefix}${routePath('thank-you', { query: { messageKey } })}`;
}

/** The in-app path of the thank-you page for an outcome. */
export function thankYouPath(messageKey: ThankYouKey, exception?: string): string {
  return routePath('thank-you', { query: { messageKey, exception } });
}
