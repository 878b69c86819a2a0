/**
 * Shared setup for the API client tests: an msw/node server with no default handlers (each test
 * installs its own), a recorder that keeps every exchange, and a client wired to test base URLs.
 */
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createApiClient, type ApiClientDeps } from '../../../src/api/client';
import type {
  ExchangeRecorder,
  FailedExchange,
  RequestedExchange,
  RespondedExchange,
} from '../../../src/api/recorder';

export const API = 'https://api.example.test';
export const VALIDATION = 'https://validation.example.test';
export const COMPANY = 'cz-ws';
export const LANGUAGE = 'cs-CZ';

/** The slice of the client catalogue these tests rely on. */
const knownKeys = new Set([
  'cart.not_found',
  'cart.item_not_found',
  'validation.required',
  'validation.coupon.not_found',
  'integrity.ram_not_available',
  'order.not_created',
  'quick_order.failed',
  'general.outage',
  'general.server_error',
  'user.unauthorized',
  'wsk.ws_uploader.validation.file_size',
  'domain_checker.no_domain_to_check',
  'legacy.translation_key',
  'legacy.t_key',
]);

export type Recorded =
  | ({ type: 'requested' } & RequestedExchange)
  | ({ type: 'responded' } & RespondedExchange)
  | ({ type: 'failed' } & FailedExchange);

function recording(): { events: Recorded[]; recorder: ExchangeRecorder } {
  const events: Recorded[] = [];
  return {
    events,
    recorder: {
      requested: (e) => events.push({ type: 'requested', ...e }),
      responded: (e) => events.push({ type: 'responded', ...e }),
      failed: (e) => events.push({ type: 'failed', ...e }),
    },
  };
}

export function makeClient(over: Partial<ApiClientDeps> = {}) {
  const rec = recording();
  let n = 0;
  const api = createApiClient({
    apiUrl: API,
    validationApiUrl: VALIDATION,
    company: COMPANY,
    language: () => LANGUAGE,
    recorder: rec.recorder,
    hasKey: (key) => knownKeys.has(key),
    production: true,
    newRequestId: () => `req-${++n}`,
    delay: async () => undefined,
    ...over,
  });
  return { api, events: rec.events };
}

export const server = setupServer();

export function useServer(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}
