/**
 * Main API, quick order E38 (contract §5). Apart from the other payment endpoints because the cart
 * command queue (a core effect, decision 008) runs it.
 */
import { main, type CallOptions, type Http } from '../http';
import { ignoreBody } from '../replies';

export function quickOrderEndpoint(http: Http) {
  return {
    /** E38 POST /quick-order (auth: user), no body → 204; the caller then reloads the cart. */
    quickOrder: (o: CallOptions = {}) => http.call(main('POST', '/quick-order', o), ignoreBody),
  };
}
