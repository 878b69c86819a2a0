/**
 * Developer console figures (issue 5), printed, never asserted: time-travel seek latency through the
 * store (cursor set + state read) at 1,000 / 10,000 / 100,000 events; the cost of appending one
 * event while the console is closed (validation, redaction, fold, checkpoints), per event at growing
 * log sizes so a non-flat curve shows; and export / import of a 10,000-event session file (time and
 * gzipped bytes per 1,000 events).
 *
 * Run: node --import tsx bench/devtools.ts
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { AppConfig } from '../events/contract/app-config';
import { ManualClock } from '../events/clock';
import { EventLog } from '../events/log';
import { createStore, type Store } from '../src/store/store';
import { createConsole } from '../devtools/console-model';
import { parseSessionText, serializeSession, sessionFileOf } from '../devtools/session-io';
import { bootPayload, buildCart, buildDomainItem, buildItem, configInput } from '../tests/support/builders';

const cart = buildCart({
  items: [buildDomainItem('example.sk'), buildItem({ id: 'h1' }), buildItem({ id: 'v1', code: 'vps' })],
});

/** Appends one "round" of a realistic mix (cart command with its exchange, a read call, ui, nav). */
function appendRound(log: EventLog, n: number): void {
  const requestId = `r${n}`;
  const roll = n % 10;
  if (roll < 5) {
    log.append('cart/item-update-requested', { itemId: 'h1', changes: { period: 12 } });
    log.append('cart/command-started', { command: 'update-item', itemId: 'h1', commandId: `cmd-${n}` });
    log.append('api/requested', {
      requestId,
      method: 'PATCH',
      url: 'https://api.test/cart/items/h1',
      pathTemplate: '/cart/items/{id}',
      headers: {},
      body: { period: 12 },
    });
    log.append('api/responded', { requestId, status: 200, headers: {}, body: cart, durationMs: 40 });
    log.append('cart/received', { cart, command: 'update-item', commandId: `cmd-${n}` });
  } else if (roll < 8) {
    log.append('api/requested', {
      requestId,
      method: 'GET',
      url: 'https://api.test/cart/x-sell-up-sell',
      pathTemplate: '/cart/x-sell-up-sell',
      headers: {},
      body: null,
    });
    log.append('api/responded', {
      requestId,
      status: 200,
      headers: {},
      body: { xSellProducts: [], upSellProducts: [] },
      durationMs: 25,
    });
  } else {
    log.append('nav/changed', { path: n % 2 ? '/checkout' : '/checkout/order', search: '' });
    log.append('messages/shown', {
      path: 'general',
      message: { translationKey: `flash.k${n % 5}`, type: 'info' },
    });
  }
}

function session(count: number): { log: EventLog; store: Store; appendMs: number[] } {
  const log = new EventLog({ clock: new ManualClock() });
  const store = createStore(log);
  log.append('app/booted', bootPayload());
  const appendMs: number[] = [];
  let n = 0;
  let t = performance.now();
  let sinceMark = log.size;
  const step = Math.max(1000, count / 10);
  while (log.size < count) {
    appendRound(log, ++n);
    if (log.size - sinceMark >= step) {
      appendMs.push((performance.now() - t) / (log.size - sinceMark));
      t = performance.now();
      sinceMark = log.size;
    }
  }
  return { log, store, appendMs };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`;

console.log(
  `node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, ${os.cpus().length} CPUs`,
);

for (const count of [1_000, 10_000, 100_000]) {
  const started = performance.now();
  const { log, store, appendMs } = session(count);
  const built = performance.now() - started;
  const dev = createConsole(store);
  const size = log.size;
  let seed = 7;
  const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed / 2 ** 31);
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
  console.log(`\n${size.toLocaleString('en-US')} events (built in ${built.toFixed(0)} ms)`);
  console.log(
    `  seek (cursor + state read), 300 random events: median ${pct(seeks, 0.5).toFixed(3)} ms, p95 ${pct(seeks, 0.95).toFixed(3)} ms`,
  );
  console.log(
    `  append per event, console closed (validate + redact + fold + checkpoint), by tenth of the log: ${appendMs.map(us).join(', ')}`,
  );
  store.stop();
}

const { log } = session(10_000);
const config = AppConfig.parse(configInput);
let t = performance.now();
const text = serializeSession(sessionFileOf(log.all(), config, 'bench'));
const exportMs = performance.now() - t;
t = performance.now();
const imported = parseSessionText(text);
const importMs = performance.now() - t;
const gz = gzipSync(text).length;
console.log(`\nsession file of ${log.size.toLocaleString('en-US')} events (import ok: ${imported.ok})`);
console.log(
  `  export (build + serialize): ${exportMs.toFixed(0)} ms; import (parse + validate + redact): ${importMs.toFixed(0)} ms`,
);
console.log(
  `  size: ${(text.length / 1024).toFixed(0)} kB raw, ${(gz / 1024).toFixed(0)} kB gzip = ${(gz / (log.size / 1000) / 1024).toFixed(1)} kB gzip per 1,000 events`,
);
