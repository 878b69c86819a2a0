/**
 * Main API, payment options and checkout E36–E37 (contract §5, declared in
 * events/contract/endpoints/payment.ts); quick order E38 is in quick-order.ts. What a checkout reply
 * or error means for navigation (contract §7) is decided by the effects, not here.
 */
import { paymentApi as d } from '../../../events/contract/endpoints/payment';
import type { CheckoutRequest } from '../../../events/contract/payment';
import { callDeclared as call } from '../declared-request';
import type { CallOptions, Http } from '../http';

export function paymentEndpoints(http: Http) {
  return {
    /** E36 (auth: user) */
    getPaymentOptions: (o: CallOptions = {}) => call(http, d.getPaymentOptions, {}, o),
    /** E37 (auth: user) */
    checkout: (request: CheckoutRequest, o: CallOptions = {}) => call(http, d.checkout, { json: request }, o),
  };
}
