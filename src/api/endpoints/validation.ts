/**
 * Validation API, E1–E4 (contract §3): identifier checks against the separate validation base URL,
 * sent with `language` only. An invalid identifier is `{ valid: false }`, not an error.
 */
import { ValidReply } from '../../../events/contract/requests';
import type { CallOptions, Http } from '../http';
import type { RequestSpec } from '../request-spec';
import { jsonReply } from '../replies';

export interface VatIdCheck {
  vatId: string;
  countryCode: string;
}
export interface TaxIdCheck {
  taxId: string;
  countryCode: string;
}
export interface CompanyIdCheck {
  companyId: string;
  countryCode: string;
}
export interface IsicCheck {
  bonusCard: string;
  firstName: string;
  lastName: string;
}

const post = (path: string, json: unknown, o: CallOptions): RequestSpec => ({
  base: 'validation',
  method: 'POST',
  path,
  json,
  signal: o.signal,
});

export function validationEndpoints(http: Http) {
  const valid = jsonReply(ValidReply);
  return {
    /** E1 POST /validations/vat-id */
    validateVatId: (body: VatIdCheck, o: CallOptions = {}) =>
      http.call(post('/validations/vat-id', body, o), valid),
    /** E2 POST /validations/tax-id */
    validateTaxId: (body: TaxIdCheck, o: CallOptions = {}) =>
      http.call(post('/validations/tax-id', body, o), valid),
    /** E3 POST /validations/company-id (companyId always as text) */
    validateCompanyId: (body: CompanyIdCheck, o: CallOptions = {}) =>
      http.call(post('/validations/company-id', body, o), valid),
    /** E4 POST /validations/isic */
    validateIsic: (body: IsicCheck, o: CallOptions = {}) =>
      http.call(post('/validations/isic', body, o), valid),
  };
}
