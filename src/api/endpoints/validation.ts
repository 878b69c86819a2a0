/**
 * Validation API, E1–E4 (contract §3, declared in events/contract/endpoints/validation.ts):
 * identifier checks against the separate validation base URL, sent with `language` only. An invalid
 * identifier is `{ valid: false }`, not an error.
 */
import type { RequestBody } from '../../../events/contract/endpoints/endpoint';
import { validationApi as d } from '../../../events/contract/endpoints/validation';
import { callDeclared as call } from '../declared-request';
import type { CallOptions, Http } from '../http';

export type VatIdCheck = RequestBody<typeof d.validateVatId>;
export type TaxIdCheck = RequestBody<typeof d.validateTaxId>;
export type CompanyIdCheck = RequestBody<typeof d.validateCompanyId>;
export type IsicCheck = RequestBody<typeof d.validateIsic>;

export function validationEndpoints(http: Http) {
  return {
    /** E1 */
    validateVatId: (body: VatIdCheck, o: CallOptions = {}) => call(http, d.validateVatId, { json: body }, o),
    /** E2 */
    validateTaxId: (body: TaxIdCheck, o: CallOptions = {}) => call(http, d.validateTaxId, { json: body }, o),
    /** E3 (companyId always as text) */
    validateCompanyId: (body: CompanyIdCheck, o: CallOptions = {}) =>
      call(http, d.validateCompanyId, { json: body }, o),
    /** E4 */
    validateIsic: (body: IsicCheck, o: CallOptions = {}) => call(http, d.validateIsic, { json: body }, o),
  };
}
