/**
 * Main API, payment options, checkout and quick order E36–E38 (contract §5). What a checkout reply
 * or error means for navigation (contract §7) is decided by the effects, not here.
 */
import * as z from 'zod/mini';
import { CheckoutReply, PaymentOptionGroup, type CheckoutRequest } from '../../../events/contract/payment';
import { main, type CallOptions, type Http } from '../http';
import { ignoreBody, jsonReply } from '../replies';

export function paymentEndpoints(http: Http) {
  return {
    /** E36 GET /payment-options (auth: user) */
    getPaymentOptions: (o: CallOptions = {}) =>
      http.call(main('GET', '/payment-options', o), jsonReply(z.array(PaymentOptionGroup))),
    /** E37 POST /checkout (auth: user) */
    checkout: (request: CheckoutRequest, o: CallOptions = {}) =>
      http.call(main('POST', '/checkout', o, { json: request }), jsonReply(CheckoutReply)),
    /** E38 POST /quick-order (auth: user), no body → 204; the caller then reloads the cart. */
    quickOrder: (o: CallOptions = {}) => http.call(main('POST', '/quick-order', o), ignoreBody),
  };
}
