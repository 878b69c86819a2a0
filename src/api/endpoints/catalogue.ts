/**
 * Main API, catalogue helpers E43–E45 and E47–E56 (contract §6, declared in
 * events/contract/endpoints/catalogue.ts): licence prices, the hosting tutorial, domain-checker
 * categories and bundles, and the server contact forms. The streamed domain check (E46) lives in
 * domain-check-stream.ts. Whether to call E44 at all (test cookie, tutorial-disabling cookie) is the
 * caller's decision.
 */
import { catalogueApi as d } from '../../../events/contract/endpoints/catalogue';
import type { ContactFormBase, ServerContactFormRequest } from '../../../events/contract/requests';
import { callDeclared as call } from '../declared-request';
import type { CallOptions, Http } from '../http';

export function catalogueEndpoints(http: Http) {
  return {
    /** E43 */
    getOneLicensePrices: (itemId: string, o: CallOptions = {}) =>
      call(http, d.getOneLicensePrices, { params: { itemId } }, o),
    /** E44 */
    getHostingTutorial: (o: CallOptions = {}) => call(http, d.getHostingTutorial, {}, o),
    /** E45 */
    getTldCategories: (o: CallOptions = {}) => call(http, d.getTldCategories, {}, o),
    /** E47 (`domains` may be empty) */
    checkBundles: (domains: readonly string[], o: CallOptions = {}) =>
      call(http, d.checkBundles, { query: { 'domains[]': domains } }, o),
    /** E48 — id = offer uuid from the page URL. */
    getDedicatedServerOffer: (id: string, o: CallOptions = {}) =>
      call(http, d.getDedicatedServerOffer, { params: { id } }, o),
    /** E49 */
    getMonitoringOffer: (o: CallOptions = {}) => call(http, d.getMonitoringOffer, {}, o),
    /** E50 */
    getManagementOffer: (o: CallOptions = {}) => call(http, d.getManagementOffer, {}, o),
    /** E51 */
    getDedicatedServerOptions: (o: CallOptions = {}) => call(http, d.getDedicatedServerOptions, {}, o),
    /** E52 */
    getMonitoringOptions: (o: CallOptions = {}) => call(http, d.getMonitoringOptions, {}, o),
    /** E53 (server rental inquiry) → 204 */
    sendServerContactForm: (form: ServerContactFormRequest, o: CallOptions = {}) =>
      call(http, d.sendServerContactForm, { json: form }, o),
    /** E54 → 204 */
    sendManagementForm: (form: ContactFormBase, o: CallOptions = {}) =>
      call(http, d.sendManagementForm, { json: form }, o),
    /** E55 → 204 */
    sendMonitoringForm: (form: ContactFormBase, o: CallOptions = {}) =>
      call(http, d.sendMonitoringForm, { json: form }, o),
    /** E56 → { available } (the caller throttles) */
    checkServerName: (name: string, o: CallOptions = {}) =>
      call(http, d.checkServerName, { json: { name } }, o),
  };
}
