/**
 * Every endpoint outside the cart family: validation, profiles, payment, users, catalogue, the
 * streamed domain check, polling and button calls. Built on the core client's transport; loaded
 * with the deferred effects in the browser (decision 008), at once in Node.
 */
import type { ApiTransport } from './core-client';
import { createButtonCall } from './endpoints/button-call';
import { catalogueEndpoints } from './endpoints/catalogue';
import { createDomainCheck } from './endpoints/domain-check-stream';
import { paymentEndpoints } from './endpoints/payment';
import { createPoll } from './endpoints/poll';
import { profileEndpoints } from './endpoints/profiles';
import { userEndpoints } from './endpoints/users';
import { validationEndpoints } from './endpoints/validation';

function restEndpoints({ http, delay }: ApiTransport) {
  const poll = createPoll(http, delay);
  return {
    ...validationEndpoints(http),
    ...profileEndpoints(http),
    ...paymentEndpoints(http),
    ...userEndpoints(http),
    ...catalogueEndpoints(http),
    checkDomains: createDomainCheck(http),
    poll,
    buttonCall: createButtonCall(http, poll),
  };
}

/** The whole client from the core one: the same object's endpoints plus the rest. */
export function completeApiClient<C extends { transport: ApiTransport }>(core: C) {
  return { ...core, ...restEndpoints(core.transport) };
}
