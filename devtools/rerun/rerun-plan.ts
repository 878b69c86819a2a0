/**
 * The plan of a live re-run (design.md "Replay" (b)), made from a loaded session: the config it
 * booted with, where it started, its intents with what had arrived before each, the numbered replies,
 * the local storage its effects started with and the recording's trace; one part per page load.
 * Plain data, so it survives the page loads (rerun-request.ts). What each part holds and where a
 * re-run starts: docs/decisions/050-developer-console.md and 033-per-tab-recording.md.
 */
import * as z from 'zod/mini';
import { catalogue, isEventType } from '../../events/catalogue/index';
import { telemetryConfigKeys, type AppConfigInput } from '../../events/contract/app-config';
import type { AppEvent } from '../../events/envelope';
import type { SessionFile } from '../../events/session-file';
import { RecordedReply } from '../../fixtures/scenarios/format';
import { exchangesOf } from '../timeline/exchanges';
import { endedWithThePage, recordedReplies } from '../session/scenario-export';
import { storageAtStart } from './rerun-storage';
import { traceOf, type Trace } from './rerun-trace';
import { segmentsOf } from '../../src/boot/tab-recording';
import { startedByCustomer } from './rerun-starts';
import { isConsoleNavigation } from '../console/console-routes';
import { isErrorEvent } from '../timeline/error-events';

const RERUN_FORMAT = 'hosting-checkout-rerun';

const Step = z.object({
  /** seq of the intent in the recording. */
  seq: z.int(),
  type: z.string(),
  payload: z.unknown(),
  /** Provider replies (`api/responded` + `api/failed`) logged before this intent. */
  repliesBefore: z.int(),
  /**
   * Which replies those were (`replyKey`: method, path template, occurrence), so the re-run waits for
   * these very replies, not just as many (a count reached early let an intent cancel a call the
   * recording had seen answered). Absent in plans from before it existed.
   */
  awaited: z.optional(z.array(z.string())),
  /**
   * Places the app had gone to (`nav/changed`, console pages left out) before this intent, so an
   * intent the app appends itself on arrival (the configuration reload on entering the order view)
   * is waited for and claimed, not appended by the re-run ahead of a navigation that is slow under
   * load and then appended again by the app. Absent in plans from before it existed.
   */
  navsBefore: z.optional(z.int()),
  /** Milliseconds since the previous intent (or the boot) in the recording. */
  gapMs: z.number(),
});
export type RerunStep = z.infer<typeof Step>;

const TraceSchema = z.object({
  calls: z.array(z.object({ seq: z.int(), call: z.string(), status: z.string() })),
  navs: z.array(z.object({ seq: z.int(), to: z.string() })),
  outcome: z.object({ checkout: z.string(), messages: z.array(z.string()) }),
  lastSeq: z.int(),
});

/** One page load of the recording (a segment of the tab's recording, decision 033). */
const PagePart = z.object({
  /** Why this page load started (`session/segment-started`; `first-load` for an older recording). */
  reason: z.string(),
  /**
   * The re-run starts this page load itself once the part before is done (the customer started it,
   * or the page before it was one the re-run does not play: the mock login page). Absent in older
   * plans: then the reason decides (rerun-starts.ts `startsItself`).
   */
  startsItself: z.optional(z.boolean()),
  /** Path (with language prefix) and query where this page load started. */
  startUrl: z.string(),
  steps: z.array(Step),
  /** This page load's replies, numbered within it (each page load starts a fresh mock worker). */
  replies: z.array(RecordedReply),
  /** Replies in this page load. */
  totalReplies: z.int(),
  /**
   * Which replies (`replyKey`) the page load had got by its end, so the re-run hands on only once
   * these very replies arrived (a count let another reply stand in for one still on its way, and
   * the hand-on cut it). Absent in older plans.
   */
  awaitedAtEnd: z.optional(z.array(z.string())),
  /**
   * Per recorded reply (same order as `replies`): how many of this page load's intents the customer
   * had made when it arrived, so the re-run holds it until then (reply-gate.ts). Absent in older plans.
   */
  replyTurns: z.optional(z.array(z.int())),
  /** Per recorded reply (same order as `replies`): its place in the order they arrived. */
  replyRanks: z.optional(z.array(z.int())),
  /**
   * Recorded milliseconds from the part's last intent to its last event: how long its end waits
   * for the last replies (rerun-driver.ts). Absent in older plans.
   */
  tailMs: z.optional(z.number()),
  /** The local storage the effects found at its start (rerun-storage.ts). */
  storage: z.record(z.string(), z.string()),
  /**
   * The origin the recorded page ran on (`app/booted`), so the re-run reads the recorded replies'
   * URLs of that origin (the gateway's return) as its own. Absent in older recordings.
   */
  appOrigin: z.optional(z.string()),
});
type RerunPart = z.infer<typeof PagePart>;

export const RerunPlan = z.extend(PagePart, {
  format: z.literal(RERUN_FORMAT),
  name: z.string(),
  config: z.record(z.string(), z.unknown()),
  /** Which page load of the recording this is (0: the first; a later one continues a re-run). */
  part: z.int(),
  /**
   * The page load the re-run started at (decision 087; absent: 0): its boot starts a new tab
   * recording, and the page loads before it are neither played nor compared.
   */
  from: z.optional(z.int()),
  /** Intents played by the re-run's earlier page loads (its progress bar counts on). Absent: 0. */
  stepsBefore: z.optional(z.int()),
  /** The page loads after this one: where the recording left the site, the recorded return. */
  next: z.array(PagePart),
  recorded: TraceSchema,
});
export type RerunPlan = Omit<z.infer<typeof RerunPlan>, 'config' | 'recorded'> & {
  config: AppConfigInput;
  recorded: Trace;
};

const isReply = (e: AppEvent) => e.type === 'api/responded' || e.type === 'api/failed';

/**
 * Names each provider reply the same way in a recording and in a live run: `GET /cart #2` is the
 * reply to the second `GET /cart` request of the page load. `see` returns the key of a reply event
 * (null for any other event) and remembers requests to name their replies.
 */
export function replyKeys(): { see(e: AppEvent): string | null } {
  const byRequest = new Map<string, string>();
  const occurrences = new Map<string, number>();
  return {
    see(e) {
      if (e.type === 'api/requested') {
        const call = `${e.payload.method} ${e.payload.pathTemplate}`;
        const n = (occurrences.get(call) ?? 0) + 1;
        occurrences.set(call, n);
        byRequest.set(e.payload.requestId, `${call} #${n}`);
        return null;
      }
      if (e.type === 'api/responded' || e.type === 'api/failed')
        return byRequest.get(e.payload.requestId) ?? null;
      return null;
    },
  };
}

/**
 * The plan of a loaded session: its boot config with the mock provider on (so the recorded replies
 * can answer) and without the keys that reach outside observers (telemetryConfigKeys), and one part per page load of the recording, from the first, in order. Where the
 * recording left the site (the provider's login page, the payment gateway, logout), the re-run does
 * not leave: it continues at the recorded return with that page load's recorded replies. A page of
 * the mock login stand-in is not played (its customer buttons are not intents): the re-run goes
 * from the page before it to the page after it. The console's own navigation is not the customer's
 * story: it is neither replayed nor compared (decision 033, "Re-run across page loads").
 */
export function planRerun(file: SessionFile, name: string, startAt = 0): RerunPlan {
  const events = file.events;
  const booted = events.find((e) => e.type === 'app/booted');
  const config = booted?.type === 'app/booted' ? booted.payload.config : file.config;
  const parts: { part: RerunPart; segments: AppEvent[][] }[] = [];
  let skippedByCustomer = false;
  let skipped: AppEvent[][] = [];
  for (const segment of segmentsOf(events)) {
    const part = partOf(segment);
    if (isMockLoginPage(part.startUrl)) {
      skippedByCustomer ||= startedByCustomer(part.reason);
      skipped.push([...segment]);
      continue;
    }
    // A mock login page before a page load belongs to the part before it (it is compared with it).
    parts.at(-1)?.segments.push(...skipped);
    skipped = [];
    parts.push({
      part: { ...part, startsItself: startedByCustomer(part.reason) || skippedByCustomer },
      segments: [[...segment]],
    });
    skippedByCustomer = false;
  }
  parts.at(-1)?.segments.push(...skipped);
  // From a later page load (decision 087): the ones before it are neither played nor compared.
  const from = Math.min(Math.max(0, startAt), Math.max(0, parts.length - 1));
  const [first, ...later] = parts.slice(from).map((p) => p.part);
  const replayed = parts
    .slice(from)
    .flatMap((p) => p.segments)
    .filter((segment) => !isMockLoginPage(partOf(segment).startUrl));
  return {
    format: RERUN_FORMAT,
    name,
    config: { ...withoutTelemetry(config), mock: true },
    ...(first ?? partOf([])),
    part: from,
    ...(from > 0 ? { from } : {}),
    next: later,
    recorded: traceOf(replayed.flat()),
  };
}

/**
 * The page loads a re-run can start at (the plan's parts: the mock login page is none), each with
 * its `session/segment-started` event, and the one to offer first: where the failure happened (the
 * first page load with an error event, as the timeline's "Next error" finds them), else the first.
 */
export function rerunStarts(file: SessionFile): { starts: AppEvent[]; failed: number | null } {
  const starts: AppEvent[] = [];
  let failed: number | null = null;
  for (const segment of segmentsOf(file.events)) {
    if (isMockLoginPage(partOf(segment).startUrl)) {
      if (failed === null && starts.length > 0 && segment.some(isErrorEvent)) failed = starts.length - 1;
      continue;
    }
    const start = segment[0];
    if (start) starts.push(start);
    if (failed === null && segment.some(isErrorEvent)) failed = starts.length - 1;
  }
  return { starts, failed };
}

/** The recorded config without the keys that reach outside observers (telemetryConfigKeys). */
function withoutTelemetry(config: AppConfigInput): AppConfigInput {
  const kept: Record<string, unknown> = { ...config };
  for (const key of telemetryConfigKeys) delete kept[key];
  return kept as AppConfigInput;
}

/** The app arrived at a place of the shop (the console's own pages are not played again). */
export const isArrival = (e: AppEvent) => e.type === 'nav/changed' && !isConsoleNavigation(e);

/** The mock login stand-in (a page of the app in mock mode), with or without a language prefix. */
const isMockLoginPage = (url: string) => /^(\/[a-z]{2})?\/mock-login(\?|$)/.test(url);

/** Why a segment started (`first-load` for a recording from before segments). */
function partReason(events: readonly AppEvent[]): string {
  const start = events[0];
  return start?.type === 'session/segment-started' ? start.payload.reason : 'first-load';
}

function partOf(events: readonly AppEvent[]): RerunPart {
  const booted = events.find((e) => e.type === 'app/booted');
  const start = events.find((e) => e.type === 'session/segment-started');
  const firstNav = events.find((e) => e.type === 'nav/changed');
  const startUrl =
    firstNav?.type === 'nav/changed'
      ? `${firstNav.payload.path}${firstNav.payload.search}`
      : start?.type === 'session/segment-started'
        ? start.payload.url
        : '/';
  const steps: RerunStep[] = [];
  let replies = 0;
  const keys = replyKeys();
  const arrived: string[] = [];
  let previousAt = booted?.at ?? events[0]?.at ?? 0;
  let navs = 0;
  for (const e of events) {
    if (isArrival(e)) navs++;
    const key = keys.see(e);
    // A request the browser cut as the page was left got no reply in that page load: the re-run
    // leaves it unanswered too (reply-gate.ts), so nothing waits for it.
    const cut = endedWithThePage(e);
    if (key !== null && !cut) arrived.push(key);
    if (isReply(e) && !cut) replies++;
    if (!isEventType(e.type) || catalogue[e.type].kind !== 'intent') continue;
    if (isConsoleNavigation(e)) continue;
    steps.push({
      seq: e.seq,
      type: e.type,
      payload: e.payload,
      repliesBefore: replies,
      awaited: [...arrived],
      navsBefore: navs,
      gapMs: Math.max(0, e.at - previousAt),
    });
    previousAt = e.at;
  }
  const exchanges = exchangesOf(events);
  const arrivalOrder = exchanges
    .map(({ reply }) => reply?.seq ?? Number.MAX_SAFE_INTEGER)
    .map((seq, index) => ({ seq, index }))
    .sort((a, b) => a.seq - b.seq);
  const replyRanks = exchanges.map((_, index) => arrivalOrder.findIndex((x) => x.index === index));
  const replyTurns = exchanges.map(({ reply }) =>
    reply ? steps.filter((step) => step.seq < reply.seq).length : steps.length,
  );
  return {
    reason: partReason(events),
    startUrl,
    steps,
    replies: recordedReplies(events),
    replyTurns,
    replyRanks,
    totalReplies: replies,
    awaitedAtEnd: [...arrived],
    tailMs: Math.max(0, (events.at(-1)?.at ?? previousAt) - previousAt),
    storage: storageAtStart(events),
    ...(booted?.type === 'app/booted' && booted.payload.origin ? { appOrigin: booted.payload.origin } : {}),
  };
}

/** A stored plan read back, or null when it is missing or not a plan. */
export function parsePlan(text: string | null): RerunPlan | null {
  if (text === null) return null;
  try {
    const parsed = RerunPlan.safeParse(JSON.parse(text));
    return parsed.success ? (parsed.data as RerunPlan) : null;
  } catch {
    return null;
  }
}
