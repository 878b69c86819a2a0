/**
 * Re-emits a recording's intents into a live log, in order, through the real effects (design.md
 * "Replay" (b)), each once the session has caught up with the recording. What it waits for, and why
 * an intent the effects already appended is claimed rather than appended twice:
 * docs/decisions/050-developer-console.md ("Live re-run starts a fresh page session").
 */
import type { Observable } from 'rxjs';
import { isEventType, type EventType, type PayloadInput } from '../../events/catalogue/index';
import type { AppEvent } from '../../events/envelope';
import { watchDerivedIntents } from './derived-intents';
import { isArrival, replyKeys, type RerunStep } from './rerun-plan';

interface DriverLog {
  readonly events$: Observable<AppEvent>;
  readonly size: number;
  all(): readonly AppEvent[];
  append<T extends EventType>(type: T, payload: PayloadInput<T>): AppEvent;
}

export interface DriverPorts {
  log: DriverLog;
  now(): number;
  sleep(ms: number): Promise<void>;
  /** True while time travel pauses the effects: nothing is appended then. */
  paused(): boolean;
  /** True once the developer pressed Stop: no further intent is played (absent: never). */
  stopped?(): boolean;
  /**
   * Settles once the app has started all its effects (the deferred group starts after the first
   * paint, decision 008): no intent is played before, since one of them may append an intent of the
   * recording itself as it starts (the configuration reload of an order view opened by a reload),
   * which the re-run must claim, not append ahead of it. Absent: started.
   */
  effectsStarted?: Promise<unknown>;
}

export interface DriverOptions {
  /** The log must have been quiet this long before the next intent. */
  quietMs: number;
  /** The recorded pause before an intent is kept up to this long. */
  maxGapMs: number;
  /** Longest wait for one intent's turn. */
  maxWaitMs: number;
  /**
   * An intent waits for its turn no longer than its recorded pause plus this much (and never past
   * `maxWaitMs`): the recording's own timing bounds the wait, not a fixed hold per intent.
   */
  slackMs: number;
  /** How often the conditions are checked while waiting. */
  pollMs: number;
  onStep?(done: number): void;
}

export const DEFAULT_DRIVER_OPTIONS: DriverOptions = {
  quietMs: 150,
  maxGapMs: 600,
  maxWaitMs: 10_000,
  slackMs: 5000,
  pollMs: 25,
};

export interface DriverReport {
  /** Intents appended by the driver. */
  emitted: number;
  /** Recorded intents the live effects appended themselves. */
  rederived: number;
  /** Recorded intents the catalogue refused now (seq, type, reason). */
  refused: { seq: number; type: string; reason: string }[];
  /** seq of recorded intents appended before the session had caught up (the wait ran out). */
  unsettled: number[];
  /** Set when Stop ended the run: how many of the part's intents had been played. */
  stoppedAt?: number;
}

const isReply = (e: AppEvent) => e.type === 'api/responded' || e.type === 'api/failed';

/**
 * Before each intent, waits until the session has caught up with the recording: the very provider
 * replies that had arrived before that intent (by method, path template and occurrence, not only as
 * many), the places the app had arrived at and the start of all its effects (so an intent the app
 * appends on arrival, or as a late effect starts, is claimed, not doubled, however slow the page),
 * the log quiet for a moment, and at least the recorded pause since the previous intent
 * (capped), so debounces fire as they did. Each wait is bounded by the recording's own timing (the
 * recorded pause plus `slackMs`, at most `maxWaitMs`; the part's end by its recorded tail); an intent
 * that had to go without settling is reported, and the replies it waited for in vain are not waited
 * for again (issue 33: a dozen intents each waiting the longest hold for one lost reply stalled a
 * long re-run for minutes). Stop (`ports.stopped`) ends the run before the next intent. An intent the effects append themselves (a reload after a failure, the next
 * step after a saved profile, the boot's cart load) is not appended again when the live effects
 * already appended an equal one (same type and payload) that no earlier step has claimed; it counts
 * as re-derived.
 */
export async function runRerun(
  plan: {
    steps: readonly RerunStep[];
    totalReplies: number;
    awaitedAtEnd?: readonly string[];
    /** Recorded time from the part's last intent to its last event (absent: `maxWaitMs`). */
    tailMs?: number;
  },
  ports: DriverPorts,
  options: DriverOptions = DEFAULT_DRIVER_OPTIONS,
): Promise<DriverReport> {
  const { log, now, sleep, paused } = ports;
  const stopped = () => ports.stopped?.() === true;
  const report: DriverReport = { emitted: 0, rederived: 0, refused: [], unsettled: [] };
  /** Intents appended by the app (not by the driver) and not claimed by a step yet. */
  const derived = watchDerivedIntents(log, log.all());
  let replies = log.all().filter(isReply).length;
  const keys = replyKeys();
  const arrived = new Set<string>();
  const see = (e: AppEvent) => {
    const key = keys.see(e);
    if (key !== null) arrived.add(key);
  };
  log.all().forEach(see);
  let navs = log.all().filter(isArrival).length;
  let lastEventAt = now();
  const subscription = log.events$.subscribe((e) => {
    lastEventAt = now();
    see(e);
    if (isReply(e)) replies++;
    if (isArrival(e)) navs++;
  });

  /**
   * Replies waited for in vain (a wait ran out): they count as arrived for every later intent, so
   * one reply the re-run never gets costs one bounded wait, not one per intent after it.
   */
  const givenUp = new Set<string>();
  const has = (key: string) => arrived.has(key) || givenUp.has(key);
  const waitUntil = async (ready: () => boolean, limitMs: number): Promise<boolean> => {
    const started = now();
    for (;;) {
      if (stopped()) return false;
      if (!paused() && ready()) return true;
      if (!paused() && now() - started >= limitMs) return false;
      await sleep(options.pollMs);
    }
  };
  const giveUp = (keys: readonly string[] | undefined) => {
    for (const key of keys ?? []) if (!arrived.has(key)) givenUp.add(key);
  };
  /** Replies counted for an intent's turn: those that came, and those given up on. */
  const counted = () => replies + givenUp.size;
  let effectsStarted = ports.effectsStarted === undefined;
  const started = () => {
    effectsStarted = true;
  };
  void ports.effectsStarted?.then(started, started);
  /** Arrivals waited for in vain count as made, as replies do: one bounded wait each. */
  let navsGivenUp = 0;
  const arrivals = () => Math.max(navs, navsGivenUp);
  const limit = (gapMs: number) => Math.min(options.maxWaitMs, gapMs + options.slackMs);
  const quiet = () => now() - lastEventAt >= options.quietMs;

  try {
    let lastStepAt = now();
    for (const [index, step] of plan.steps.entries()) {
      const gap = Math.min(step.gapMs, options.maxGapMs);
      const settled = await waitUntil(
        () =>
          counted() >= step.repliesBefore &&
          (step.awaited ?? []).every(has) &&
          arrivals() >= (step.navsBefore ?? 0) &&
          effectsStarted &&
          quiet() &&
          now() - lastStepAt >= gap,
        limit(step.gapMs),
      );
      if (stopped()) {
        report.stoppedAt = index;
        break;
      }
      if (!settled) {
        report.unsettled.push(step.seq);
        giveUp(step.awaited);
        navsGivenUp = Math.max(navsGivenUp, step.navsBefore ?? 0);
        effectsStarted = true;
      }
      if (derived.claim(step.type, step.payload)) {
        report.rederived++;
      } else if (!isEventType(step.type)) {
        report.refused.push({ seq: step.seq, type: step.type, reason: 'unknown event type' });
      } else {
        try {
          derived.own();
          log.append(step.type, step.payload as PayloadInput<EventType>);
          report.emitted++;
        } catch (error) {
          report.refused.push({ seq: step.seq, type: step.type, reason: String(error) });
        }
      }
      lastStepAt = now();
      options.onStep?.(index + 1);
    }
    if (report.stoppedAt === undefined)
      await waitUntil(
        () => counted() >= plan.totalReplies && (plan.awaitedAtEnd ?? []).every(has) && quiet(),
        plan.tailMs === undefined ? options.maxWaitMs : limit(plan.tailMs),
      );
    if (stopped()) report.stoppedAt ??= plan.steps.length;
  } finally {
    subscription.unsubscribe();
    derived.stop();
  }
  return report;
}
