/**
 * Issue 15's interaction goal as printed figures (never asserted): how long a customer's action
 * takes to show, read the way INP reads it. Chromium (Debian's, playwright-core) with the CPU
 * throttled 4× over the DevTools protocol (`Emulation.setCPUThrottlingRate`) loads the production
 * build served gzipped against the HTTP provider (bench/support/site.ts); a PerformanceObserver of
 * type 'event' (durationThreshold 16) collects the Event Timing entries, and an interaction's latency
 * is its longest entry (all entries of one interactionId: input delay + processing + next paint).
 * An interaction with no entry took under 16 ms and counts as 16.
 *
 * Measured, BENCH_REPS times each (default 20): changing an item's period with the keyboard (a cart
 * of five items), applying a coupon, ticking the terms consent, Continue from the billing step to the
 * next, and typing a character in the sign-up form's street field. Printed: median, p95 and worst
 * beside the goal p95 ≤ 100 ms (decision 032). Set-up steps run unthrottled; the throttle is on while
 * an interaction and the requests it starts run.
 *
 * Run: npm run bench -- interactions   (or node --import tsx bench/interactions.ts)
 */
import { cpus, loadavg } from 'node:os';
import { chromium, type Browser, type CDPSession, type Locator, type Page } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, startSite } from './support/site';
import { addItems, booted, extraDomains, loginAlice, networkSettler, seedCart } from './support/site-pages';

const REPS = Math.max(1, Number(process.env.BENCH_REPS ?? 20) || 20);
const GOAL_P95_MS = 100;
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

interface Bench {
  page: Page;
  cdp: CDPSession;
  settle: (quietMs?: number) => Promise<void>;
}

async function openBench(browser: Browser): Promise<Bench> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
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
async function timed(bench: Bench, act: () => Promise<void>): Promise<number> {
  await bench.page.evaluate(() => {
    (window as unknown as { __benchEvents: unknown[] }).__benchEvents.length = 0;
  });
  await throttle(bench, 4);
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

async function cartPage(bench: Bench, app: string, extra: number): Promise<void> {
  await seedCart(bench.page, app);
  await addItems(bench.page, extraDomains(extra));
  await bench.page.goto(new URL('/en/checkout', app).href);
  await bench.page.getByRole('list', { name: 'Cart' }).waitFor();
  await bench.settle();
}

async function periodChanges(bench: Bench, app: string): Promise<number[]> {
  await cartPage(bench, app, 2);
  const select = bench.page.getByLabel('Period', { exact: true }).first();
  const values: number[] = [];
  for (let i = 0; i < REPS; i++) {
    await select.focus();
    const before = await select.inputValue();
    const atEnd = await select.evaluate((el) => {
      const options = (el as HTMLSelectElement).options;
      return options[options.length - 1]?.selected ?? false;
    });
    // One step to the neighbouring period: up from the last option, else down.
    const key = atEnd ? 'ArrowUp' : 'ArrowDown';
    values.push(await timed(bench, () => bench.page.keyboard.press(key)));
    if ((await select.inputValue()) === before) throw new Error(`the period stayed ${before}`);
  }
  return values;
}

async function couponApplies(bench: Bench, app: string): Promise<number[]> {
  await cartPage(bench, app, 0);
  const { page } = bench;
  const values: number[] = [];
  for (let i = 0; i < REPS; i++) {
    const toggle = page.getByRole('button', { name: 'I have a coupon' });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await page.getByLabel('Coupon code').fill('welcome10');
    await bench.settle();
    values.push(await timed(bench, () => page.getByRole('button', { name: 'Apply' }).click()));
    await page.getByRole('button', { name: 'Remove coupon WELCOME10' }).click();
    await bench.settle();
  }
  return values;
}

const stepBlock = (page: Page, step: string) => page.locator(`#order-step-${step}`);
const continueIn = (page: Page, step: string): Locator =>
  stepBlock(page, step).getByRole('button', { name: 'Continue' });

async function continues(bench: Bench, app: string): Promise<number[]> {
  const { page } = bench;
  await seedCart(page, app);
  await loginAlice(page, app);
  const values: number[] = [];
  for (let i = 0; i < REPS; i++) {
    await page.goto(new URL('/en/checkout/order?step=billing-profile', app).href);
    await booted(page);
    await continueIn(page, 'billing-profile').waitFor();
    await bench.settle();
    values.push(await timed(bench, () => continueIn(page, 'billing-profile').click()));
    await page.waitForURL(/step=domain-profile$/);
  }
  return values;
}

async function consentTicks(bench: Bench, app: string): Promise<number[]> {
  const { page } = bench;
  await seedCart(page, app);
  await loginAlice(page, app);
  await page.goto(new URL('/en/checkout/order?step=billing-profile', app).href);
  await booted(page);
  await continueIn(page, 'billing-profile').click();
  await continueIn(page, 'domain-profile').click();
  await page.waitForURL(/step=payment-method$/);
  await stepBlock(page, 'payment-method').getByLabel('Bank transfer', { exact: true }).check();
  await continueIn(page, 'payment-method').click();
  await page.waitForURL(/step=service-settings$/);
  await stepBlock(page, 'service-settings').getByText('All service settings are complete.').waitFor();
  await continueIn(page, 'service-settings').click();
  await page.waitForURL(/step=recapitulation$/);
  const consent = page
    .getByRole('complementary', { name: 'Summary' })
    .getByLabel('I agree to the terms and conditions');
  await bench.settle();
  const values: number[] = [];
  for (let i = 0; i < REPS; i++) {
    values.push(await timed(bench, () => consent.click()));
    if (!(await consent.isChecked())) throw new Error('the consent was not ticked');
    await consent.click();
    await bench.settle();
  }
  return values;
}

async function streetTyping(bench: Bench, app: string): Promise<number[]> {
  const { page } = bench;
  await cartPage(bench, app, 0);
  await page.getByRole('button', { name: 'Continue' }).first().click();
  await page
    .getByRole('dialog', { name: 'Log in or create an account' })
    .getByRole('button', { name: 'Create an account' })
    .click();
  await page.waitForURL(/step=billing-profile$/);
  const street = page.locator('form.signup-form').getByLabel('Street and number', { exact: true });
  await street.focus();
  await bench.settle();
  const text = 'Hlavna 12 Bratislava Stare Mesto'.slice(0, REPS).padEnd(REPS, 'x');
  const values: number[] = [];
  for (const char of text)
    values.push(await timed(bench, () => page.keyboard.press(char === ' ' ? 'Space' : char)));
  return values;
}

const sortedOf = (values: readonly number[]) => [...values].sort((a, b) => a - b);
const median = (values: readonly number[]) => {
  const sorted = sortedOf(values);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
/** Nearest-rank 95th percentile. */
const p95 = (values: readonly number[]) => sortedOf(values)[Math.ceil(values.length * 0.95) - 1] ?? 0;

async function main() {
  const site = await startSite();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS] });
  try {
    const runs: [string, (bench: Bench, app: string) => Promise<number[]>][] = [
      ['period, keyboard (5 items)', periodChanges],
      ['apply a coupon', couponApplies],
      ['tick the terms consent', consentTicks],
      ['Continue, billing → next', continues],
      ['type in street field', streetTyping],
    ];
    console.log(
      `  load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}, ${cpus().length} CPUs (a busy machine lengthens every figure)`,
    );
    console.log(`  Event Timing (as INP), Chromium, CPU 4× slower, ${REPS} repetitions each`);
    console.log(
      `  ${'interaction'.padEnd(28)} ${'median'.padStart(8)} ${'p95'.padStart(8)} ${'worst'.padStart(8)}`,
    );
    for (const [label, run] of runs) {
      const bench = await openBench(browser);
      try {
        const values = await run(bench, site.app);
        const verdict = p95(values) <= GOAL_P95_MS ? 'PASS' : 'OVER';
        console.log(
          `  ${label.padEnd(28)} ${`${Math.round(median(values))} ms`.padStart(8)} ${`${Math.round(p95(values))} ms`.padStart(8)}` +
            ` ${`${Math.round(Math.max(...values))} ms`.padStart(8)}  (goal p95 ≤ ${GOAL_P95_MS} ms: ${verdict})`,
        );
      } catch (error) {
        console.log(
          `  ${label.padEnd(28)} not measured: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
        );
        process.exitCode = 1;
      } finally {
        await bench.page.context().close();
      }
    }
  } finally {
    await browser.close();
    await site.close();
  }
}

main().catch((error) => {
  console.error(
    `bench/interactions.ts failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
});
