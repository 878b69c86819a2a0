/**
 * The part of the API client the cart route needs before it paints: the transport, the cart
 * family (E5–E27) and quick order (E38), which the core effects use. The other endpoints come with the deferred effects
 * (rest-endpoints.ts, decision 008), so their code and reply schemas stay out of the first load.
 */
import { cartEndpoints } from './endpoints/cart';
import { sleep, type Delay } from './endpoints/poll-delay';
import { quickOrderEndpoint } from './endpoints/quick-order';
import { createHttp, type Http, type HttpDeps } from './http';

export interface ApiClientDeps extends HttpDeps {
  /** The wait between polls (§1.9); tests and replays pass a controlled one. */
  delay?: Delay;
}

/** What the rest of the client is built on: the same transport, so requests share ids and recording. */
export interface ApiTransport {
  http: Http;
  delay: Delay;
}

export function createCoreApiClient(deps: ApiClientDeps) {
  const http = createHttp(deps);
  const transport: ApiTransport = { http, delay: deps.delay ?? sleep };
  return { transport, ...cartEndpoints(http), ...quickOrderEndpoint(http) };
}

export type CoreApiClient = ReturnType<typeof createCoreApiClient>;
