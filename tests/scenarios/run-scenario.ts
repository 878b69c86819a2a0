/**
 * Runs one scenario the way the app runs a session: a fresh msw/node mock provider seeded as the
 * scenario says (scenario-provider.ts), a real EventLog on virtual time, the API client pointed at
 * the provider and the REAL default effects (scenario-app.ts); `app/booted` and
 * `cart/load-requested` as in boot.tsx, then each intent at its time, letting the effects settle in
 * between (settle.ts). Returns the log and the folded state; check-expectations.ts judges them.
 */
import { isEventType, type EventType, type PayloadInput } from '../../events/catalogue/index';
import type { AppEvent } from '../../events/envelope';
import { EventLog } from '../../events/log';
import type { Scenario, ScenarioIntent } from '../../fixtures/scenarios/format';
import { fold, foldAll } from '../../projections/fold';
import { initialState, type AppState } from '../../projections/state';
import { startEffects } from '../../src/effects/runtime';
import { appDeps } from './scenario-app';
import { applyStep, startProvider } from './scenario-provider';
import { settler } from './settle';
import { VirtualTime } from './virtual-time';

/** After the last intent, timers (polling, debounces) run for at most this much virtual time. */
const DRAIN_HORIZON_MS = 10 * 60_000;

export interface ScenarioRun {
  events: readonly AppEvent[];
  state: AppState;
  /** The full-page navigations the app asked the browser for. */
  assigned: string[];
  /** Problems of the run itself (a stuck effect, an invalid intent, a request nobody answers). */
  problems: string[];
}

/** Appends an intent as the view would dispatch it; a problem instead when it does not fit the catalogue. */
function dispatch(log: EventLog, intent: ScenarioIntent, when: string, problems: string[]): boolean {
  if (!isEventType(intent.type)) {
    problems.push(`${when}: unknown event type`);
    return false;
  }
  try {
    log.append(intent.type as EventType, intent.payload as PayloadInput<EventType>);
    return true;
  } catch (error) {
    problems.push(`${when}: ${String(error)}`);
    return false;
  }
}

export async function runScenario(scenario: Scenario): Promise<ScenarioRun> {
  const time = new VirtualTime();
  const problems: string[] = [];
  const unhandled: string[] = [];
  const provider = startProvider(scenario, time, unhandled);
  const log = new EventLog({ clock: time.clock });
  let live: AppState = initialState;
  const folding = log.events$.subscribe((event) => (live = fold(live, event)));
  const { settle, runTimersUntil } = settler(log, time, () => live, problems);
  const deps = appDeps(scenario, log, time);

  log.append('app/booted', {
    config: deps.config,
    locale: scenario.locale,
    mode: 'test',
    buildId: 'scenario',
  });
  const stopEffects = startEffects(deps);
  try {
    if (scenario.intents[0]?.type !== 'cart/load-requested')
      log.append('cart/load-requested', { reason: 'boot' });
    let ok = await settle('boot');
    for (const [index, intent] of scenario.intents.entries()) {
      const when = `intent ${index} (${intent.type} at ${intent.at} ms)`;
      ok = ok && (await runTimersUntil(intent.at, `before ${when}`));
      time.moveTo(intent.at);
      ok = ok && dispatch(log, intent, when, problems) && (await settle(`after ${when}`));
      if (!ok) break;
      for (const step of scenario.provider?.steps ?? []) {
        if (step.afterIntent === index) applyStep(provider.store, step);
      }
    }
    if (ok) await runTimersUntil(time.now() + DRAIN_HORIZON_MS, 'after the last intent');
  } finally {
    stopEffects();
    folding.unsubscribe();
    provider.server.close();
  }
  for (const request of unhandled) problems.push(`a request nobody answers: ${request}`);
  return { events: log.all(), state: foldAll(log.all()), assigned: deps.browser.assigned, problems };
}
