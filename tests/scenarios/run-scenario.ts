/**
 * Runs one scenario the way the app runs a session: a seeded msw/node mock provider, a real EventLog
 * on virtual time and the REAL default effects, each intent at its time with the effects settling in
 * between, page after page when the scenario has `nextPages`. Returns every page's log and folded
 * state; check-expectations.ts judges them. Why scenarios run this way, one format for recorded and
 * hand-made ones: docs/decisions/050-developer-console.md ("Scenarios").
 */
import { watchDerivedIntents, type DerivedIntents } from '../../devtools/rerun/derived-intents';
import { seededStorage } from '../../devtools/rerun/rerun-storage';
import { isEventType, type EventType, type PayloadInput } from '../../events/catalogue/index';
import type { AppConfig } from '../../events/contract/app-config';
import type { AppEvent } from '../../events/envelope';
import { EventLog } from '../../events/log';
import { allIntents, type Scenario, type ScenarioIntent } from '../../fixtures/scenarios/format';
import { fold, foldAll } from '../../projections/fold';
import { initialState, type AppState } from '../../projections/state';
import type { KeyValueStorage } from '../../src/shared/key-value-storage';
import { startEffects } from '../../src/effects/runtime/all-effects';
import { keepSecret, takeSecret } from '../../src/shared/secret-vault';
import { APP_ORIGIN, appDeps, startPathOf } from './scenario-app';
import { applyStep, startProvider } from './scenario-provider';
import { settler } from './settle';
import { VirtualTime } from './virtual-time';
import { committedByWidget } from './widgets';

/** After the last intent, timers (polling, debounces) run for at most this much virtual time. */
const DRAIN_HORIZON_MS = 10 * 60_000;
/** Redirects followed from a page that left the app before the run gives up. */
const MAX_REDIRECTS = 10;

export interface PageRun {
  /** Where the page session booted: the in-app path and query. */
  landedAt: string;
  events: readonly AppEvent[];
  state: AppState;
  /** The full-page navigations the app asked the browser for. */
  assigned: string[];
}

export interface ScenarioRun {
  /** The last page session's log. */
  events: readonly AppEvent[];
  /** The last page session's folded state. */
  state: AppState;
  /** The last page session's full-page navigations. */
  assigned: string[];
  /** Every page session in order (one unless the scenario has `nextPages`). */
  pages: PageRun[];
  /** The app's config (the company's). */
  config: AppConfig;
  /** Problems of the run itself (a stuck effect, an invalid intent, a request nobody answers, a leaked secret). */
  problems: string[];
}

/** Appends an intent as the view would dispatch it; a problem instead when it does not fit the catalogue. */
function dispatch(
  log: EventLog,
  intent: ScenarioIntent,
  when: string,
  problems: string[],
  /** Set for a recorded scenario (exported by the console: no `id`), whose intents include the
   * ones the effects append themselves; a hand-made scenario lists only what the customer did. */
  derived: DerivedIntents | null,
): boolean {
  if (!isEventType(intent.type)) {
    problems.push(`${when}: unknown event type`);
    return false;
  }
  if (!intent.secrets && derived?.claim(intent.type, intent.payload)) return true;
  try {
    for (const [key, value] of Object.entries(intent.secrets ?? {})) keepSecret(key, value);
    derived?.own();
    log.append(intent.type as EventType, intent.payload as PayloadInput<EventType>);
    return true;
  } catch (error) {
    problems.push(`${when}: ${String(error)}`);
    return false;
  }
}

/**
 * Follows a URL the app handed to the browser through the provider until it lands back in the app;
 * the in-app path and query, or null (and a problem) when it does not.
 */
async function follow(url: string, problems: string[]): Promise<string | null> {
  let next = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const target = new URL(next);
    if (target.origin === APP_ORIGIN) return `${target.pathname}${target.search}`;
    const response = await fetch(target, { redirect: 'manual' });
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || location === null) {
      problems.push(`following ${next}: the provider answered ${response.status} without a redirect`);
      return null;
    }
    next = new URL(location, target).toString();
  }
  problems.push(`following ${url}: more than ${MAX_REDIRECTS} redirects`);
  return null;
}

/** The secrets the scenario handed to the vault that show up anywhere in a log. */
function leakedSecrets(scenario: Scenario, pages: readonly PageRun[]): string[] {
  const logs = pages.map((page) => JSON.stringify(page.events));
  return allIntents(scenario).flatMap((intent) =>
    Object.entries(intent.secrets ?? {})
      .filter(([, value]) => logs.some((log) => log.includes(value)))
      .map(([key]) => `the secret kept under ${key} appears in the log`),
  );
}

interface PagePlan {
  intents: ScenarioIntent[];
  /** The `nav/left-app` reason that must have ended the page before (none for the first page). */
  after: string | null;
}

/**
 * A fresh msw/node mock provider seeded as the scenario says (scenario-provider.ts), shared by every
 * page session of the run, with one local storage. When the scenario has `nextPages`, the page that
 * left the app is followed through the provider (its redirects, e.g. the auto-login after sign-up) and
 * a new page session boots where it lands: a new log and app, the same provider and local storage.
 */
export async function runScenario(scenario: Scenario): Promise<ScenarioRun> {
  const time = new VirtualTime();
  const problems: string[] = [];
  const unhandled: string[] = [];
  const provider = startProvider(scenario, time, unhandled);
  const storage = seededStorage(scenario.storage ?? {});
  const plans: PagePlan[] = [
    { intents: scenario.intents, after: null },
    ...(scenario.nextPages ?? []).map((page) => ({ intents: page.intents, after: page.after })),
  ];
  const pages: PageRun[] = [];
  let config: AppConfig | null = null;
  let intentIndex = 0;
  try {
    for (const [pageIndex, plan] of plans.entries()) {
      const last = pageIndex === plans.length - 1;
      let landedAt = startPathOf(scenario);
      const previous = pages[pages.length - 1];
      if (previous) {
        const left = [...previous.events].reverse().find((e) => e.type === 'nav/left-app');
        if (left?.type !== 'nav/left-app' || left.payload.reason !== plan.after) {
          const why = left?.type === 'nav/left-app' ? `for ${left.payload.reason}` : 'at all';
          problems.push(
            `page ${pageIndex + 1}: the page before did not leave the app for ${plan.after} (left ${why})`,
          );
          break;
        }
        const landed = await follow(left.payload.url, problems);
        if (landed === null) break;
        landedAt = landed;
      }
      const page = await runPage(scenario, time, storage, landedAt, plan.intents, {
        firstIndex: intentIndex,
        last,
        problems,
        onIntentHandled: (index) => {
          for (const step of scenario.provider?.steps ?? []) {
            if (step.afterIntent === index) applyStep(provider.store, step);
          }
        },
      });
      intentIndex += plan.intents.length;
      config = page.config;
      pages.push(page.run);
      if (!page.ok) break;
    }
  } finally {
    provider.server.close();
    for (const intent of allIntents(scenario))
      for (const key of Object.keys(intent.secrets ?? {})) takeSecret(key);
  }
  for (const request of unhandled) problems.push(`a request nobody answers: ${request}`);
  problems.push(...leakedSecrets(scenario, pages));
  const final = pages[pages.length - 1];
  if (!final || !config) throw new Error(`${scenario.id ?? scenario.name}: no page session ran`);
  return { events: final.events, state: final.state, assigned: final.assigned, pages, config, problems };
}

interface PageOptions {
  /** The scenario-wide index of the page's first intent (provider steps count over all pages). */
  firstIndex: number;
  /** The last page drains the timers after its last intent; an earlier one has left the app. */
  last: boolean;
  problems: string[];
  onIntentHandled(index: number): void;
}

/**
 * One page session: boot the app at `landedAt`, dispatch the intents, settle; the page's log. The app
 * is a real EventLog on virtual time, the API client pointed at the provider and the REAL default
 * effects (scenario-app.ts); `app/booted` and `cart/load-requested` come first as in boot.tsx, then
 * each intent at its time, letting the effects settle in between (settle.ts). An intent's secrets go
 * to the secret vault just before it, as its view does; a widget's typing becomes the committed value
 * through the widget's own rule (widgets.ts).
 */
async function runPage(
  scenario: Scenario,
  time: VirtualTime,
  storage: KeyValueStorage,
  landedAt: string,
  intents: readonly ScenarioIntent[],
  options: PageOptions,
): Promise<{ run: PageRun; config: AppConfig; ok: boolean }> {
  const { problems } = options;
  const log = new EventLog({ clock: time.clock });
  let live: AppState = initialState;
  const folding = log.events$.subscribe((event) => (live = fold(live, event)));
  const { settle, runTimersUntil } = settler(log, time, () => live, problems);
  const deps = appDeps(scenario, log, time, { storage, landedAt });

  log.append('app/booted', {
    config: deps.config,
    locale: scenario.locale,
    mode: 'test',
    buildId: 'scenario',
  });
  const derived = scenario.id === undefined ? watchDerivedIntents(log) : null;
  const stopEffects = startEffects(deps);
  let ok = false;
  try {
    if (intents[0]?.type !== 'cart/load-requested') {
      derived?.own();
      log.append('cart/load-requested', { reason: 'boot' });
    }
    ok = await settle(options.firstIndex === 0 ? 'boot' : `boot at ${landedAt}`);
    for (const [offset, planned] of intents.entries()) {
      const index = options.firstIndex + offset;
      const when = `intent ${index} (${planned.type} at ${planned.at} ms)`;
      const intent = committedByWidget(planned, deps.config);
      ok = ok && (await runTimersUntil(intent.at, `before ${when}`));
      time.moveTo(intent.at);
      ok = ok && dispatch(log, intent, when, problems, derived) && (await settle(`after ${when}`));
      if (!ok) break;
      options.onIntentHandled(index);
    }
    if (ok && options.last) ok = await runTimersUntil(time.now() + DRAIN_HORIZON_MS, 'after the last intent');
  } finally {
    stopEffects();
    derived?.stop();
    folding.unsubscribe();
  }
  const events = log.all();
  return {
    run: { landedAt, events, state: foldAll(events), assigned: deps.browser.assigned },
    config: deps.config,
    ok,
  };
}
