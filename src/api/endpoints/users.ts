/**
 * Main API, users E39–E42 (contract §5): sign-up, the current user, login availability, owned
 * domains. The sign-up reply's `domainProfile` is read as a DomainProfile (the shared schema leaves
 * it open).
 */
import * as z from 'zod/mini';
import { User } from '../../../events/contract/cart';
import { DomainProfile } from '../../../events/contract/profiles';
import {
  DomainsReply,
  FreeReply,
  NewUserReply,
  type NewUserRequest,
} from '../../../events/contract/requests';
import { main, type CallOptions, type Http } from '../http';
import { jsonReply } from '../replies';

/** Input side of the sign-up body, so nullable profile fields may be left out. */
export type SignUpRequest = z.input<typeof NewUserRequest>;

const SignUpReply = z.extend(NewUserReply, { domainProfile: z.optional(z.nullable(DomainProfile)) });

export function userEndpoints(http: Http) {
  return {
    /** E39 POST /users → 201 { redirect?, domainProfile? } */
    signUp: (request: SignUpRequest, o: CallOptions = {}) =>
      http.call(main('POST', '/users', o, { json: request, timeLimit: 'order' }), jsonReply(SignUpReply)),
    /** E40 GET /users (auth: user) */
    getUser: (o: CallOptions = {}) => http.call(main('GET', '/users', o), jsonReply(User)),
    /** E41 POST /users/check-login → { free } (the caller throttles to 1 call/s) */
    checkLogin: (login: string, o: CallOptions = {}) =>
      http.call(main('POST', '/users/check-login', o, { json: { login } }), jsonReply(FreeReply)),
    /** E42 GET /users/domains (auth: user) */
    getUserDomains: (o: CallOptions = {}) =>
      http.call(main('GET', '/users/domains', o), jsonReply(DomainsReply)),
  };
}
