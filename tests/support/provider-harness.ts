/**
 * Effects against the real mock provider (msw/node), the one way tests reach it: `useTestProvider`
 * starts it for a test file with a fresh store before each test, `seed` puts its default session
 * into a known state, `providerApi` is the app's API client pointed at it, and `providerHarness`
 * runs the effects a test names on the effect harness's log and fakes, the customer on the English
 * checkout. `until` and `waitFor` wait by yielding to the event loop, never by time. Requests
 * without a cookie all share the provider's `default` session.
 */
import type { SchedulerLike } from 'rxjs';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { EventType } from '../../events/catalogue/index';
import type { AppConfigInput } from '../../events/contract/app-config';
import type { CompanyCode } from '../../events/contract/scalars';
import type { AppEvent } from '../../events/envelope';
import { createNodeProvider, type NodeProvider } from '../../fixtures/provider/node';
import { getOrCreateSession, seedSession } from '../../fixtures/provider/sessions';
import type { SeedRequest } from '../../fixtures/provider/state';
import { foldAll } from '../../projections/fold';
import type { AppState } from '../../projections/state';
import { createApiClient, type ApiClient } from '../../src/api/client';
import type { Delay } from '../../src/api/endpoints/poll-delay';
import type { StartTimer } from '../../src/api/http';
import type { ExchangeRecorder } from '../../src/api/recorder';
import { logRecorder, sequentialIds } from '../../src/effects/runtime/log-recorder';
import type { Effect } from '../../src/effects/runtime/start-effects';
import { readEnUs } from '../i18n/catalogue-files';
import { flush, harness, type Harness } from './effect-harness';

/** Where the provider answers in Node: its API, the validation API and the login page. */
export const PROVIDER_URLS = {
  apiUrl: 'http://provider.test/api',
  validationApiUrl: 'http://provider.test/validation-api',
  loginUrl: 'http://provider.test/login',
} as const;
export const PROVIDER_API = PROVIDER_URLS.apiUrl;

const known = new Set(Object.keys(readEnUs()));

/**
 * The provider of a test file: listening from its first test to its last (a request no handler
 * answers fails the test), with the handlers a test adds removed and a fresh store before each test.
 */
export function useTestProvider(company: CompanyCode = 'sk-ws'): NodeProvider {
  const provider = createNodeProvider({
    apiBase: PROVIDER_URLS.apiUrl,
    validationBase: PROVIDER_URLS.validationApiUrl,
    loginBase: PROVIDER_URLS.loginUrl,
    company,
  });
  beforeAll(() => provider.server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => provider.store.reset());
  afterEach(() => provider.server.resetHandlers());
  afterAll(() => provider.server.close());
  return provider;
}

/** Puts the provider's default session into a known state, as `POST __mock/seed` does. */
export function seed(provider: NodeProvider, request: SeedRequest): void {
  seedSession(provider.store, getOrCreateSession(provider.store, 'default'), request);
}

export interface ProviderApiOptions {
  company?: string;
  /** The wait between polls (default real time). */
  delay?: Delay;
  /** The timer of the calls' time limits (default real time, decision 038). */
  timer?: StartTimer;
}

/** The app's API client pointed at the provider, in English, with request ids r1, r2, … */
export function providerApi(recorder: ExchangeRecorder, options: ProviderApiOptions = {}): ApiClient {
  return createApiClient({
    apiUrl: PROVIDER_URLS.apiUrl,
    validationApiUrl: PROVIDER_URLS.validationApiUrl,
    company: options.company ?? 'sk-ws',
    language: () => 'en-US',
    hasKey: (key) => known.has(key),
    production: true,
    newRequestId: sequentialIds(),
    recorder,
    ...(options.delay ? { delay: options.delay } : {}),
    ...(options.timer ? { timer: options.timer } : {}),
  });
}

export interface ProviderHarness extends Harness {
  state(): AppState;
  /** Events of one type, in order. */
  all<T extends AppEvent['type']>(type: T): Extract<AppEvent, { type: T }>[];
  /** `>GET /cart` when a request leaves, `<r3` when the reply (or failure) of request r3 is in. */
  exchanges(): string[];
  stop(): void;
}

/**
 * The effect harness on `/en/checkout` with its config pointing at the provider, the API client
 * recording every exchange into the log as the app does, and the given effects running.
 */
export function providerHarness(
  effects: readonly Effect[] = [],
  config: Partial<AppConfigInput> = {},
  scheduler?: SchedulerLike,
): ProviderHarness {
  const h = harness({}, { ...PROVIDER_URLS, ...config });
  h.deps.api = providerApi(logRecorder(h.log), { company: h.deps.config.company });
  h.deps.languagePrefix = () => '/en';
  h.deps.locale = () => 'en-US';
  h.browser.path = '/en/checkout';
  if (scheduler) h.deps.scheduler = scheduler;
  const subscriptions = effects.map((effect) => effect(h.deps));
  return {
    ...h,
    state: () => foldAll(h.log.all()),
    all: (type) => h.log.all().filter((e) => e.type === type) as never,
    exchanges: () =>
      h.log
        .all()
        .flatMap((e) =>
          e.type === 'api/requested'
            ? [`>${e.payload.method} ${e.payload.pathTemplate}`]
            : e.type === 'api/responded' || e.type === 'api/failed'
              ? [`<${e.payload.requestId}`]
              : [],
        ),
    stop: () => subscriptions.forEach((s) => s.unsubscribe()),
  };
}

/** Yields to the event loop until `done()` holds (at most `rounds` times), then returns it. */
export async function until(done: () => boolean, rounds = 500): Promise<boolean> {
  for (let i = 0; i < rounds && !done(); i++) await flush();
  return done();
}

/** Yields to the event loop until `count` events of a type are in the log; throws if they never come. */
export async function waitFor(h: Harness, type: EventType, count = 1): Promise<void> {
  if (await until(() => h.log.all().filter((e) => e.type === type).length >= count)) return;
  throw new Error(`no ${count}× ${type} in ${h.types().join(', ')}`);
}
