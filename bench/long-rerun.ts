/**
 * A live re-run of a long recording (issue 33), printed, never asserted: how long the re-run's
 * driver takes per page load of a 12-page-load recording (8 intents each, the customer pausing
 * 0.2–3 s between them, every intent answered by a provider call), with the driver's own options
 * and real timers, against a stand-in app that answers each intent's call after 60 ms; then the
 * same with one reply of the third page load lost, as in the issue. What is measured and the goal
 * (a few seconds per page load): docs/decisions/087-long-reruns.md.
 * Run: node --import tsx bench/long-rerun.ts (npm run bench does).
 */
import { performance } from 'node:perf_hooks';
import { ManualClock } from '../events/clock';
import { EventLog } from '../events/log';
import { continuedPlan } from '../devtools/rerun/rerun-handoff';
import { DEFAULT_DRIVER_OPTIONS, runRerun } from '../devtools/rerun/rerun-driver';
import { planRerun, type RerunPlan } from '../devtools/rerun/rerun-plan';
import { sessionFileOf, startSegment } from '../tests/devtools/support/recorded';
import { cartApi } from '../events/contract/endpoints/cart';

// The console's own routes are told apart in development builds only (read when planning).
(globalThis as Record<string, unknown>).__MODE__ = 'development';

const PAGE_LOADS = 12;
const INTENTS = 8;
const REPLY_MS = 60;

/** A recording of `PAGE_LOADS` page loads, each a typed URL with `INTENTS` intents and their calls. */
function recording() {
  const clock = new ManualClock();
  const log = new EventLog({ clock });
  let seed = 7;
  const pause = () => {
    seed = (seed * 48271) % 2147483647;
    return 200 + (seed % 2800);
  };
  for (let page = 1; page <= PAGE_LOADS; page++) {
    startSegment(log, page === 1 ? 'first-load' : 'typed-url', `/checkout?p=${page}`, page);
    log.append('nav/changed', { path: '/checkout', search: `?p=${page}` });
    for (let i = 0; i < INTENTS; i++) {
      clock.advance(pause());
      log.append('nav/requested', { to: `/checkout?p=${page}&i=${i}` });
      call(log, `p${page}r${i}`);
    }
    clock.advance(500);
  }
  return sessionFileOf(log.all());
}

/** The app asking for its cart (E5), as the recording and the stand-in app both do. */
function requested(log: EventLog, id: string) {
  log.append('api/requested', {
    requestId: id,
    method: 'GET',
    url: `/api${cartApi.getCart.path}`,
    pathTemplate: cartApi.getCart.path,
    headers: {},
    body: null,
  });
}

const responded = (log: EventLog, id: string) =>
  log.append('api/responded', { requestId: id, status: 200, headers: {}, body: null, durationMs: REPLY_MS });

function call(log: EventLog, id: string) {
  requested(log, id);
  responded(log, id);
}

/** One page load of the re-run: a fresh log, a stand-in app answering each intent's call (but `lost`). */
async function playPart(plan: RerunPlan, lost: number | null): Promise<number> {
  const log = new EventLog();
  let n = 0;
  log.events$.subscribe((e) => {
    if (e.type !== 'nav/requested') return;
    const id = `live${n++}`;
    setTimeout(() => {
      requested(log, id);
      if (n - 1 === lost) return;
      setTimeout(() => responded(log, id), REPLY_MS);
    }, 5);
  });
  const started = performance.now();
  await runRerun(plan, {
    log,
    now: () => performance.now(),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    paused: () => false,
  });
  return performance.now() - started;
}

async function rerun(lostInPart: number | null): Promise<number[]> {
  const times: number[] = [];
  let plan: RerunPlan | null = planRerun(recording(), 'long.json');
  for (let part = 0; plan; part++) {
    times.push(await playPart(plan, part === lostInPart ? 3 : null));
    plan = continuedPlan(plan);
  }
  return times;
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  const { maxWaitMs, slackMs, maxGapMs } = DEFAULT_DRIVER_OPTIONS;
  console.log(
    `Re-run of a ${PAGE_LOADS}-page-load recording, ${INTENTS} intents each (driver: pause cap ${maxGapMs} ms, slack ${slackMs} ms, longest wait ${maxWaitMs} ms)`,
  );
  for (const [label, lost] of [
    ['every reply comes', null],
    ['one reply of page load 3 lost', 2],
  ] as const) {
    const times = await rerun(lost);
    const total = times.reduce((a, b) => a + b, 0);
    console.log(
      `  ${label}: ${s(total)} in all, ${s(total / times.length)} per page load (slowest ${s(Math.max(...times))})`,
    );
  }
}

await main();
