/**
 * Runs one scenario the way the app runs a session: a fresh msw/node mock provider seeded as the
 * scenario says, a real EventLog on virtual time, the API client pointed at the provider and the
 * REAL default effects; `app/booted` and `cart/load-requested` as in boot.tsx, then each intent at
 * its time, letting the effects settle in between. Returns the log and the folded state; checking
 * them is check-expectations.ts's job.
 */
import { readFileSync } from 'node:fs';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { isEventType, type EventType, type PayloadInput } from '../../events/catalogue/index';
import { AppConfig } from '../../events/contract/app-config';
import type { AppEvent } from '../../events/envelope';
import { EventLog } from '../../events/log';
import { replyMatcher } from '../../devtools/replay-handlers';
import { appConfigFor } from '../../fixtures/companies';
import { createNodeProvider, type NodeProvider } from '../../fixtures/provider/node';
import { performMockLogin } from '../../fixtures/provider/login-standin';
import { getOrCreateSession, seedSession } from '../../fixtures/provider/sessions';
import { createStore, type ProviderStore } from '../../fixtures/provider/state';
import type { ProviderStep, RecordedReply, Scenario } from '../../fixtures/scenarios/format';
import { fold, foldAll } from '../../projections/fold';
import { initialState, type AppState } from '../../projections/state';
import { createApiClient } from '../../src/api/client';
import { memoryStorage, type BrowserPort } from '../../src/effects/deps';
import { logRecorder, sequentialIds } from '../../src/effects/log-recorder';
import { startEffects } from '../../src/effects/runtime';
import { languageOf } from '../../src/i18n/locales';
import { VirtualTime } from './virtual-time';

const ORIGIN = 'https://shop.test';
const API = 'http://provider.test/api';
const VALIDATION_API = 'http://provider.test/validation-api';
const LOGIN = 'http://provider.test/login';
/** The provider's "today" (due dates of transfers, card expiry) at virtual time 0. */
const PROVIDER_EPOCH = Date.UTC(2025, 2, 3, 9, 0, 0);
/** Real time one settle may take before the run is declared stuck. */
const SETTLE_LIMIT_MS = 15_000;
/** Event-loop turns without a new event (and nothing in flight) that count as settled. */
const QUIET_TURNS = 3;
/** After the last intent, timers are run for at most this much virtual time. */
const DRAIN_HORIZON_MS = 10 * 60_000;

export interface ScenarioRun {
  events: readonly AppEvent[];
  state: AppState;
  /** The full-page navigations the app asked the browser for. */
  assigned: string[];
  /** Problems of the run itself (a stuck effect, an invalid intent, a request nobody answers). */
  problems: string[];
  /** Index of the intent being handled when a problem occurred, else null. */
  failedAtIntent: number | null;
}

const catalogues = new Map<string, Record<string, string>>();
function catalogueOf(locale: string): Record<string, string> {
  let catalogue = catalogues.get(locale);
  if (!catalogue) {
    const url = new URL(`../../locales/${locale}.json`, import.meta.url);
    catalogue = JSON.parse(readFileSync(url, 'utf8')) as Record<string, string>;
    catalogues.set(locale, catalogue);
  }
  return catalogue;
}

/** The browser around the app: in-app history plus the record of full-page navigations. */
function fakeBrowser(startPath: string): BrowserPort & { assigned: string[] } {
  const listeners = new Set<() => void>();
  let path = startPath;
  let search = '';
  return {
    assigned: [],
    assign(url) {
      this.assigned.push(url);
    },
    reload() {},
    origin: () => ORIGIN,
    pathname: () => path,
    search: () => search,
    navigate(to) {
      const [p, q] = to.split('?');
      path = p ?? '';
      search = q ? `?${q}` : '';
      for (const listener of listeners) listener();
    },
    onLocationChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Recorded replies answer first; a request no recording matches goes on to the mock provider. */
function recordedReplyHandlers(replies: readonly RecordedReply[]): HttpHandler[] {
  const matcher = replyMatcher(replies);
  return [
    http.all('*', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.includes('/__mock/')) return undefined;
      const reply = matcher.match(request.method, url.pathname);
      if (!reply) return undefined;
      if (reply.status === null) return HttpResponse.error();
      if (reply.status === 204 || reply.body === null || reply.body === undefined) {
        return new HttpResponse(null, { status: reply.status });
      }
      return HttpResponse.json(reply.body as never, { status: reply.status });
    }),
  ];
}

function applyStep(store: ProviderStore, step: Pick<ProviderStep, 'behaviour' | 'faults'>): void {
  if (step.behaviour) store.setBehaviour(step.behaviour);
  if (step.faults !== undefined) store.setFaults(step.faults);
}

function setUpProvider(scenario: Scenario, time: VirtualTime, unhandled: string[]): NodeProvider {
  const store = createStore({
    seed: scenario.seed,
    company: scenario.company,
    sessions: 'cookie-or-default',
    now: () => new Date(PROVIDER_EPOCH + time.now()),
    sleep: (ms) => time.hold(ms),
  });
  const setup = scenario.provider ?? {};
  const session = getOrCreateSession(store, 'default');
  if (setup.seed?.cart) seedSession(store, session, { company: scenario.company, cart: setup.seed.cart });
  if (typeof setup.seed?.login === 'string') performMockLogin(store, { login: setup.seed.login });
  applyStep(store, setup);
  const provider = createNodeProvider({
    store,
    company: scenario.company,
    apiBase: API,
    validationBase: VALIDATION_API,
    loginBase: LOGIN,
  });
  if (scenario.replies.length > 0) provider.server.use(...recordedReplyHandlers(scenario.replies));
  provider.server.listen({
    onUnhandledRequest: (request) => void unhandled.push(`${request.method} ${request.url}`),
  });
  return provider;
}

export async function runScenario(scenario: Scenario): Promise<ScenarioRun> {
  const time = new VirtualTime();
  const problems: string[] = [];
  const unhandled: string[] = [];
  const provider = setUpProvider(scenario, time, unhandled);
  const config = AppConfig.parse(
    appConfigFor(scenario.company, { apiUrl: API, validationApiUrl: VALIDATION_API, loginUrl: LOGIN }),
  );
  const prefix =
    languageOf(scenario.locale) === languageOf(config.languages[0] ?? '')
      ? ''
      : `/${languageOf(scenario.locale)}`;
  const log = new EventLog({ clock: time.clock });
  let live: AppState = initialState;
  const folding = log.events$.subscribe((event) => (live = fold(live, event)));
  const catalogue = catalogueOf(scenario.locale);
  const api = createApiClient({
    apiUrl: config.apiUrl,
    validationApiUrl: config.validationApiUrl,
    company: config.company,
    language: () => scenario.locale,
    recorder: logRecorder(log),
    hasKey: (key) => key in catalogue,
    production: true,
    newRequestId: sequentialIds(),
    now: () => time.now(),
    delay: time.sleep,
  });
  const browser = fakeBrowser(`${prefix}/checkout`);
  let failedAtIntent: number | null = null;

  /** Lets promises, fetches and delay-0 work run until the log is quiet and nothing is in flight. */
  const settle = async (): Promise<boolean> => {
    const started = performance.now();
    let size = -1;
    let quiet = 0;
    while (performance.now() - started < SETTLE_LIMIT_MS) {
      time.runDue();
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (log.size !== size) {
        size = log.size;
        quiet = 0;
        continue;
      }
      quiet += 1;
      // Settled: every request in flight is one the provider holds on virtual time, and a running
      // cart command is waiting for such a request (not about to send its next one).
      const inFlight = live.api.inFlight.length;
      const running = Object.keys(live.cart.running).length > 0;
      if (quiet >= QUIET_TURNS && inFlight === time.held && (!running || time.held > 0)) return true;
    }
    const inFlight = live.api.inFlight.join(', ');
    problems.push(
      `effects did not settle within ${SETTLE_LIMIT_MS} ms (requests in flight: ${inFlight || 'none'})`,
    );
    return false;
  };

  /** Runs the timers due up to `t` in order (also those they schedule), settling after each one. */
  const runTimersUntil = async (t: number): Promise<boolean> => {
    for (let next = time.nextDue(); next !== null && next <= t; next = time.nextDue()) {
      time.moveTo(next);
      time.runDue();
      if (!(await settle())) return false;
    }
    return true;
  };

  log.append('app/booted', { config, locale: scenario.locale, mode: 'test', buildId: 'scenario' });
  const stopEffects = startEffects({
    log,
    api,
    config,
    storage: memoryStorage(),
    browser,
    languagePrefix: () => prefix,
    locale: () => scenario.locale,
    scheduler: time.scheduler,
  });
  try {
    if (scenario.intents[0]?.type !== 'cart/load-requested')
      log.append('cart/load-requested', { reason: 'boot' });
    let ok = await settle();
    for (const [index, intent] of scenario.intents.entries()) {
      if (!ok) break;
      ok = await runTimersUntil(intent.at);
      time.moveTo(intent.at);
      if (!ok) {
        failedAtIntent = index;
        break;
      }
      if (!isEventType(intent.type)) {
        problems.push(`intent ${index}: unknown event type ${intent.type}`);
        failedAtIntent = index;
        break;
      }
      try {
        log.append(intent.type as EventType, intent.payload as PayloadInput<EventType>);
      } catch (error) {
        problems.push(`intent ${index}: ${String(error)}`);
        failedAtIntent = index;
        break;
      }
      ok = await settle();
      if (!ok) failedAtIntent = index;
      for (const step of scenario.provider?.steps ?? []) {
        if (step.afterIntent === index) applyStep(provider.store, step);
      }
    }
    // After the last intent: what the effects still have scheduled (polling, debounces) runs too.
    if (ok) await runTimersUntil(time.now() + DRAIN_HORIZON_MS);
  } finally {
    stopEffects();
    folding.unsubscribe();
    provider.server.close();
  }
  for (const request of unhandled) problems.push(`request nobody answers: ${request}`);
  return {
    events: log.all(),
    state: foldAll(log.all()),
    assigned: browser.assigned,
    problems,
    failedAtIntent,
  };
}
