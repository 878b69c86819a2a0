/**
 * Main API, billing and domain profiles E28–E35 (contract §5). All auth: user except E35.
 * Inputs are typed as the schemas' input side, so callers may leave nullable fields out.
 */
import * as z from 'zod/mini';
import {
  BillingProfile,
  DomainProfile,
  RequiredFields,
  type BillingProfileInput,
  type DomainProfileInput,
} from '../../../events/contract/profiles';
import { main, type CallOptions, type Http } from '../http';
import { jsonReply } from '../replies';

export type BillingProfileBody = z.input<typeof BillingProfileInput>;
export type DomainProfileBody = z.input<typeof DomainProfileInput>;
export interface FromBillingProfile {
  billingProfileId: number;
  cartItemId?: string | undefined;
}
export interface RequiredFieldsQuery {
  tlds: readonly string[];
  countryCode: string;
}

export function profileEndpoints(http: Http) {
  const billing = jsonReply(BillingProfile);
  const domain = jsonReply(DomainProfile);
  return {
    /** E28 GET /billing-profiles */
    getBillingProfiles: (o: CallOptions = {}) =>
      http.call(main('GET', '/billing-profiles', o), jsonReply(z.array(BillingProfile))),
    /** E29 POST /billing-profiles → 201 */
    createBillingProfile: (input: BillingProfileBody, o: CallOptions = {}) =>
      http.call(main('POST', '/billing-profiles', o, { json: input }), billing),
    /** E30 PUT /billing-profiles/{id} — full replacement. */
    updateBillingProfile: (id: number, input: BillingProfileBody, o: CallOptions = {}) =>
      http.call(main('PUT', '/billing-profiles/{id}', o, { params: { id }, json: input }), billing),
    /** E31 GET /domain-profiles */
    getDomainProfiles: (o: CallOptions = {}) =>
      http.call(main('GET', '/domain-profiles', o), jsonReply(z.array(DomainProfile))),
    /** E32 POST /domain-profiles → 201 (`cartItemId` when created for one item) */
    createDomainProfile: (input: DomainProfileBody, o: CallOptions = {}) =>
      http.call(main('POST', '/domain-profiles', o, { json: input }), domain),
    /** E33 POST /domain-profiles/from-billing-profile → 201 */
    createDomainProfileFromBilling: (body: FromBillingProfile, o: CallOptions = {}) =>
      http.call(main('POST', '/domain-profiles/from-billing-profile', o, { json: body }), domain),
    /** E34 PUT /domain-profiles/{id} */
    updateDomainProfile: (id: number, input: DomainProfileBody, o: CallOptions = {}) =>
      http.call(main('PUT', '/domain-profiles/{id}', o, { params: { id }, json: input }), domain),
    /** E35 GET /domain-profiles/required-fields?tlds=a,b&countryCode=CC (auth: any) */
    getRequiredFields: (q: RequiredFieldsQuery, o: CallOptions = {}) =>
      http.call(
        main('GET', '/domain-profiles/required-fields', o, {
          query: { tlds: q.tlds.join(','), countryCode: q.countryCode },
        }),
        jsonReply(RequiredFields),
      ),
  };
}
