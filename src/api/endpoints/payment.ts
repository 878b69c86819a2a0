/**
 * Main API, payment options and checkout E36–E37 (contract §5); quick order E38 is in quick-order.ts. What a checkout reply
 * or error means for navigation (contract §7) is decided by the effects, not here.
 */
import * as z from 'zod/mini';
import { CheckoutReply, PaymentOptionGroup, type CheckoutRequest } from '../../../events/contract/payment';
import { main, type CallOptions, type Http } from '../http';
import { jsonReply } from '../replies';

export function paymentEndpoints(http: Http) {
  return {
    /** E36 GET /payment-options (auth: user) */
    getPaymentOptions: (o: CallOptions = {}) =>
      http.call(main('GET', '/payment-options', o), jsonReply(z.array(PaymentOptionGroup))),
    /** E37 POST /checkout (auth: user) */
    checkout: (request: CheckoutRequest, o: CallOptions = {}) =>
      http.call(
        main('POST', '/checkout', o, { json: request, timeLimit: 'order' }),
        jsonReply(CheckoutReply),
      ),
  };
}
