/**
 * The API client: one object with a function per endpoint of api-contract.md (E1–E57) plus button
 * calls. Effects hold one instance per session; every function resolves to a Result and reports
 * its exchanges to the recorder given in the deps.
 */
import { createHttp, type HttpDeps } from './http';
import { createButtonCall } from './endpoints/button-call';
import { cartEndpoints } from './endpoints/cart';
import { catalogueEndpoints } from './endpoints/catalogue';
import { createDomainCheck } from './endpoints/domain-check-stream';
import { paymentEndpoints } from './endpoints/payment';
import { createPoll, sleep, type Delay } from './endpoints/poll';
import { profileEndpoints } from './endpoints/profiles';
import { userEndpoints } from './endpoints/users';
import { validationEndpoints } from './endpoints/validation';

export interface ApiClientDeps extends HttpDeps {
  /** The wait between polls (§1.9); tests and replays pass a controlled one. */
  delay?: Delay;
}

export function createApiClient(deps: ApiClientDeps) {
  const http = createHttp(deps);
  const poll = createPoll(http, deps.delay ?? sleep);
  return {
    ...validationEndpoints(http),
    ...cartEndpoints(http),
    ...profileEndpoints(http),
    ...paymentEndpoints(http),
    ...userEndpoints(http),
    ...catalogueEndpoints(http),
    checkDomains: createDomainCheck(http),
    poll,
    buttonCall: createButtonCall(http, poll),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
