/**
 * Comparing a live re-run with its recording (design.md "Replay" (b)): both logs are reduced to
 * what the customer and the provider would notice (the API calls per method and path template
 * with their status, where the app went, and the outcome: the checkout's end and the messages
 * shown) and compared. Per-call comparison goes by method, path template and occurrence, so calls
 * that overlap in time may interleave differently without counting as a difference. The result
 * is "same outcome" or the first recorded event where the two runs part.
 */
import type { AppEvent } from '../../events/envelope';
import { foldAll } from '../../projections/fold';
import type { AppState } from '../../projections/state';
import { isConsoleNavigation } from '../console/console-routes';
import { exchangesOf, type Exchange } from '../timeline/exchanges';
import { endedWithThePage } from '../session/scenario-export';

interface TraceCall {
  /** seq of the `api/requested` event. */
  seq: number;
  /** `METHOD /path/{template}`. */
  call: string;
  /**
   * The HTTP status, `network` (no reply arrived), `timeout` (the client gave up waiting), `cut`
   * (the app itself cut the call: a newer one made it stale) or `pending` (the page load ended
   * before the reply).
   */
  status: string;
}

interface TraceNav {
  seq: number;
  /** Path with query, or `left: url` for a full-page navigation. */
  to: string;
}

export interface Outcome {
  /** `thank-you exception (payment.card_failed)`, `failed general.outage`, `idle`, … */
  checkout: string;
  /** `path: translationKey` of every message shown at the end, sorted. */
  messages: string[];
}

export interface Trace {
  calls: TraceCall[];
  navs: TraceNav[];
  outcome: Outcome;
  /** seq of the last event (-1 for an empty log). */
  lastSeq: number;
}

export type RerunComparison =
  | { same: true; outcome: Outcome }
  | {
      same: false;
      /** The recorded event where the runs part; null when only the re-run has it. */
      recordedSeq: number | null;
      liveSeq: number | null;
      /** What differs, in developer terms (calls, statuses, paths, keys). */
      what: string;
      outcome: Outcome;
      /** Calls the recording did not answer, refused rather than sent (`METHOD url`, issue 30). */
      refused?: string[];
    };

function outcomeOf(state: AppState): Outcome {
  const status = state.checkout.status;
  const checkout =
    status.status === 'done'
      ? `thank-you ${status.messageKey}${status.exception ? ` (${status.exception})` : ''}`
      : status.status === 'failed'
        ? `failed ${status.error.key ?? status.error.messageKey}`
        : status.status;
  const messages = Object.entries(state.messages.byPath)
    .flatMap(([path, list]) => list.map((m) => `${path}: ${m.translationKey}`))
    .sort();
  return { checkout, messages };
}

/** How a call ended, as two runs of the same session can agree on it. */
function callStatus(reply: Exchange['reply']): string {
  // A reply the page load ended before (none, or cut as the page was left) is pending either way.
  if (!reply || endedWithThePage(reply)) return 'pending';
  if (reply.type === 'api/failed' && reply.payload.error.kind === 'timeout') return 'timeout';
  // Whether the reply's head had come when the app cut the call is timing, not behaviour.
  if (reply.type === 'api/failed' && reply.payload.error.kind === 'abort') return 'cut';
  return reply.payload.status === null ? 'network' : String(reply.payload.status);
}

export function traceOf(events: readonly AppEvent[], state: AppState = foldAll(events)): Trace {
  const calls = exchangesOf(events).map(({ request, reply }) => ({
    seq: request.seq,
    call: `${request.payload.method} ${request.payload.pathTemplate}`,
    status: callStatus(reply),
  }));
  const navs: TraceNav[] = [];
  let origin: string | undefined;
  for (const e of events) {
    if (e.type === 'app/booted') origin = e.payload.origin;
    if (isConsoleNavigation(e)) continue;
    if (e.type === 'nav/changed') navs.push({ seq: e.seq, to: `${e.payload.path}${e.payload.search}` });
    else if (e.type === 'nav/left-app')
      navs.push({ seq: e.seq, to: `left: ${leftFor(e.payload.url, origin)}` });
  }
  return { calls, navs, outcome: outcomeOf(state), lastSeq: events.at(-1)?.seq ?? -1 };
}

/**
 * Where the app went when it left, as the two runs can agree on it, since the recording and the
 * re-run run on different origins (a production build's report re-run in a development build): a
 * query value that is a URL (the login's `returnUrl`) keeps its path only, and so does a page of the
 * app itself (`appOrigin`, recorded in `app/booted`: the gateway's return to the thank-you page).
 */
export function leftFor(url: string, appOrigin?: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://app.invalid');
  } catch {
    return url;
  }
  const query = [...parsed.searchParams].map(([key, value]) => `${key}=${withoutOrigin(value)}`);
  const relative = (url.startsWith('/') && !url.startsWith('//')) || parsed.origin === appOrigin;
  const where = relative ? parsed.pathname : `${parsed.origin}${parsed.pathname}`;
  return query.length > 0 ? `${where}?${query.join('&')}` : where;
}

function withoutOrigin(value: string): string {
  if (!/^https?:\/\//.test(value)) return value;
  try {
    const inner = new URL(value);
    return `${inner.pathname}${inner.search}`;
  } catch {
    return value;
  }
}

interface Difference {
  recordedSeq: number | null;
  liveSeq: number | null;
  what: string;
}

function byCall(calls: readonly TraceCall[]): Map<string, TraceCall[]> {
  const map = new Map<string, TraceCall[]>();
  for (const c of calls) map.set(c.call, [...(map.get(c.call) ?? []), c]);
  return map;
}

/**
 * A call the recorded page load ended before answering ('pending') tells nothing of its reply: the
 * re-run, which holds that reply, may see its own time limit end it first ('timeout').
 */
const sameStatus = (recorded: string, live: string) =>
  recorded === live || (recorded === 'pending' && live === 'timeout');

/**
 * A read the app cut because a newer one of the same read replaced it (cross-sell after each cart
 * reply, `switchMap`) and the same read answered 2xx before the newer one went out: which of the two
 * happened depends on whether its reply or the next trigger came first, timing that a re-run under
 * load does not keep. Both runs made the newer read, whose answer is the one that stays, so they
 * agree. An error reply is not matched: the customer may have seen it.
 */
function sameSupersededRead(call: string, a: string, b: string, bothHaveLater: boolean): boolean {
  if (!bothHaveLater || !call.startsWith('GET ')) return false;
  const answered = (s: string) => /^2\d\d$/.test(s);
  return (a === 'cut' && answered(b)) || (answered(a) && b === 'cut');
}

/** The first difference in one call's sequence of statuses, or null. */
function firstCallDifference(
  call: string,
  rs: readonly TraceCall[],
  ls: readonly TraceCall[],
): Difference | null {
  for (let i = 0; i < Math.max(rs.length, ls.length); i++) {
    const a = rs[i];
    const b = ls[i];
    const nth = `${call} (call ${i + 1})`;
    if (a && b && sameStatus(a.status, b.status)) continue;
    if (a && b && sameSupersededRead(call, a.status, b.status, !!rs[i + 1] && !!ls[i + 1])) continue;
    if (a && b)
      return { recordedSeq: a.seq, liveSeq: b.seq, what: `${nth}: ${a.status} recorded, ${b.status} live` };
    if (a) return { recordedSeq: a.seq, liveSeq: null, what: `${nth}: not made live` };
    if (b) return { recordedSeq: null, liveSeq: b.seq, what: `${nth}: made only live` };
  }
  return null;
}

function callDifferences(recorded: readonly TraceCall[], live: readonly TraceCall[]): Difference[] {
  const r = byCall(recorded);
  const l = byCall(live);
  const out: Difference[] = [];
  for (const call of new Set([...r.keys(), ...l.keys()])) {
    const d = firstCallDifference(call, r.get(call) ?? [], l.get(call) ?? []);
    if (d) out.push(d);
  }
  return out;
}

function navDifference(recorded: readonly TraceNav[], live: readonly TraceNav[]): Difference | null {
  for (let i = 0; i < Math.max(recorded.length, live.length); i++) {
    const a = recorded[i];
    const b = live[i];
    if (a?.to === b?.to) continue;
    return {
      recordedSeq: a?.seq ?? null,
      liveSeq: b?.seq ?? null,
      what: `location ${a?.to ?? '(none)'} recorded, ${b?.to ?? '(none)'} live`,
    };
  }
  return null;
}

const sameOutcome = (a: Outcome, b: Outcome) =>
  a.checkout === b.checkout && a.messages.join('\n') === b.messages.join('\n');

export function describeOutcome(o: Outcome): string {
  return o.messages.length === 0 ? o.checkout : `${o.checkout}; ${o.messages.join(', ')}`;
}

/** Orders differences by where they happen in the recording; live-only ones after recorded ones. */
function earliest(differences: readonly Difference[]): Difference | undefined {
  const rank = (d: Difference) => d.recordedSeq ?? Number.MAX_SAFE_INTEGER;
  return [...differences].sort((a, b) => rank(a) - rank(b) || (a.liveSeq ?? 0) - (b.liveSeq ?? 0))[0];
}

export function compareTraces(recorded: Trace, live: Trace): RerunComparison {
  const differences = callDifferences(recorded.calls, live.calls);
  const nav = navDifference(recorded.navs, live.navs);
  if (nav) differences.push(nav);
  if (!sameOutcome(recorded.outcome, live.outcome)) {
    differences.push({
      recordedSeq: recorded.lastSeq,
      liveSeq: live.lastSeq,
      what: `outcome ${describeOutcome(recorded.outcome)} recorded, ${describeOutcome(live.outcome)} live`,
    });
  }
  const first = earliest(differences);
  if (!first) return { same: true, outcome: live.outcome };
  return { same: false, ...first, outcome: live.outcome };
}

/**
 * The comparison with the calls the re-run refused because the recording did not answer them
 * (issue 30): never the same outcome then, since the app asked something the recorded session did
 * not; a run that parted already keeps its first difference, and both list the refused calls.
 */
export function withRefused(comparison: RerunComparison, refused: readonly string[]): RerunComparison {
  if (refused.length === 0) return comparison;
  const list = [...refused];
  if (!comparison.same) return { ...comparison, refused: list };
  return {
    same: false,
    recordedSeq: null,
    liveSeq: null,
    what: `${list[0] ?? ''}: not in the recording, refused`,
    outcome: comparison.outcome,
    refused: list,
  };
}
