/**
 * Main API, billing and domain profiles E28–E35 (contract §5, declared in
 * events/contract/endpoints/profiles.ts). All auth: user except E35. Inputs are typed as the
 * schemas' input side, so callers may leave nullable fields out.
 */
import type { RequestBody } from '../../../events/contract/endpoints/endpoint';
import { profilesApi as d } from '../../../events/contract/endpoints/profiles';
import { callDeclared as call } from '../declared-request';
import type { CallOptions, Http } from '../http';

export type BillingProfileBody = RequestBody<typeof d.createBillingProfile>;
export type DomainProfileBody = RequestBody<typeof d.createDomainProfile>;
export type FromBillingProfile = RequestBody<typeof d.createDomainProfileFromBilling>;
export interface RequiredFieldsQuery {
  tlds: readonly string[];
  countryCode: string;
}

export function profileEndpoints(http: Http) {
  return {
    /** E28 */
    getBillingProfiles: (o: CallOptions = {}) => call(http, d.getBillingProfiles, {}, o),
    /** E29 → 201 */
    createBillingProfile: (input: BillingProfileBody, o: CallOptions = {}) =>
      call(http, d.createBillingProfile, { json: input }, o),
    /** E30 — full replacement. */
    updateBillingProfile: (id: number, input: BillingProfileBody, o: CallOptions = {}) =>
      call(http, d.updateBillingProfile, { params: { id }, json: input }, o),
    /** E31 */
    getDomainProfiles: (o: CallOptions = {}) => call(http, d.getDomainProfiles, {}, o),
    /** E32 → 201 (`cartItemId` when created for one item) */
    createDomainProfile: (input: DomainProfileBody, o: CallOptions = {}) =>
      call(http, d.createDomainProfile, { json: input }, o),
    /** E33 → 201 */
    createDomainProfileFromBilling: (body: FromBillingProfile, o: CallOptions = {}) =>
      call(http, d.createDomainProfileFromBilling, { json: body }, o),
    /** E34 */
    updateDomainProfile: (id: number, input: DomainProfileBody, o: CallOptions = {}) =>
      call(http, d.updateDomainProfile, { params: { id }, json: input }, o),
    /** E35 `tlds=a,b&countryCode=CC` (auth: any) */
    getRequiredFields: (q: RequiredFieldsQuery, o: CallOptions = {}) =>
      call(http, d.getRequiredFields, { query: { tlds: q.tlds.join(','), countryCode: q.countryCode } }, o),
  };
}
