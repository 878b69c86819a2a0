/**
 * Main API, users E39–E42 (contract §5, declared in events/contract/endpoints/users.ts): sign-up,
 * the current user, login availability, owned domains.
 */
import type { RequestBody } from '../../../events/contract/endpoints/endpoint';
import { usersApi as d } from '../../../events/contract/endpoints/users';
import { callDeclared as call } from '../declared-request';
import type { CallOptions, Http } from '../http';

/** Input side of the sign-up body, so nullable profile fields may be left out. */
export type SignUpRequest = RequestBody<typeof d.signUp>;

export function userEndpoints(http: Http) {
  return {
    /** E39 → 201 { redirect?, domainProfile? } */
    signUp: (request: SignUpRequest, o: CallOptions = {}) => call(http, d.signUp, { json: request }, o),
    /** E40 (auth: user) */
    getUser: (o: CallOptions = {}) => call(http, d.getUser, {}, o),
    /** E41 → { free } (the caller throttles to 1 call/s) */
    checkLogin: (login: string, o: CallOptions = {}) => call(http, d.checkLogin, { json: { login } }, o),
    /** E42 (auth: user) */
    getUserDomains: (o: CallOptions = {}) => call(http, d.getUserDomains, {}, o),
  };
}
