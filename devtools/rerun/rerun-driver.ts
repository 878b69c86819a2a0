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
import { replyKeys, type RerunStep } from './rerun-plan';

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
}

export interface DriverOptions {
  /** The log must have been quiet this long before the next intent. */
  quietMs: number;
  /** The recorded pause before an intent is kept up to this long. */
  maxGapMs: number;
  /** Longest wait for one intent's turn. */
  maxWaitMs: number;
  /** How often the conditions are checked while waiting. */
  pollMs: number;
  onStep?(done: number): void;
}

export const DEFAULT_DRIVER_OPTIONS: DriverOptions = {
  quietMs: 150,
  maxGapMs: 600,
  maxWaitMs: 10_000,
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
}

const isReply = (e: AppEvent) => e.type === 'api/responded' || e.type === 'api/failed';

/**
 * Before each intent, waits until the session has caught up with the recording: the very provider
 * replies that had arrived before that intent (by method, path template and occurrence, not only as
 * many), the log quiet for a moment, and at least the recorded pause since the previous intent
 * (capped), so debounces fire as they did. Each wait is bounded; an intent that had to go without
 * settling is reported. An intent the effects append themselves (a reload after a failure, the next
 * step after a saved profile, the boot's cart load) is not appended again when the live effects
 * already appended an equal one (same type and payload) that no earlier step has claimed; it counts
 * as re-derived.
 */
export async function runRerun(
  plan: { steps: readonly RerunStep[]; totalReplies: number; awaitedAtEnd?: readonly string[] },
  ports: DriverPorts,
  options: DriverOptions = DEFAULT_DRIVER_OPTIONS,
): Promise<DriverReport> {
  const { log, now, sleep, paused } = ports;
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
  let lastEventAt = now();
  const subscription = log.events$.subscribe((e) => {
    lastEventAt = now();
    see(e);
    if (isReply(e)) replies++;
  });

  const waitUntil = async (ready: () => boolean): Promise<boolean> => {
    const started = now();
    for (;;) {
      if (!paused() && ready()) return true;
      if (!paused() && now() - started >= options.maxWaitMs) return false;
      await sleep(options.pollMs);
    }
  };
  const quiet = () => now() - lastEventAt >= options.quietMs;

  try {
    let lastStepAt = now();
    for (const [index, step] of plan.steps.entries()) {
      const gap = Math.min(step.gapMs, options.maxGapMs);
      const settled = await waitUntil(
        () =>
          replies >= step.repliesBefore &&
          (step.awaited ?? []).every((key) => arrived.has(key)) &&
          quiet() &&
          now() - lastStepAt >= gap,
      );
      if (!settled) report.unsettled.push(step.seq);
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
    await waitUntil(
      () =>
        replies >= plan.totalReplies && (plan.awaitedAtEnd ?? []).every((key) => arrived.has(key)) && quiet(),
    );
  } finally {
    subscription.unsubscribe();
    derived.stop();
  }
  return report;
}
