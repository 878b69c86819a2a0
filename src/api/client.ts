/**
 * The API client: one object with a function per endpoint of api-contract.md (E1–E57) plus button
 * calls. Effects hold one instance per session; every function resolves to a Result and reports
 * its exchanges to the recorder given in the deps. It is the core client (transport and the cart
 * family) completed with the rest; the browser builds the two halves apart (decision 008).
 */
import { createCoreApiClient, type ApiClientDeps } from './core-client';
import { completeApiClient } from './rest-endpoints';

export type { ApiClientDeps } from './core-client';

export function createApiClient(deps: ApiClientDeps) {
  return completeApiClient(createCoreApiClient(deps));
}

export type ApiClient = ReturnType<typeof createApiClient>;
