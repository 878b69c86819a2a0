/**
 * Live re-run (design.md "Replay" (b)) end to end in Node: a card payment that failed is recorded
 * by the scenario runner against a seeded mock provider; its plan is re-run through the REAL
 * effects on real time against a fresh, empty provider with the recorded replies in front, and
 * fails again the same way (so the replies, not the provider, decided it). Intents the effects
 * append themselves are not doubled, and a changed reply is reported at the recorded event where
 * the runs part.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { AppConfig } from '../../events/contract/app-config';
import type { AppEvent } from '../../events/envelope';
import { createSessionFile } from '../../events/session-file';
import { createNodeProvider, type NodeProvider } from '../../fixtures/provider/node';
import type { Scenario } from '../../fixtures/scenarios/format';
import { replayHandlers } from '../../devtools/rerun/replay-handlers';
import { runRerun, type DriverOptions } from '../../devtools/rerun/rerun-driver';
import { planRerun, type RerunPlan } from '../../devtools/rerun/rerun-plan';
import { seededStorage } from '../../devtools/rerun/rerun-storage';
import { compareTraces, traceOf } from '../../devtools/rerun/rerun-trace';
import { loadScenarios } from '../scenarios/load-scenarios';
import { runScenario } from '../scenarios/run-scenario';
import { PROVIDER_URLS } from '../support/provider-harness';
import { startLiveApp, type LiveApp } from './support/live-app';

const slow = { timeout: 60_000 };
const fast: DriverOptions = { quietMs: 30, maxGapMs: 0, maxWaitMs: 8000, slackMs: 8000, pollMs: 5 };

/** sk-ws, alice, a card payment the provider fails: up to the failed finish only. */
function cardFailedScenario(): Scenario {
  const found = loadScenarios().find(({ scenario }) => scenario.id === 'sk-ws.card-failed-retry');
  if (!found) throw new Error('no fixture sk-ws.card-failed-retry');
  const finish = found.scenario.intents.findIndex((i) => i.type === 'checkout/finish-requested');
  const { steps: _steps, ...provider } = found.scenario.provider ?? {};
  return { ...found.scenario, provider, intents: found.scenario.intents.slice(0, finish + 1) };
}

async function recordedPlan(): Promise<{ plan: RerunPlan; events: readonly AppEvent[] }> {
  const scenario = cardFailedScenario();
  const run = await runScenario(scenario);
  expect(run.problems).toEqual([]);
  const booted = run.events.find((e) => e.type === 'app/booted');
  if (booted?.type !== 'app/booted') throw new Error('no boot');
  const file = createSessionFile({
    exportedAt: '2025-03-03T09:00:00.000Z',
    buildId: 'test',
    company: scenario.company,
    config: booted.payload.config,
    events: [...run.events],
  });
  return { plan: planRerun(file, 'card failed'), events: run.events };
}

let provider: NodeProvider | null = null;
let app: LiveApp | null = null;
afterEach(() => {
  app?.stop();
  provider?.server.close();
  app = provider = null;
});

/** A fresh provider (no cart, nobody logged in) with the plan's replies in front of it. */
async function rerun(plan: RerunPlan) {
  provider = createNodeProvider({
    company: 'sk-ws',
    apiBase: PROVIDER_URLS.apiUrl,
    validationBase: PROVIDER_URLS.validationApiUrl,
    loginBase: PROVIDER_URLS.loginUrl,
  });
  provider.server.use(...replayHandlers(plan.replies));
  provider.server.listen({ onUnhandledRequest: 'error' });
  app = startLiveApp(AppConfig.parse(plan.config), 'sk-SK', plan.startUrl, seededStorage(plan.storage));
  const log = app.log;
  const report = await runRerun(
    plan,
    {
      log,
      now: () => performance.now(),
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      paused: () => false,
    },
    fast,
  );
  return { report, events: log.all() };
}

const intentsOf = (events: readonly AppEvent[], type: string) => events.filter((e) => e.type === type);

describe('live re-run', () => {
  it('fails the card payment again the same way, answered by the recorded replies', slow, async () => {
    const { plan } = await recordedPlan();
    expect(plan.recorded.outcome.checkout).toBe('thank-you exception (payment.card_failed)');
    const { report, events } = await rerun(plan);
    expect(report.refused).toEqual([]);
    expect(compareTraces(plan.recorded, traceOf(events))).toEqual({
      same: true,
      outcome: plan.recorded.outcome,
    });
  });

  it('does not double the intents the effects append themselves', slow, async () => {
    const { plan, events: recorded } = await recordedPlan();
    const { report, events } = await rerun(plan);
    expect(report.rederived).toBeGreaterThan(0);
    expect(report.emitted + report.rederived).toBe(plan.steps.length);
    for (const type of ['cart/load-requested', 'nav/requested', 'checkout/finish-requested']) {
      expect(intentsOf(events, type).length, type).toBe(intentsOf(recorded, type).length);
    }
  });

  it('names the recorded event where a changed reply makes the runs part', slow, async () => {
    const { plan } = await recordedPlan();
    const replies = plan.replies.map((r) =>
      r.method === 'POST' && r.pathTemplate === '/checkout'
        ? { ...r, status: 503, body: { key: 'general.outage', violations: [] } }
        : r,
    );
    const { events } = await rerun({ ...plan, replies });
    const checkoutCall = plan.recorded.calls.find((c) => c.call === 'POST /checkout');
    const comparison = compareTraces(plan.recorded, traceOf(events));
    expect(comparison).toMatchObject({ same: false, recordedSeq: checkoutCall?.seq });
    expect(!comparison.same && comparison.what).toContain('POST /checkout (call 1)');
  });
});
