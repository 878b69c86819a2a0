/**
 * Fold throughput and time-travel seek latency at 10,000 and 100,000 events, printed as figures
 * (no assertions): the budget of design.md is a seek "within a frame" on long sessions. The mix is
 * what a real session logs most: API exchanges and cart replies (each a fresh cart object), with
 * command, ui, message and nav events between them.
 *
 * Run: node --import tsx bench/fold.ts   (add --expose-gc for the memory figure)
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { AppEvent } from '../events/envelope';
import { EVENT_SCHEMA_VERSION } from '../events/envelope';
import { CHECKPOINT_INTERVAL, Checkpoints } from '../projections/checkpoints';
import {
  buildBillingProfile,
  buildCart,
  buildDomainItem,
  buildItem,
  bootPayload,
  user,
} from '../tests/support/builders';
import { catalogue } from '../events/catalogue/index';
import { median, p95 } from './support/stats';

const template = buildCart({
  user,
  billingProfile: buildBillingProfile(),
  items: [
    buildDomainItem('example.sk'),
    buildDomainItem('example.cz'),
    buildItem({
      id: 'h1',
      code: 'the-hosting',
      mandatoryEditableProperties: ['name'],
      properties: { name: 'web' },
    }),
    buildItem({ id: 'v1', code: 'vps', properties: { name: 'vps-1', cpu: 2, ram: 4 } }),
  ],
});

/** A deterministic PRNG (mulberry32), so every run benchmarks the same session. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generate(count: number): AppEvent[] {
  const random = prng(42);
  const events: AppEvent[] = [];
  const push = (type: string, payload: unknown) => {
    events.push({
      seq: events.length,
      at: events.length * 37,
      type,
      payload,
      v: EVENT_SCHEMA_VERSION,
    } as AppEvent);
  };
  push('app/booted', catalogue['app/booted'].schema.parse(bootPayload()));
  let n = 0;
  while (events.length < count) {
    n++;
    const requestId = `r${n}`;
    const commandId = `cmd-${n}`;
    const itemId = template.items[n % template.items.length]?.id ?? 'h1';
    const roll = random();
    if (roll < 0.5) {
      // a cart command: intent, start, request, response, new cart
      push('cart/item-update-requested', { itemId, changes: { period: 12 } });
      push('cart/command-started', { command: 'update-item', itemId, commandId });
      push('api/requested', {
        requestId,
        method: 'PATCH',
        url: `https://api.test/cart/items/${itemId}`,
        pathTemplate: '/cart/items/{id}',
        headers: { company: 'sk-ws' },
        body: { period: 12 },
      });
      const cart = structuredClone(template);
      cart.summary.count = n;
      push('api/responded', { requestId, status: 200, headers: {}, body: cart, durationMs: 40 });
      push('cart/received', { cart: structuredClone(cart), command: 'update-item', commandId });
    } else if (roll < 0.8) {
      // a read-only call (cross-sell, profiles, payment options)
      push('api/requested', {
        requestId,
        method: 'GET',
        url: 'https://api.test/cart/x-sell-up-sell',
        pathTemplate: '/cart/x-sell-up-sell',
        headers: {},
        body: null,
      });
      push('api/responded', {
        requestId,
        status: 200,
        headers: {},
        body: { xSellProducts: [], upSellProducts: [] },
        durationMs: 25,
      });
    } else if (roll < 0.9) {
      push('ui/item-drawer-toggled', { itemId });
      push('messages/shown', {
        path: 'general',
        message: { translationKey: `flash.k${n % 5}`, type: 'info' },
      });
    } else {
      push('nav/changed', {
        path: n % 2 ? '/checkout' : '/checkout/order',
        search: n % 2 ? '' : '?step=payment-method',
      });
      push('steps/user-step-set', { step: n % 2 ? 'billing-profile' : 'payment-method' });
    }
  }
  return events.slice(0, count);
}

function heapMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 1024 / 1024;
}

function cpuMs(since?: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

function run(count: number): void {
  const events = generate(count);
  const heapBefore = heapMb();
  const wallStart = performance.now();
  const cpuStart = process.cpuUsage();
  const checkpoints = new Checkpoints();
  for (const event of events) checkpoints.push(event);
  const foldCpu = cpuMs(cpuStart);
  const foldWall = performance.now() - wallStart;
  const heapAfter = heapMb();

  const random = prng(7);
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < 500; i++) {
    const seq = Math.floor(random() * count);
    const t = performance.now();
    const c = process.cpuUsage();
    checkpoints.stateAt(seq);
    cpu.push(cpuMs(c));
    wall.push(performance.now() - t);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const mix = events.reduce<Record<string, number>>(
    (acc, e) => ((acc[e.type] = (acc[e.type] ?? 0) + 1), acc),
    {},
  );
  const top = Object.entries(mix)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([t, c]) => `${t} ${Math.round((c / count) * 100)}%`);
  const rate = (ms: number) => Math.round(count / (ms / 1000)).toLocaleString('en-US');
  const ms = (v: number) => `${v.toFixed(3)} ms`;

  console.log(
    `\n${count.toLocaleString('en-US')} events (K=${CHECKPOINT_INTERVAL}, ${checkpoints.count} checkpoints)`,
  );
  console.log(`  mix: ${top.join(', ')}`);
  console.log(
    `  fold with checkpoints: ${rate(foldWall)} events/s wall (${foldWall.toFixed(0)} ms), ${rate(foldCpu)} events/s CPU`,
  );
  console.log(
    `  seek, 500 random events, wall: median ${ms(median(wall))}, p95 ${ms(p95(wall))}, max ${ms(wall.at(-1) ?? NaN)}`,
  );
  console.log(`  seek, 500 random events, CPU:  median ${ms(median(cpu))}, p95 ${ms(p95(cpu))}`);
  if ((globalThis as { gc?: unknown }).gc)
    console.log(`  heap retained by states + checkpoints: ~${(heapAfter - heapBefore).toFixed(1)} MB`);
}

console.log(
  `node ${process.version}, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, ${os.cpus().length} CPUs`,
);
for (const count of [10_000, 100_000]) run(count);
