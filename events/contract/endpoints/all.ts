/**
 * Every endpoint declaration E1–E57 in contract order, each with its name (the API client's function
 * name, the OpenAPI operationId, the mock provider's handler key). For the OpenAPI document and the
 * mock provider, which serve them all; the API client imports each family's declarations itself, so
 * the cart route's first load carries only the cart family (docs/decisions/008-deferred-effects.md).
 */
import { cartApi } from './cart';
import { catalogueApi } from './catalogue';
import type { Endpoint } from './endpoint';
import { paymentApi } from './payment';
import { pollApi } from './poll';
import { profilesApi } from './profiles';
import { usersApi } from './users';
import { validationApi } from './validation';

export const allEndpoints = {
  ...validationApi,
  ...cartApi,
  ...profilesApi,
  ...paymentApi,
  ...usersApi,
  ...catalogueApi,
  ...pollApi,
};

export type EndpointName = keyof typeof allEndpoints;

export interface NamedEndpoint {
  name: EndpointName;
  declaration: Endpoint;
}

/** The declarations ordered by contract number. */
export const endpointList: readonly NamedEndpoint[] = (
  Object.entries(allEndpoints) as [EndpointName, Endpoint][]
)
  .map(([name, declaration]) => ({ name, declaration }))
  .sort((a, b) => a.declaration.e - b.declaration.e);
