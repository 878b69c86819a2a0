/**
 * Where the cart route's first load spends its time at 4× CPU (issue 31), printed, never asserted:
 * the production build against the HTTP provider (bench/support/site.ts), the cart opened by a full
 * page load with Chromium's CPU throttled 4×, profiled by CDP's sampling profiler from the navigation
 * to the cart's list on screen. Prints when the app was ready and the cart shown, the long tasks
 * (> 50 ms) on the way, and the CPU time per chunk of the build (named by what weighs most in it,
 * from the build's metafile). Figures: docs/decisions/085-initial-js-per-route.md.
 * Run: npm run bench -- boot-profile
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { Metafile } from 'esbuild';
import { chromium } from 'playwright-core';
import { exitOnFailure } from './support/exit-on-failure';
import { seedCart } from './support/site-pages';
import { median } from './support/stats';
import { CHROMIUM, CHROMIUM_FLAGS, startSite } from './support/site';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const RATE = 4;

/** Installed before the app's scripts: the long tasks, and when the app was ready and the cart shown. */
const WATCH = `
  window.__long = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__long.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    if (!window.__readyAt && document.documentElement.dataset.app === 'ready') window.__readyAt = performance.now();
    if (!window.__cartAt && document.querySelector('#main-content ul[aria-label="Cart"]')) window.__cartAt = performance.now();
  }).observe(document, { childList: true, subtree: true, attributes: true });
`;

interface ProfileNode {
  id: number;
  callFrame: { url: string; functionName: string };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** What a chunk of the build is, by the two groups (package or source folder) that weigh most in it. */
function chunkNames(metafile: Metafile): Map<string, string> {
  const names = new Map<string, string>();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const groups = new Map<string, number>();
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
      const group = match?.[1] ?? input.split('/').slice(0, 2).join('/');
      groups.set(group, (groups.get(group) ?? 0) + bytesInOutput);
    }
    const top = [...groups]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 2)
      .map(([group]) => group);
    names.set(basename(file), top.join(', ') || basename(file));
  }
  return names;
}

/** CPU milliseconds per script (by its chunk's name) or per V8 category, e.g. `(garbage collector)`. */
function selfTime(profile: Profile, names: Map<string, string>): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)?.callFrame;
    const file = frame?.url ? basename(new URL(frame.url).pathname) : '';
    const where = file ? (names.get(file) ?? file) : (frame?.functionName ?? '?');
    totals.set(where, (totals.get(where) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return totals;
}

async function main() {
  const site = await startSite('production');
  const metafile = JSON.parse(
    readFileSync(join(tmpdir(), `bench-site-${process.pid}`, 'app', 'meta.json'), 'utf8'),
  ) as Metafile;
  const names = chunkNames(metafile);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS] });
  try {
    console.log(
      `  load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}, ${cpus().length} CPUs; cart by a full page load at ${RATE}× CPU, ${RUNS} runs`,
    );
    const ready: number[] = [];
    const shown: number[] = [];
    const cpu = new Map<string, number[]>();
    for (let run = 1; run <= RUNS; run++) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await seedCart(page, site.app);
      await page.addInitScript(WATCH);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(new URL('/en/checkout', site.app).href);
      await page.waitForFunction(() => (window as { __cartAt?: number }).__cartAt, null, { polling: 200 });
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
      const seen = await page.evaluate(() => {
        const w = window as unknown as {
          __readyAt: number;
          __cartAt: number;
          __long: { start: number; duration: number }[];
        };
        return { readyAt: w.__readyAt, cartAt: w.__cartAt, long: w.__long };
      });
      ready.push(seen.readyAt);
      shown.push(seen.cartAt);
      const tasks = seen.long
        .filter((task) => task.start < seen.cartAt)
        .map((task) => `${Math.round(task.duration)} ms at ${Math.round(task.start)}`);
      console.log(
        `  run ${run}: ready ${Math.round(seen.readyAt)} ms, cart shown ${Math.round(seen.cartAt)} ms; long tasks before it: ${tasks.join(', ') || 'none'}`,
      );
      for (const [where, ms] of selfTime(profile, names)) cpu.set(where, [...(cpu.get(where) ?? []), ms]);
      await context.close();
    }
    console.log(
      `  median: app ready ${Math.round(median(ready))} ms, cart shown ${Math.round(median(shown))} ms`,
    );
    console.log(
      '  CPU time from the navigation to the cart shown, median per chunk (named by its largest parts):',
    );
    for (const [where, all] of [...cpu].sort((a, b) => median(b[1]) - median(a[1])).slice(0, 12)) {
      console.log(`    ${`${Math.round(median(all))} ms`.padStart(8)}  ${where}`);
    }
  } finally {
    await browser.close();
    await site.close();
  }
}

main().catch(exitOnFailure('bench/boot-profile.ts'));
