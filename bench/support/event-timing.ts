/**
 * The Event Timing machinery of the browser benchmarks (bench/interactions.ts, bench/console-panel.ts):
 * a page whose PerformanceObserver of type 'event' (durationThreshold 16) collects Event Timing
 * entries from the first script on, a DevTools session to throttle the CPU, and `timed`, which runs
 * one interaction under 4× throttling (or the rate given) and reads its latency the way INP does (the longest entry of
 * the interactions it caused, once its requests are over and two frames have painted; none means
 * under 16 ms and counts as 16). Plus the median and nearest-rank p95 the figures print.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { networkSettler } from './site-pages';

const THRESHOLD_MS = 16;

/** Collects Event Timing entries in the page from the first script on. */
function observeEvents(): void {
  const entries: { name: string; duration: number; id: number }[] = [];
  (window as unknown as { __benchEvents: typeof entries }).__benchEvents = entries;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      entries.push({ name: entry.name, duration: entry.duration, id: entry.interactionId ?? 0 });
    }
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
}

export interface Bench {
  page: Page;
  cdp: CDPSession;
  settle: (quietMs?: number) => Promise<void>;
}

export async function openBench(
  browser: Browser,
  viewport: { width: number; height: number } = { width: 390, height: 844 },
): Promise<Bench> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(observeEvents);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return { page, cdp, settle: networkSettler(page) };
}

const throttle = (bench: Bench, rate: number) => bench.cdp.send('Emulation.setCPUThrottlingRate', { rate });

/**
 * Runs one interaction under 4× throttling and returns its latency: the longest Event Timing entry
 * of the interactions it caused, once its requests are over and two frames have painted.
 */
export async function timed(bench: Bench, act: () => Promise<void>, rate = 4): Promise<number> {
  await bench.page.evaluate(() => {
    (window as unknown as { __benchEvents: unknown[] }).__benchEvents.length = 0;
  });
  await throttle(bench, rate);
  await act();
  await bench.settle();
  const entries = await bench.page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { __benchEvents: { duration: number; id: number }[] }).__benchEvents;
  });
  await throttle(bench, 1);
  const latencies = entries.filter((entry) => entry.id > 0).map((entry) => entry.duration);
  return Math.max(THRESHOLD_MS, ...latencies);
}

/** The benches' one median and p95 (nearest rank): stats.ts. */
export { median, p95 } from './stats';
