/**
 * "Export as scenario" (design.md "Scenarios"): a recorded session becomes a scenario fixture
 * (fixtures/scenarios/format.ts): its intents, the provider's replies numbered by method, path
 * template and occurrence, where the page opened and what local storage held then (as a live re-run
 * starts), and the outcome the fold reached (thank-you key, messages shown).
 * Everything comes from the log, which holds no secrets (redacted at append time).
 */
import { catalogue, isEventType } from '../../events/catalogue/index';
import type { AppEvent } from '../../events/envelope';
import {
  SCENARIO_FORMAT,
  SCENARIO_VERSION,
  type RecordedReply,
  type Scenario,
} from '../../fixtures/scenarios/format';
import { foldAll } from '../../projections/fold';
import { exchangesOf } from '../timeline/exchanges';
import { errorBody } from './har';
import { storageAtStart } from '../rerun/rerun-storage';
import { segmentsOf } from '../../src/boot/tab-recording';

const DEFAULT_PROVIDER_SEED = 20240601;

export interface ScenarioSource {
  company: Scenario['company'];
  workflow: Scenario['workflow'];
  locale: string;
  events: readonly AppEvent[];
}

/**
 * A scenario is one page load (it runs in one page in Node), so a recording of several page loads
 * gives the last one, where the session ended: its replies are numbered within that page load, as
 * the provider answered them.
 */
export function toScenario(source: ScenarioSource, name: string, seed = DEFAULT_PROVIDER_SEED): Scenario {
  return scenarioOf({ ...source, events: segmentsOf(source.events).at(-1) ?? [] }, name, seed);
}

function scenarioOf(source: ScenarioSource, name: string, seed: number): Scenario {
  const state = foldAll(source.events);
  const status = state.checkout.status;
  return {
    format: SCENARIO_FORMAT,
    version: SCENARIO_VERSION,
    name,
    company: source.company,
    workflow: source.workflow,
    locale: source.locale,
    seed,
    ...startPathOf(source.events),
    ...storageOf(source.events),
    intents: source.events
      .filter((e) => isEventType(e.type) && catalogue[e.type].kind === 'intent')
      .map((e) => ({ at: e.at, type: e.type, payload: e.payload })),
    replies: recordedReplies(source.events),
    expected: {
      thankYouKey: status.status === 'done' ? status.messageKey : null,
      messages: Object.entries(state.messages.byPath).flatMap(([path, list]) =>
        list.map((m) => ({ path, translationKey: m.translationKey })),
      ),
    },
  };
}

/** Where the recorded page opened: its first location, path and query as the router saw them. */
function startPathOf(events: readonly AppEvent[]): { startPath?: string } {
  const first = events.find((e) => e.type === 'nav/changed');
  return first?.type === 'nav/changed' ? { startPath: `${first.payload.path}${first.payload.search}` } : {};
}

/** What the recording shows its effects found in local storage (as a live re-run seeds it). */
function storageOf(events: readonly AppEvent[]): { storage?: Record<string, string> } {
  const storage = storageAtStart(events);
  return Object.keys(storage).length > 0 ? { storage } : {};
}

/** A request the browser cut because the page was left: as good as no reply in that page load. */
export function endedWithThePage(reply: AppEvent): boolean {
  return (
    reply.type === 'api/failed' &&
    reply.payload.error.kind === 'abort' &&
    (reply.payload.error.data as { reason?: unknown } | undefined)?.reason === 'page-left'
  );
}

/**
 * A call the app ended itself before any reply reached it: cut (a newer call made it stale, or the
 * page was left) or given up at its own time limit. No reply reached the app, so a re-run must not
 * answer it either (not even with a lost connection): the app ends it again, as it did.
 */
function endedByTheApp(reply: AppEvent): boolean {
  return (
    reply.type === 'api/failed' &&
    (reply.payload.error.kind === 'abort' || reply.payload.error.kind === 'timeout')
  );
}

/** The provider's replies, numbered by occurrence of (method, path template). */
export function recordedReplies(events: readonly AppEvent[]): RecordedReply[] {
  const seen = new Map<string, number>();
  return exchangesOf(events).map(({ request, reply }) => {
    const key = `${request.payload.method} ${request.payload.pathTemplate}`;
    const occurrence = seen.get(key) ?? 0;
    seen.set(key, occurrence + 1);
    const base = { method: request.payload.method, pathTemplate: request.payload.pathTemplate, occurrence };
    if (!reply || endedByTheApp(reply)) return { ...base, status: null, body: null, pending: true };
    if (reply.type === 'api/responded')
      return { ...base, status: reply.payload.status, body: reply.payload.body };
    return {
      ...base,
      status: reply.payload.status,
      body: reply.payload.status === null ? null : errorBody(reply.payload.error),
    };
  });
}
