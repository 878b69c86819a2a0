/**
 * The mock provider's route table is the endpoint declarations (events/contract/endpoints/): every
 * declared endpoint has exactly one handler, under its declared method and path, and no handler
 * answers an API path that is not declared (docs/decisions/089-endpoint-declarations.md). The mock's
 * own routes (controls under `__mock`, its poll addresses, the login stand-in, services, envelopes)
 * are not the contract's.
 */
import { describe, expect, it } from 'vitest';
import { endpointList } from '../../events/contract/endpoints/all';
import { createHandlers } from '../../fixtures/provider/create-handlers';
import { mswPath } from '../../fixtures/provider/route';
import { createStore } from '../../fixtures/provider/state';

const API = 'http://provider.test/api';
const VALIDATION = 'http://provider.test/validation-api';

/** `METHOD path` of every handler under the main or the validation API, bases stripped. */
function registered(): string[] {
  const handlers = createHandlers({
    store: createStore(),
    apiBase: API,
    validationBase: VALIDATION,
    loginBase: 'http://provider.test/login',
    servicesBase: 'http://provider.test/services',
  });
  const out: string[] = [];
  for (const h of handlers) {
    const { method, path } = h.info as { method?: unknown; path?: unknown };
    if (typeof method !== 'string' || typeof path !== 'string') continue;
    for (const [base, tag] of [
      [VALIDATION, 'validation'],
      [API, 'main'],
    ] as const)
      if (path.startsWith(`${base}/`) || path === base) {
        const rest = path.slice(base.length);
        const own = rest.startsWith('/__mock') || rest.startsWith('/polls/') || rest.endsWith('/envelope/');
        if (!own) out.push(`${tag} ${method.toUpperCase()} ${rest}`);
        break;
      }
  }
  return out.sort();
}

describe('the mock provider’s routes', () => {
  it('are the declared endpoints, each once, under its declared method, path and base', () => {
    const declared = endpointList
      .filter(({ declaration: d }) => d.base !== 'poll')
      .map(({ declaration: d }) => `${d.base} ${d.method.toUpperCase()} ${mswPath(d.path)}`)
      .sort();
    expect(declared).toHaveLength(56);
    expect(registered()).toEqual(declared);
  });
});
