/**
 * Main API, catalogue helpers E43–E45 and E47–E56 (contract §6): licence prices, the hosting
 * tutorial, domain-checker categories and bundles, and the server contact forms. The streamed
 * domain check (E46) lives in domain-check-stream.ts. Whether to call E44 at all (test cookie,
 * tutorial-disabling cookie) is the caller's decision.
 */
import * as z from 'zod/mini';
import {
  DedicatedServerOffer,
  DomainBundle,
  FormOptionGroup,
  HostingTutorialProduct,
  OneLicensePrice,
  ServiceOffer,
  TldCategory,
} from '../../../events/contract/offers';
import {
  AvailableReply,
  type ContactFormBase,
  type ServerContactFormRequest,
} from '../../../events/contract/requests';
import { main, type CallOptions, type Http } from '../http';
import { ignoreBody, jsonReply } from '../replies';

export function catalogueEndpoints(http: Http) {
  return {
    /** E43 GET /business-mail/one-license-prices/{itemId} */
    getOneLicensePrices: (itemId: string, o: CallOptions = {}) =>
      http.call(
        main('GET', '/business-mail/one-license-prices/{itemId}', o, { params: { itemId } }),
        jsonReply(z.array(OneLicensePrice)),
      ),
    /** E44 GET /hosting-tutorial */
    getHostingTutorial: (o: CallOptions = {}) =>
      http.call(main('GET', '/hosting-tutorial', o), jsonReply(z.array(HostingTutorialProduct))),
    /** E45 GET /domain-checker/tld-categories */
    getTldCategories: (o: CallOptions = {}) =>
      http.call(main('GET', '/domain-checker/tld-categories', o), jsonReply(z.array(TldCategory))),
    /** E47 GET /domain-checker/check-bundles?domains[]=… (may be empty) */
    checkBundles: (domains: readonly string[], o: CallOptions = {}) =>
      http.call(
        main('GET', '/domain-checker/check-bundles', o, { query: { 'domains[]': domains } }),
        jsonReply(z.array(DomainBundle)),
      ),
    /** E48 GET /server-contact-form/dedicated-servers/{id} — id = offer uuid from the page URL. */
    getDedicatedServerOffer: (id: string, o: CallOptions = {}) =>
      http.call(
        main('GET', '/server-contact-form/dedicated-servers/{id}', o, { params: { id } }),
        jsonReply(DedicatedServerOffer),
      ),
    /** E49 GET /server-contact-form/monitoring */
    getMonitoringOffer: (o: CallOptions = {}) =>
      http.call(main('GET', '/server-contact-form/monitoring', o), jsonReply(ServiceOffer)),
    /** E50 GET /server-contact-form/management */
    getManagementOffer: (o: CallOptions = {}) =>
      http.call(main('GET', '/server-contact-form/management', o), jsonReply(ServiceOffer)),
    /** E51 GET /server-contact-form/dedicated-server-options */
    getDedicatedServerOptions: (o: CallOptions = {}) =>
      http.call(
        main('GET', '/server-contact-form/dedicated-server-options', o),
        jsonReply(z.array(FormOptionGroup)),
      ),
    /** E52 GET /server-contact-form/monitoring-options */
    getMonitoringOptions: (o: CallOptions = {}) =>
      http.call(
        main('GET', '/server-contact-form/monitoring-options', o),
        jsonReply(z.array(FormOptionGroup)),
      ),
    /** E53 POST /server-contact-form (server rental inquiry) → 204 */
    sendServerContactForm: (form: ServerContactFormRequest, o: CallOptions = {}) =>
      http.call(main('POST', '/server-contact-form', o, { json: form }), ignoreBody),
    /** E54 POST /server-contact-form/management-forms → 204 */
    sendManagementForm: (form: ContactFormBase, o: CallOptions = {}) =>
      http.call(main('POST', '/server-contact-form/management-forms', o, { json: form }), ignoreBody),
    /** E55 POST /server-contact-form/monitoring-forms → 204 */
    sendMonitoringForm: (form: ContactFormBase, o: CallOptions = {}) =>
      http.call(main('POST', '/server-contact-form/monitoring-forms', o, { json: form }), ignoreBody),
    /** E56 POST /server-contact-form/availability/dedicated-server-name → { available } (caller throttles) */
    checkServerName: (name: string, o: CallOptions = {}) =>
      http.call(
        main('POST', '/server-contact-form/availability/dedicated-server-name', o, { json: { name } }),
        jsonReply(AvailableReply),
      ),
  };
}
