/**
 * The live re-run in the browser (design.md "Replay" (b)), started by boot in the fresh session a
 * re-run request loaded (dev-boot.ts): the recorded replies go in front of the mock provider's
 * MSW worker, and a call to the provider (or to any other origin than the page's) that no recording
 * answers is refused, never sent (issue 30); the driver re-emits the intents through the real
 * effects, and the session is compared with the recording, the refused calls counting as a
 * difference.
 * Progress and result are the console's `rerun` signal, which the dashboard shows.
 */
import type { AppEvent } from '../../events/envelope';
import { getBrowserProvider } from '../../fixtures/provider/browser';
import type { Store } from '../../src/store/store';
import { consoleFor, type RerunProgress } from '../console/console-model';
import { DEFAULT_DRIVER_OPTIONS, runRerun } from './rerun-driver';
import type { RerunHandoff } from './rerun-handoff';
import { startsItself } from './rerun-starts';
import type { RerunPlan } from './rerun-plan';
import { movedTo, replayHandlers } from './replay-handlers';
import { replyGate, type ReplyGate } from './reply-gate';
import { compareTraces, traceOf, withRefused, type Trace } from './rerun-trace';

/** The longest a recorded reply waits for the intent it came after (the driver's longest wait). */
const MAX_REPLY_HOLD_MS = DEFAULT_DRIVER_OPTIONS.maxWaitMs;

/** The calls of this page load the recording did not answer, refused (`METHOD url`). */
const refusedCalls: string[] = [];

/** The recorded provider's bases as absolute URLs, read against this page (a path is this origin's). */
function providerBases(plan: RerunPlan): string[] {
  return [plan.config.apiUrl, plan.config.validationApiUrl].flatMap((base) => {
    try {
      return typeof base === 'string' && base !== '' ? [new URL(base, location.href).href] : [];
    } catch {
      return [];
    }
  });
}

/**
 * Puts the recorded replies in front of the running mock provider, each held until the re-run has
 * played the intents the customer had made when it arrived; null when no mock provider runs.
 */
export function installReplies(plan: RerunPlan): ReplyGate | null {
  const provider = getBrowserProvider();
  if (!provider) return null;
  const gate = replyGate(MAX_REPLY_HOLD_MS, (ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  const turns = plan.replyTurns;
  const replies = plan.appOrigin ? movedTo(plan.replies, plan.appOrigin, location.origin) : plan.replies;
  const held = turns
    ? {
        turns,
        ranks: plan.replyRanks,
        until: gate.until,
        pageEnd: gate.pageEnd,
        maxOrderWaitMs: MAX_REPLY_HOLD_MS,
      }
    : undefined;
  provider.worker.use(
    ...replayHandlers(replies, held, {
      pageOrigin: location.origin,
      providerBases: providerBases(plan),
      refused: (call) => refusedCalls.push(call),
    }),
  );
  return gate;
}

/** How long a page load the recording left waits for the app to leave before comparing. */
const LEAVE_WAIT_MS = 5000;

/** The events of the last segment (the current page load) of a log. */
function currentSegment(events: readonly AppEvent[]): readonly AppEvent[] {
  for (let i = events.length - 1; i >= 0; i--)
    if (events[i]?.type === 'session/segment-started') return events.slice(i);
  return events;
}

export interface RerunPages {
  handoff: RerunHandoff;
  /** Full-page navigation (`location.assign`). */
  assign(url: string): void;
}

/** Where the re-run is after `done` intents of this page load (the bar's figures, decision 087). */
export function progressOf(plan: RerunPlan, done: number): RerunProgress {
  const before = plan.stepsBefore ?? 0;
  const later = plan.next.reduce((n, part) => n + part.steps.length, 0);
  return {
    part: plan.part + 1,
    parts: plan.part + 1 + plan.next.length,
    event: before + done,
    events: before + plan.steps.length + later,
  };
}

/**
 * The recording's trace up to where a stopped re-run got (the recorded intent it did not play, or
 * the next page load's first), its outcome the re-run's own: a stopped run is compared on the calls
 * and places it went through, not on an end it never reached.
 */
export function playedPart(recorded: Trace, plan: RerunPlan, stoppedAt: number, live: Trace): Trace {
  const boundary = plan.steps[stoppedAt]?.seq ?? plan.next[0]?.steps[0]?.seq ?? Number.POSITIVE_INFINITY;
  return {
    calls: recorded.calls.filter((c) => c.seq < boundary),
    navs: recorded.navs.filter((n) => n.seq < boundary),
    outcome: live.outcome,
    lastSeq: recorded.lastSeq,
  };
}

export async function startRerun(
  plan: RerunPlan,
  store: Store,
  gate: ReplyGate | null,
  pages?: RerunPages,
  /** Settles once the app has started all its effects (boot's deferred group). */
  effectsStarted?: Promise<unknown>,
): Promise<void> {
  const dev = consoleFor(store);
  const name = plan.name;
  if (!gate) {
    dev.rerun.value = { status: 'failed', name, messageKey: 'devtools.rerun.no_provider' };
    return;
  }
  const total = plan.steps.length;
  dev.rerun.value = { status: 'running', name, done: 0, total, progress: progressOf(plan, 0) };
  // Only this page load's events count: the log starts with the re-run's earlier page loads.
  const from = store.log.size - currentSegment(store.log.all()).length;
  const log = {
    events$: store.log.events$,
    get size() {
      return store.log.size;
    },
    all: () => store.log.all().slice(from),
    append: store.log.append.bind(store.log),
  };
  const report = await runRerun(
    plan,
    {
      log,
      now: () => performance.now(),
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      paused: () => store.cursor.value !== null,
      stopped: () => dev.rerunStopped.value,
      ...(effectsStarted ? { effectsStarted } : {}),
    },
    {
      ...DEFAULT_DRIVER_OPTIONS,
      onStep: (done) => {
        gate.played(done);
        dev.rerun.value = { status: 'running', name, done, total, progress: progressOf(plan, done) };
      },
    },
  );
  gate.open();
  // More page loads follow: one the customer started (reload, typed URL) the re-run starts now; one
  // the app caused (gateway, login) starts when the app leaves, at the recorded return. If the app
  // does not leave, the run has parted from the recording: compare here. Stop hands nothing on.
  const next = plan.next[0];
  if (next && pages && report.stoppedAt === undefined) {
    if (startsItself(next)) {
      const url = pages.handoff.handOn();
      if (url !== null) return pages.assign(url);
    } else {
      await new Promise((resolve) => setTimeout(resolve, LEAVE_WAIT_MS));
    }
  }
  pages?.handoff.finish();
  const live = traceOf(store.log.all(), store.live.value);
  const stoppedAt = report.stoppedAt ?? (dev.rerunStopped.value ? total : undefined);
  const recorded = stoppedAt === undefined ? plan.recorded : playedPart(plan.recorded, plan, stoppedAt, live);
  const comparison = withRefused(compareTraces(recorded, live), refusedCalls);
  dev.rerun.value = {
    status: 'done',
    name,
    report,
    comparison,
    ...(stoppedAt === undefined ? {} : { stopped: progressOf(plan, stoppedAt) }),
  };
}
