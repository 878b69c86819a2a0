/**
 * The domain checker's streaming in the browser (issue 24), printed, never asserted: the production
 * build against the HTTP provider sending each result `SPACING_MS` apart, opened at the checker's URL
 * (the first load, where the app's boot work competes with the stream) at 1× and 4× CPU. Per run: when
 * the first row was on screen and when the stream ended (both from the request's start), how many
 * rows were already on screen when it ended, and per row the time from the provider sending it (on
 * loopback, so arrival) to the frame that shows it (the first animation frame after the row was
 * inserted). Goal: one frame (≤ 16.7 ms at 60 Hz) per row; the first row before the stream ends.
 * Also per run (issue 31, decision 086): the first row's arrival → paint on its own, and the layout
 * shifts the page saw during the load, summed (CLS as the page measures it; goal ≤ 0.02).
 * Run: npm run bench -- stream-paint
 */
import { cpus, loadavg } from 'node:os';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import { exitOnFailure } from './support/exit-on-failure';
import { booted, seedCart, setBehaviour } from './support/site-pages';
import { median, p95 } from './support/stats';
import { CHROMIUM, CHROMIUM_FLAGS, startSite } from './support/site';

const SPACING_MS = 30;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const FRAME_MS = 1000 / 60;

/**
 * Installed before the app's scripts: stamps each inserted domain row, and (Element Timing) the
 * paint that shows its text. The page runs with reduced motion, so the rows' 200 ms fade-in does not
 * hold Element Timing's report until the row is opaque.
 * A string, so no helper of the TypeScript loader ends up in the page.
 */
const STAMP_ROWS = `
  window.__rows = [];
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const now = () => performance.timeOrigin + performance.now();
  const byName = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const row = byName.get(entry.identifier);
      const painted = performance.timeOrigin + (entry.renderTime || entry.loadTime);
      if (row && !(row.painted <= painted)) row.painted = painted;
    }
  }).observe({ type: 'element', buffered: true });
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        const rows = node.matches('li.domain-row') ? [node] : [...node.querySelectorAll('li.domain-row')];
        for (const row of rows) {
          const name = row.getAttribute('aria-label') ?? '';
          const entry = { name, inserted: now(), painted: NaN };
          window.__rows.push(entry);
          byName.set(name, entry);
          // Element Timing reports when the row's text was painted.
          for (const el of [row, ...row.querySelectorAll('*')]) el.setAttribute('elementtiming', name);
        }
      }
  }).observe(document, { childList: true, subtree: true });
`;

/** When the provider sent each streamed result (epoch ms): the end of each `SPACING_MS` wait. */
let sent: number[] = [];
async function stampedSleep(ms: number): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, ms));
  if (ms === SPACING_MS) sent.push(Date.now());
}

/**
 * Waits in Node until the provider has sent the whole stream and the page has had time to paint it:
 * a locator's wait would poll the page every frame and take the main thread from the app.
 */
async function streamSent(): Promise<void> {
  const deadline = Date.now() + 30_000;
  let seen = -1;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 400));
    if (sent.length > 1 && sent.length === seen) return;
    seen = sent.length;
  }
  throw new Error('the domain stream did not end within 30 s');
}

interface Row {
  name: string;
  inserted: number;
  painted: number;
}

async function measure(page: Page, cdp: CDPSession, app: string, rate: number, run: number) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  sent = [];
  const qd = `stream-bench-${rate}-${run}-${Date.now()}.sk`;
  await page.goto(new URL(`/en/domain-checker?qd=${qd}&freeOnly=false`, app).href);
  await streamSent();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const { rows, requested, cls } = await page.evaluate(() => {
    const request = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('/domain-checker/check-domains'));
    return {
      rows: (window as unknown as { __rows: Row[] }).__rows,
      cls: (window as unknown as { __cls: number }).__cls,
      requested: request ? performance.timeOrigin + request.startTime : NaN,
    };
  });
  // One wait before each result, and one before the array's closing `]`: the stream's end.
  const ended = sent[rows.length] ?? NaN;
  return {
    first: (rows[0]?.painted ?? NaN) - requested,
    ended: ended - requested,
    beforeEnd: rows.filter((row) => row.painted < ended).length,
    rows: rows.length,
    perRow: rows.map((row, i) => row.painted - (sent[i] ?? NaN)),
    cls,
  };
}

const ms = (n: number) => (Number.isFinite(n) ? `${Math.round(n)} ms` : '—');

async function main() {
  const site = await startSite('production', stampedSleep);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS] });
  try {
    console.log(
      `  load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}, ${cpus().length} CPUs; results ${SPACING_MS} ms apart; first load of the checker`,
    );
    console.log(
      `  ${'CPU'.padEnd(4)} ${'first row'.padStart(10)} ${'stream end'.padStart(11)} ${'rows before end'.padStart(16)} ${'1st arrival → paint'.padStart(20)} ${'CLS'.padStart(6)}  arrival → frame per row (goal ≤ ${FRAME_MS.toFixed(1)} ms)`,
    );
    for (const rate of [1, 4]) {
      const all: number[] = [];
      for (let run = 1; run <= RUNS; run++) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          reducedMotion: 'reduce',
        });
        const page = await context.newPage();
        try {
          await page.addInitScript(STAMP_ROWS);
          await seedCart(page, site.app);
          await setBehaviour(page, { streamDelayMs: SPACING_MS });
          await booted(page);
          const cdp = await context.newCDPSession(page);
          const r = await measure(page, cdp, site.app, rate, run);
          const within = r.perRow.filter((v) => v <= FRAME_MS).length;
          all.push(...r.perRow);
          console.log(
            `  ${`${rate}×`.padEnd(4)} ${ms(r.first).padStart(10)} ${ms(r.ended).padStart(11)} ${`${r.beforeEnd} of ${r.rows}`.padStart(16)} ${ms(r.perRow[0] ?? NaN).padStart(20)} ${r.cls.toFixed(3).padStart(6)}  ${r.perRow.map((v) => Math.round(v)).join(' ')} ms (${within} of ${r.rows} within a frame)`,
          );
        } finally {
          await context.close();
        }
      }
      console.log(
        `  ${`${rate}×`.padEnd(4)} arrival → paint over ${all.length} rows: median ${ms(median(all))}, p95 ${ms(p95(all))}`,
      );
    }
  } finally {
    await browser.close();
    await site.close();
  }
}

main().catch(exitOnFailure('bench/stream-paint.ts'));
