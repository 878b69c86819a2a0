/**
 * The tab's recording (issue 16), printed, never asserted: what keeping the log in the tab's
 * sessionStorage costs an append (goal ≤ 10 µs, flat), what a write costs, and how many events the
 * cap holds, on the console's generated sessions (bench/support/session-inputs.ts) with the store
 * folding as in the app. How each is measured: docs/decisions/033-per-tab-recording.md.
 * Run: node --import tsx bench/tab-recording.ts (npm run bench does).
 */
import { performance } from 'node:perf_hooks';
import { ManualClock } from '../events/clock';
import { EventLog } from '../events/log';
import { TAB_RECORDING_CAP, TAB_RECORDING_KEY, TabRecorder } from '../src/boot/tab-recording';
import { memoryStorage } from '../src/effects/runtime/deps';
import { createStore } from '../src/store/store';
import { sessionInputs, type Append } from './support/session-inputs';
import { median } from './support/stats';

const SIZES = [10_000, 100_000] as const;
const BATCH = 100;

const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;

function append(log: EventLog, [type, payload]: Append): void {
  log.append(type as never, payload as never);
}

interface Run {
  appendMedian: number;
  writePerEvent: number;
  stored: string;
}

function run(size: number, recording: boolean, cap = TAB_RECORDING_CAP): Run {
  const inputs = sessionInputs(size);
  const log = new EventLog({ clock: new ManualClock() });
  createStore(log);
  const storage = memoryStorage();
  const recorder = recording
    ? new TabRecorder({ epoch: 0, segments: 1, dropped: { segments: 0, events: 0 }, leaving: null }, [], {
        storage,
        cap,
        schedule: () => () => {},
      })
    : null;
  recorder?.attach(log);
  const appends: number[] = [];
  let writing = 0;
  for (let from = 0; from < inputs.length; from += BATCH) {
    const to = Math.min(inputs.length, from + BATCH);
    const t = performance.now();
    for (let i = from; i < to; i++) append(log, inputs[i] as Append);
    appends.push((performance.now() - t) / (to - from));
    if (recorder) {
      const w = performance.now();
      recorder.flush();
      writing += performance.now() - w;
    }
  }
  return {
    appendMedian: median(appends.slice(Math.floor(appends.length / 10))),
    writePerEvent: writing / log.size,
    stored: storage.getItem(TAB_RECORDING_KEY) ?? '',
  };
}

function bytesPer1000(): { chars: number; utf8: number; capEvents: number } {
  const size = 1_000;
  const { stored } = run(size, true, Number.MAX_SAFE_INTEGER);
  return {
    chars: stored.length,
    utf8: Buffer.byteLength(stored, 'utf8'),
    capEvents: Math.floor((TAB_RECORDING_CAP / stored.length) * size),
  };
}

run(5_000, true); // warm-up
console.log('Tab recording (sessionStorage, decision 033): append with the recorder attached');
for (const size of SIZES) {
  const without = run(size, false);
  const withIt = run(size, true);
  console.log(
    `  ${size.toLocaleString('en-US')} events: append median ${us(withIt.appendMedian)} with the recording, ` +
      `${us(without.appendMedian)} without (goal ≤ 10 µs, flat); write ${us(withIt.writePerEvent)} per event ` +
      `when written every ${BATCH} events (stored ${withIt.stored.length.toLocaleString('en-US')} characters, cap ${TAB_RECORDING_CAP.toLocaleString('en-US')})`,
  );
}
const bytes = bytesPer1000();
console.log(
  `  stored per 1,000 events: ${bytes.chars.toLocaleString('en-US')} characters (${bytes.utf8.toLocaleString('en-US')} bytes UTF-8); ` +
    `the 2 MB cap holds about ${bytes.capEvents.toLocaleString('en-US')} events`,
);
