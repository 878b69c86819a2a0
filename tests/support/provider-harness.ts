/**
 * Effects against the real mock provider (msw/node): a log on a manual clock, the API client wired
 * to the log as in the app, a provider store seeded per test, and the effects the test names.
 * `until` waits (by yielding to the event loop, never by time) until the log shows what the test
 * expects. Requests without a cookie all share the provider's `default` session.
 */
import { readFileSync } from 'node:fs';
import type { SchedulerLike } from 'rxjs';
import { ManualClock } from '../../events/clock';
import { AppConfig, type AppConfigInput } from '../../events/contract/app-config';
import type { CompanyCode } from '../../events/contract/scalars';
import type { AppEvent } from '../../events/envelope';
import { EventLog } from '../../events/log';
import { createNodeProvider, type NodeProvider } from '../../fixtures/provider/node';
import { getOrCreateSession, seedSession } from '../../fixtures/provider/sessions';
import type { SeedRequest } from '../../fixtures/provider/state';
import { foldAll } from '../../projections/fold';
import type { AppState } from '../../projections/state';
import { createApiClient } from '../../src/api/client';
import { memoryStorage, type EffectDeps } from '../../src/effects/deps';
import { logRecorder, sequentialIds } from '../../src/effects/log-recorder';
import type { Effect } from '../../src/effects/runtime';

export const PROVIDER_API = 'http://provider.test/api';
const enUs = JSON.parse(readFileSync(new URL('../../locales/en-US.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;

export interface ProviderHarness {
  log: EventLog;
  deps: EffectDeps;
  assigned: string[];
  types(): string[];
  state(): AppState;
  /** Events of one type, in order. */
  all<T extends AppEvent['type']>(type: T): Extract<AppEvent, { type: T }>[];
  stop(): void;
}

/** One provider per test file: `listen` it in beforeAll, `close` it in afterAll. */
export function createTestProvider(company: CompanyCode = 'sk-ws'): NodeProvider {
  return createNodeProvider({ apiBase: PROVIDER_API, company, loginBase: 'http://provider.test/login' });
}

/** Puts the provider's default session into a known state (a fresh store each time). */
export function seed(provider: NodeProvider, request: SeedRequest): void {
  provider.store.reset();
  seedSession(provider.store, getOrCreateSession(provider.store, 'default'), request);
}

export function providerHarness(
  effects: readonly Effect[],
  config: Partial<AppConfigInput> = {},
  scheduler?: SchedulerLike,
): ProviderHarness {
  const log = new EventLog({ clock: new ManualClock() });
  const fullConfig = AppConfig.parse({
    apiUrl: PROVIDER_API,
    validationApiUrl: 'http://provider.test/validation-api',
    loginUrl: 'http://provider.test/login',
    ...config,
  });
  const api = createApiClient({
    apiUrl: fullConfig.apiUrl,
    validationApiUrl: fullConfig.validationApiUrl,
    company: fullConfig.company,
    language: () => 'en-US',
    recorder: logRecorder(log),
    hasKey: (key) => key in enUs,
    production: true,
    newRequestId: sequentialIds(),
  });
  const assigned: string[] = [];
  let path = '/en/checkout';
  let search = '';
  const deps: EffectDeps = {
    log,
    api,
    config: fullConfig,
    storage: memoryStorage(),
    browser: {
      assign: (url) => void assigned.push(url),
      reload: () => {},
      origin: () => 'https://shop.test',
      pathname: () => path,
      search: () => search,
      navigate: (to) => {
        const [p, q] = to.split('?');
        path = p ?? '';
        search = q ? `?${q}` : '';
      },
      onLocationChange: () => () => {},
    },
    languagePrefix: () => '/en',
    locale: () => 'en-US',
    ...(scheduler ? { scheduler } : {}),
  };
  const subscriptions = effects.map((effect) => effect(deps));
  return {
    log,
    deps,
    assigned,
    types: () => log.all().map((e) => e.type),
    state: () => foldAll(log.all()),
    all: (type) => log.all().filter((e) => e.type === type) as never,
    stop: () => subscriptions.forEach((s) => s.unsubscribe()),
  };
}

/** Yields to the event loop until `done()` holds (at most `rounds` times), then returns it. */
export async function until(done: () => boolean, rounds = 500): Promise<boolean> {
  for (let i = 0; i < rounds && !done(); i++) await new Promise((r) => setTimeout(r, 0));
  return done();
}
