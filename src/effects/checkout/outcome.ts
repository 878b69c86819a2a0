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
 * Statuses a gateway or proxy between the client and the provider answers with when the provider
 * did not answer it in time or at all (502, 503, 504, and Cloudflare's 520–524). The contract's
 * provider uses only 503 among them (§1.6), and always with its error body.
 */
const GATEWAY_STATUSES: ReadonlySet<number> = new Set([502, 503, 504, 520, 521, 522, 523, 524]);

/**
 * Whether the reply carries the provider's own error body (contract §1.7: a `key`, a legacy key or
 * violations): then the provider said what happened. A proxy's HTML page, an empty body or JSON
 * without any of those says nothing about the order.
 */
function fromProvider(error: AppError): boolean {
  return error.key !== null || error.violations.length > 0;
}

/**
 * Whether a failed checkout leaves the order's outcome unknown (decision 039): no reply came (the
 * network, the time limit); a gateway answered in the provider's place (502, 503, 504, 520–524
 * without the provider's error body); a 2xx reply is not a checkout reply; or the provider says the
 * cart is gone (`cart.not_found` / `cart.not_prepared`): an order closes its cart (contract §1.2,
 * E37), and a browser sends a request again on its own when a connection closes unanswered, so that
 * is what the second request hears after the first created the order. The provider may have created
 * the order in each case; any other failure is a reply that says it did not.
 */
export function isUnknownOutcome(error: AppError): boolean {
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  if (error.status !== null && GATEWAY_STATUSES.has(error.status) && !fromProvider(error)) return true;
  if (isCartLost(error)) return true;
  const ok = error.status !== null && error.status >= 200 && error.status < 300;
  return ok && (error.kind === 'parse' || error.kind === 'schema');
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
  return `${origin}${languagePrefix}/thank-you?messageKey=${messageKey}`;
}

/** The in-app path of the thank-you page for an outcome. */
export function thankYouPath(messageKey: ThankYouKey, exception?: string): string {
  const params = new URLSearchParams({ messageKey });
  if (exception !== undefined) params.set('exception', exception);
  return `/thank-you?${params.toString()}`;
}
