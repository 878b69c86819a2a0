/**
 * Main API, quick order E38 (contract §5, declared in events/contract/endpoints/cart.ts). Apart from
 * the other payment endpoints because the cart command queue (a core effect, decision 008) runs it.
 */
import { cartApi } from '../../../events/contract/endpoints/cart';
import { callDeclared } from '../declared-request';
import type { CallOptions, Http } from '../http';

export function quickOrderEndpoint(http: Http) {
  return {
    /** E38 (auth: user), no body → 204; the caller then reloads the cart. */
    quickOrder: (o: CallOptions = {}) => callDeclared(http, cartApi.quickOrder, {}, o),
  };
}
