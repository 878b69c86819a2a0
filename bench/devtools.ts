/**
 * Developer console figures (issue 5), printed, never asserted, all measured in one run on the same
 * generated sessions (bench/support/session-inputs.ts): seek latency, the cost of an append, the same
 * events held by `@redux-devtools/instrument` side by side, and session export / import. What each
 * figure is, the targets and the results: docs/decisions/007-append-cost.md.
 * Run: node --expose-gc --import tsx bench/devtools.ts (npm run bench does; the memory figures need it).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { AppConfig } from '../events/contract/app-config';
import { ManualClock } from '../events/clock';
import type { AppEvent } from '../events/envelope';
import { EventLog } from '../events/log';
import { Checkpoints } from '../projections/checkpoints';
import { createStore, type Store } from '../src/store/store';
import { foldedEvents } from '../src/effects/runtime/folded-events';
import { createConsole } from '../devtools/console/console-model';
import { parseSessionText, serializeSession, sessionFileOf } from '../devtools/session/session-io';
import { foldWithout } from '../devtools/state/what-if';
import { configInput } from '../tests/support/builders';
import { importHistory, instrumentedStore, toggleEvent, type Instrumented } from './support/instrument';
import { sessionInputs, type Append } from './support/session-inputs';
import { median, p95 } from './support/stats';

const gc = (globalThis as { gc?: () => void }).gc;
const SIZES = [1_000, 10_000, 100_000] as const;
const SAMPLED_APPENDS = 200;
const WARM_UP = 20_000;
/** The early event toggled in both worlds. */
const EARLY = 100;

const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;
const msf = (ms: number) => `${ms < 10 ? ms.toFixed(2) : ms.toFixed(0)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} kB`;
const count = (n: number) => n.toLocaleString('en-US');
const ratio = (theirs: number, ours: number) => `${(theirs / ours).toFixed(theirs / ours < 10 ? 1 : 0)}×`;

function heap(): number {
  gc?.();
  gc?.();
  return process.memoryUsage().heapUsed;
}

interface Timing {
  /** Wall-clock ms. */
  wall: number;
  /** CPU ms of this process (user + system): less disturbed by other processes on a shared machine. */
  cpu: number;
}

function timed(run: () => void): Timing {
  const cpu = process.cpuUsage();
  const t = performance.now();
  run();
  const used = process.cpuUsage(cpu);
  return { wall: performance.now() - t, cpu: (used.user + used.system) / 1000 };
}

const per = (timing: Timing, n: number): Timing => ({ wall: timing.wall / n, cpu: timing.cpu / n });
const usBoth = (t: Timing) => `${us(t.wall)} (CPU ${us(t.cpu)})`;

function append(log: EventLog, [type, payload]: Append): void {
  log.append(type as never, payload as never);
}

/** Appends the inputs, timing each tenth; returns the time per event of each tenth. */
function appendTimed(log: EventLog, inputs: readonly Append[]): Timing[] {
  const tenths: Timing[] = [];
  const step = Math.max(1, Math.floor(inputs.length / 10));
  for (let from = 0; from < inputs.length; from += step) {
    const to = Math.min(inputs.length, from + step);
    tenths.push(
      per(
        timed(() => {
          for (let i = from; i < to; i++) append(log, inputs[i] as Append);
        }),
        to - from,
      ),
    );
  }
  return tenths;
}

interface Ours {
  log: EventLog;
  store: Store;
  appendByTenth: Timing[];
  /** Heap retained by the log and the store's fold with checkpoints. */
  bytes: number;
}

function ours(size: number): Ours {
  const before = heap();
  let inputs: Append[] | null = sessionInputs(size);
  const log = new EventLog({ clock: new ManualClock() });
  const store = createStore(log);
  const appendByTenth = appendTimed(log, inputs);
  inputs = null;
  return { log, store, appendByTenth, bytes: heap() - before };
}

/** The log alone: validation, redaction, storing, delivery; no fold. */
function logOnly(size: number): { timing: Timing; events: readonly AppEvent[] } {
  const log = new EventLog({ clock: new ManualClock() });
  return { timing: appendAll(log, sessionInputs(size)), events: log.all() };
}

/** The heap a fold with checkpoints of these events keeps (the events themselves are already there). */
function checkpointBytes(events: readonly AppEvent[]): number {
  const before = heap();
  const checkpoints = Checkpoints.from(events);
  const bytes = heap() - before;
  void checkpoints.size;
  return bytes;
}

/** Appends every input; the inputs are not kept once appended (so the heap shows only the log's). */
function appendAll(log: EventLog, inputs: Append[]): Timing {
  const size = inputs.length;
  return per(
    timed(() => {
      for (const input of inputs) append(log, input);
    }),
    size,
  );
}

/**
 * Folding with checkpoints, the store's part of an append, over appended events that no fold has
 * seen yet (a first fold also freezes what it keeps of each payload, as in the app).
 */
function foldOnly(events: readonly AppEvent[]): Timing {
  const checkpoints = new Checkpoints();
  return per(
    timed(() => {
      for (const event of events) checkpoints.push(event);
    }),
    events.length,
  );
}

/** Appends with the store and the effects' folded view subscribed, as the running app has them. */
function withEffectsView(size: number): Timing {
  const inputs = sessionInputs(size);
  const log = new EventLog({ clock: new ManualClock() });
  const store = createStore(log);
  const subscription = foldedEvents(log).subscribe();
  const perEvent = per(
    timed(() => {
      for (const input of inputs) append(log, input);
    }),
    size,
  );
  subscription.unsubscribe();
  store.stop();
  return perEvent;
}

function seekLatency(store: Store): { median: number; p95: number } {
  const dev = createConsole(store);
  const size = store.log.size;
  let seed = 7;
  const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed / 2 ** 31);
  for (let i = 0; i < 30; i++) {
    dev.travelTo(Math.floor(next() * size)); // warm-up, not counted
    void store.state.value.cart;
  }
  const seeks: number[] = [];
  for (let i = 0; i < 300; i++) {
    const seq = Math.floor(next() * size);
    const t = performance.now();
    dev.travelTo(seq);
    void store.state.value.cart;
    seeks.push(performance.now() - t);
  }
  dev.leaveTravel();
  seeks.sort((a, b) => a - b);
  return { median: median(seeks), p95: p95(seeks) };
}

/** Our what-if: the state at the last event without one early event. */
function toggleOurs(events: readonly AppEvent[], seq: number): number {
  const t = performance.now();
  foldWithout(events, [{ from: seq, to: seq }], events.length - 1);
  return performance.now() - t;
}

interface Theirs {
  appendPerEvent: Timing;
  sampled: boolean;
  bytes: number;
  /** ms per toggled seq, toggled one after the other. */
  toggles: number[];
}

function instrumentRun(events: readonly AppEvent[], toggled: readonly number[]): Theirs {
  const before = heap();
  let store: Instrumented | null = instrumentedStore();
  const sampled = events.length > 20_000;
  const instrumented = store;
  let appendPerEvent: Timing;
  if (sampled) {
    const fill = events.length - SAMPLED_APPENDS;
    importHistory(instrumented, events.slice(0, fill));
    appendPerEvent = per(
      timed(() => {
        for (let i = fill; i < events.length; i++) instrumented.dispatch(events[i] as never);
      }),
      SAMPLED_APPENDS,
    );
  } else {
    appendPerEvent = per(
      timed(() => {
        for (const event of events) instrumented.dispatch(event as never);
      }),
      events.length,
    );
  }
  const bytes = heap() - before;
  const toggles = toggled.map((seq) => {
    const t = performance.now();
    toggleEvent(instrumented, seq);
    return performance.now() - t;
  });
  store = null;
  return { appendPerEvent, sampled, bytes, toggles };
}

console.log(
  `node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(
      ' ',
    )}, ${os.cpus().length} CPUs; wall-clock times${gc ? '' : ' (no --expose-gc: memory figures left out)'}`,
);

const table: { label: string; ours: number; theirs: number; unit: (v: number) => string; note?: string }[] =
  [];

// Warm-up, not measured: the first appends of a process run while V8 is still compiling the log,
// the schemas and the fold, and would be charged to whichever size is measured first.
{
  const warm = ours(WARM_UP);
  warm.store.stop();
  heap();
}
console.log(`(after a warm-up of ${count(WARM_UP)} appends, not measured)`);

/** Runs of the smaller sizes whose tenths are medianed: a tenth of 1,000 events lasts a few ms, which one GC pause can double. */
const repeatsOf = (size: number) => (size <= 10_000 ? 5 : 1);

/** Each tenth's median over several runs of the same appends. */
function medianTenths(runs: readonly (readonly Timing[])[]): Timing[] {
  return (runs[0] as readonly Timing[]).map((_, i) => ({
    wall: median(runs.map((tenths) => (tenths[i] as Timing).wall)),
    cpu: median(runs.map((tenths) => (tenths[i] as Timing).cpu)),
  }));
}

for (const size of SIZES) {
  const started = performance.now();
  // Only the last run is kept (the others' logs would weigh on the garbage collector of the next).
  const tenths: Timing[][] = [];
  let last: Ours | null = null;
  for (let i = 0; i < repeatsOf(size); i++) {
    last?.store.stop();
    last = null;
    last = ours(size);
    tenths.push(last.appendByTenth);
  }
  const runs = tenths;
  const run = { ...(last as Ours), appendByTenth: medianTenths(tenths) };
  const built = (performance.now() - started) / runs.length;
  const events = run.log.all();
  const seek = seekLatency(run.store);
  console.log(`\n${count(size)} events (built in ${built.toFixed(0)} ms)`);
  console.log(
    `  seek (cursor + state read), 300 random events: median ${msf(seek.median)}, p95 ${msf(seek.p95)}`,
  );
  console.log(
    `  append per event, console closed (validate + redact + log + fold + checkpoints), by tenth${runs.length > 1 ? ` (median of ${runs.length} runs)` : ''}, wall: ${run.appendByTenth.map((t) => us(t.wall)).join(', ')}`,
  );
  console.log(`    the same, CPU: ${run.appendByTenth.map((t) => us(t.cpu)).join(', ')}`);
  if (size < 10_000) {
    run.store.stop();
    continue;
  }
  const own = logOnly(size);
  const folding = foldOnly(own.events);
  console.log(
    `    of which the log (validate + redact + store + deliver): ${usBoth(own.timing)}; the fold with checkpoints: ${usBoth(folding)}`,
  );
  if (size === 10_000) {
    console.log(
      `  append per event with the effects' folded view subscribed too (as in the app): ${usBoth(withEffectsView(size))}`,
    );
  }
  const foldBytes = gc ? checkpointBytes(events) : 0;
  const eventBytes = run.bytes - foldBytes;
  if (gc) {
    console.log(
      `  memory per event: ${kb(run.bytes / size)} (the events ${kb(eventBytes / size)}, the fold's checkpoints ${kb(foldBytes / size)})`,
    );
  }

  // What-if needs the slice history, which appends do not keep until someone asks (decision 007).
  const history = timed(() => run.store.checkpoints.keepHistory());
  console.log(
    `  first what-if of the session: builds the slice history once, ${msf(history.wall)} (CPU ${msf(history.cpu)})`,
  );
  const whatIf = new Map<string, number[]>();
  const samples = 3;
  const seen = new Map<string, number>();
  for (const event of events) {
    if (event.seq < EARLY) continue;
    const n = seen.get(event.type) ?? 0;
    if (n >= samples) continue;
    seen.set(event.type, n + 1);
    whatIf.set(event.type, [...(whatIf.get(event.type) ?? []), toggleOurs(events, event.seq)]);
  }
  console.log(
    `  what-if without one early event (${samples} of each type from #${EARLY}), state at the last event, median: ${[
      ...whatIf,
    ]
      .map(([type, times]) => `${type} ${msf(median(times))}`)
      .join(', ')}`,
  );
  /** A reply never catches up: its request stays in flight in the branch (decision 007). */
  const reply = events.find((e) => e.seq > EARLY && e.type === 'cart/received')?.seq ?? EARLY;
  const toggled = [EARLY, reply];
  const oursToggles = toggled.map((seq) => toggleOurs(events, seq));
  const oursAppend = median(run.appendByTenth.map((t) => t.wall));
  run.store.stop();

  const theirs = instrumentRun(events, toggled);
  const k = size === 10_000 ? '10k' : '100k';
  table.push({
    label: `append per event @${k}`,
    ours: oursAppend,
    theirs: theirs.appendPerEvent.wall,
    unit: us,
    note: `ours: median of the tenths; instrument: ${
      theirs.sampled
        ? `${SAMPLED_APPENDS} appends timed after filling its history to ${count(size - SAMPLED_APPENDS)} events with IMPORT_STATE`
        : 'every event dispatched'
    }`,
  });
  if (gc) {
    table.push({
      label: `memory per event @${k}`,
      ours: run.bytes / size,
      theirs: (eventBytes + theirs.bytes) / size,
      unit: kb,
      note: "instrument: the events themselves (as our log holds them) plus instrument's history and states",
    });
  }
  toggled.forEach((seq, i) =>
    table.push({
      label: `toggle event #${seq} (${events[seq]?.type}) @${k}`,
      ours: oursToggles[i] ?? NaN,
      theirs: theirs.toggles[i] ?? NaN,
      unit: msf,
      note: 'ours: what-if state at the last event; instrument: TOGGLE_ACTION',
    }),
  );
}

console.log('\n@redux-devtools/instrument (unlimited history), same events, same fold, side by side');
for (const row of table) {
  console.log(
    `  ${row.label.padEnd(52)} ours ${row.unit(row.ours).padStart(10)}   instrument ${row.unit(row.theirs).padStart(10)}   ${ratio(row.theirs, row.ours)}${row.note ? `   (${row.note})` : ''}`,
  );
}

const log = new EventLog({ clock: new ManualClock() });
for (const input of sessionInputs(10_000)) append(log, input);
const config = AppConfig.parse(configInput);
let t = performance.now();
const text = serializeSession(sessionFileOf(log.all(), config, 'bench'));
const exportMs = performance.now() - t;
t = performance.now();
const imported = parseSessionText(text);
const importMs = performance.now() - t;
const gz = gzipSync(text).length;
console.log(`\nsession file of ${count(log.size)} events (import ok: ${imported.ok})`);
console.log(
  `  export (build + serialize): ${exportMs.toFixed(0)} ms; import (parse + validate + redact): ${importMs.toFixed(0)} ms`,
);
console.log(
  `  size: ${(text.length / 1024).toFixed(0)} kB raw, ${(gz / 1024).toFixed(0)} kB gzip = ${(gz / (log.size / 1000) / 1024).toFixed(1)} kB gzip per 1,000 events`,
);
