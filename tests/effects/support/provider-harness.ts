/**
 * Effect tests against the real mock provider through msw/node: the effect harness's log and
 * fakes, with an API client that talks to the provider over fetch and records the order of its
 * exchanges, plus helpers to seed the provider and wait for events.
 */
import type { EventType } from '../../../events/catalogue/index';
import { foldAll } from '../../../projections/fold';
import type { AppState } from '../../../projections/state';
import { createNodeProvider, type NodeProvider } from '../../../fixtures/provider/node';
import { createApiClient } from '../../../src/api/client';
import { readEnUs } from '../../i18n/catalogue-files';
import { flush, harness, type Harness } from '../../support/effect-harness';

export const API_BASE = 'http://provider.test/api';
const known = new Set(Object.keys(readEnUs()));

export interface ProviderHarness extends Harness {
  /** `>GET /cart` when a request leaves, `<r3` when the reply (or failure) of request r3 is in. */
  exchanges: string[];
  state(): AppState;
}

export function createProvider(): NodeProvider {
  return createNodeProvider({ apiBase: API_BASE, validationBase: 'http://validation.test' });
}

export function providerHarness(): ProviderHarness {
  const exchanges: string[] = [];
  let n = 0;
  const api = createApiClient({
    apiUrl: API_BASE,
    validationApiUrl: 'http://validation.test',
    company: 'sk-ws',
    language: () => 'en-US',
    hasKey: (key) => known.has(key),
    production: true,
    newRequestId: () => `r${++n}`,
    recorder: {
      requested: (e) => exchanges.push(`>${e.method} ${e.pathTemplate}`),
      responded: (e) => exchanges.push(`<${e.requestId}`),
      failed: (e) => exchanges.push(`<${e.requestId}`),
    },
  });
  const h = harness(api);
  return { ...h, exchanges, state: () => foldAll(h.log.all()) };
}

/** Posts to the provider's control endpoints (`seed`, `faults`, `reset`). */
export async function control(path: string, body: unknown): Promise<void> {
  const response = await fetch(`${API_BASE}/__mock/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', company: 'sk-ws' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`control ${path}: ${response.status}`);
}

/** Lets the event loop run until `count` events of a type are in the log. */
export async function waitFor(h: Harness, type: EventType, count = 1): Promise<void> {
  for (let i = 0; i < 500; i++) {
    if (h.log.all().filter((e) => e.type === type).length >= count) return;
    await flush();
  }
  throw new Error(`no ${count}× ${type} in ${h.types().join(', ')}`);
}
