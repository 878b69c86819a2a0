/**
 * Issue 15's page-load goals as printed figures (never asserted): Lighthouse's mobile performance run
 * on the production build (cart, order steps at payment logged in, domain checker, the React-only
 * page), median of BENCH_RUNS (3) beside each goal. The site, the pinned version, how it logs in and
 * the goals: docs/decisions/032-phone-performance-figures.md.
 * Run: npm run bench -- lighthouse (or node --import tsx bench/lighthouse.ts); BENCH_LH_SAVE=<dir> keeps
 * the reports; BENCH_LH_PAGES=cart,checker measures only those pages. Per page it also prints the LCP
 * element and the largest layout shifts (issue 24: the LCP element must be the content).
 * BENCH_LH_THROTTLING=devtools slows the network and CPU for real while the page loads (Lighthouse's
 * "applied" throttling) instead of simulating a slow phone from a load on loopback: what arrives
 * first then arrives first, as on a phone (decision 075 says why that matters for the cart).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, startSite } from './support/site';
import { loginAlice, seedCart } from './support/site-pages';
import { exitOnFailure } from './support/exit-on-failure';
import { median } from './support/stats';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3) || 3);
/** `BENCH_LH_SAVE=<dir>` keeps each run's Lighthouse report (JSON) there, to see where the time went. */
const SAVE_DIR = process.env.BENCH_LH_SAVE;
let saved = 0;
/** Lighthouse's throttling: `simulate` (its default, the goals' figures) or `devtools` (applied). */
const THROTTLING = process.env.BENCH_LH_THROTTLING === 'devtools' ? 'devtools' : 'simulate';

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes of JavaScript transferred (compressed, as served). */
  js: number;
  /** Where the page ended, when it is not where it started (a redirect would measure another page). */
  moved: string | null;
}

/**
 * Installed before the page's scripts: the largest-contentful-paint candidates and the layout shifts
 * with the elements they moved, described as `tag.class "text"` (the bench's own page, no customer).
 */
const PAINT_WATCH = `
  const describe = (el) => {
    if (!el) return '(removed)';
    const cls = typeof el.className === 'string' && el.className ? '.' + el.className.trim().split(/\\s+/).join('.') : '';
    return el.tagName.toLowerCase() + cls + ' "' + (el.textContent || '').replace(/\\s+/g, ' ').trim().slice(0, 50) + '"';
  };
  window.__paints = { lcp: [], shifts: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__paints.lcp.push(describe(e.element));
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (!e.hadRecentInput)
        window.__paints.shifts.push(e.value.toFixed(3) + ' ' + e.sources.map((s) => describe(s.node)).join(', '));
  }).observe({ type: 'layout-shift', buffered: true });
`;

/**
 * Lighthouse 12.2.3 cannot name the LCP element with this Chromium (its RootCauses gatherer fails), so
 * the page is loaded once more in Playwright, CPU 4× slower: the last LCP candidate before any input
 * is the LCP element; the shifts are listed with what moved.
 */
async function paintsOf(
  context: BrowserContext,
  url: string,
): Promise<{ lcpElement: string; shifts: string[] }> {
  const page = await context.newPage();
  try {
    // Lighthouse's mobile screen (Moto G Power: 412 × 823).
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(PAINT_WATCH);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.ZZ_RATE ?? 4) });
    await page.goto(url);
    await page.waitForTimeout(4000);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const paints = await page.evaluate(
      () => (window as unknown as { __paints: { lcp: string[]; shifts: string[] } }).__paints,
    );
    return { lcpElement: paints.lcp.at(-1) ?? '—', shifts: paints.shifts };
  } finally {
    await page.close();
  }
}

async function measure(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    disableStorageReset: true,
    throttlingMethod: THROTTLING,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (SAVE_DIR) {
    mkdirSync(SAVE_DIR, { recursive: true });
    writeFileSync(join(SAVE_DIR, `run-${++saved}.json`), JSON.stringify(lhr));
  }
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = (lhr.audits['resource-summary']?.details as { items?: unknown[] } | undefined)?.items ?? [];
  const script = summary.find(
    (item): item is { transferSize: number } => (item as { resourceType?: string }).resourceType === 'script',
  );
  return {
    score: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    js: script?.transferSize ?? Number.NaN,
    moved: lhr.finalDisplayedUrl === url ? null : lhr.finalDisplayedUrl,
  };
}

async function main() {
  const site = await startSite();
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: [...CHROMIUM_FLAGS] });
  try {
    // Seed and log in once: the session (cart, login) lives in the provider behind the cookie.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0];
    if (!context) throw new Error('no default browser context');
    const page = await context.newPage();
    await seedCart(page, site.app);
    await loginAlice(page, site.app);
    // The pages show what they are measured for (a payment step with its methods, checker results).
    await page.goto(new URL('/en/checkout/order?step=payment-method', site.app).href);
    await page.locator('#order-step-payment-method').getByRole('radio').first().waitFor();
    await page.goto(new URL('/en/domain-checker?qd=moja-firma&freeOnly=false', site.app).href);
    await page.locator('li.domain-row').first().waitFor();
    await page.close();

    const pages: [string, string][] = [
      ['cart (one domain: 3 items)', new URL('/en/checkout', site.app).href],
      ['order, payment step', new URL('/en/checkout/order?step=payment-method', site.app).href],
      ['domain checker, results', new URL('/en/domain-checker?qd=moja-firma&freeOnly=false', site.app).href],
      ['React-only page', site.reactOnly],
      ['stack-only page (floor)', site.stackOnly],
    ];
    // `BENCH_LH_PAGES=checker,React` measures only the pages whose label contains one of the words.
    const only = process.env.BENCH_LH_PAGES?.split(',').filter(Boolean);
    const rows: [string, Figures][] = [];
    for (const [label, url] of pages.filter(
      ([label]) => !only || only.some((word) => label.includes(word)),
    )) {
      const runs: Figures[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(url, chrome.port));
      const pick = (key: Exclude<keyof Figures, 'moved'>) => median(runs.map((run) => run[key]));
      const moved = runs.find((run) => run.moved)?.moved;
      if (moved) console.log(`  note: ${label} ended at ${moved}`);
      rows.push([
        label,
        {
          score: pick('score'),
          fcp: pick('fcp'),
          lcp: pick('lcp'),
          tbt: pick('tbt'),
          cls: pick('cls'),
          js: pick('js'),
          moved: null,
        },
      ]);
    }
    const paints = new Map<string, { lcpElement: string; shifts: string[] }>();
    for (const [label, url] of pages)
      if (rows.some(([measured]) => measured === label)) paints.set(label, await paintsOf(context, url));
    await browser.close().catch(() => {});

    console.log(
      `  load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}, ${cpus().length} CPUs (a busy machine lengthens every figure)`,
    );
    console.log(
      `  Lighthouse 12.2.3, mobile, performance, ${THROTTLING === 'simulate' ? 'simulated' : 'applied (devtools)'} throttling; median of ${RUNS} run(s) per page`,
    );
    console.log(
      `  ${'page'.padEnd(28)} ${'score'.padStart(5)} ${'FCP'.padStart(7)} ${'LCP'.padStart(7)} ${'TBT'.padStart(7)} ${'CLS'.padStart(6)} ${'JS'.padStart(10)}`,
    );
    for (const [label, f] of rows) {
      console.log(
        `  ${label.padEnd(28)} ${String(f.score).padStart(5)} ${`${(f.fcp / 1000).toFixed(2)} s`.padStart(7)}` +
          ` ${`${(f.lcp / 1000).toFixed(2)} s`.padStart(7)} ${`${Math.round(f.tbt)} ms`.padStart(7)}` +
          ` ${f.cls.toFixed(3).padStart(6)} ${`${(f.js / 1024).toFixed(0)} KiB`.padStart(10)}`,
      );
    }
    console.log(
      `  ${'goal (each of our pages)'.padEnd(28)} ${'≥ 95'.padStart(5)} ${''.padStart(7)} ${'≤ 2.0 s'.padStart(7)} ${'≤ 100'.padStart(7)} ${'≤ 0.02'.padStart(6)}`,
    );
    for (const [label] of rows) {
      const seen = paints.get(label);
      console.log(`  ${label}: LCP element ${seen?.lcpElement ?? '—'} (Playwright, CPU 4×)`);
      for (const shift of seen?.shifts ?? []) console.log(`    layout shift ${shift}`);
    }
    for (const [label, f] of rows.filter(
      ([label]) => !label.endsWith(' page') && !label.includes('(floor)'),
    )) {
      const misses = [
        f.score < 95 ? 'score' : '',
        f.lcp > 2000 ? 'LCP' : '',
        f.tbt > 100 ? 'TBT' : '',
        f.cls > 0.02 ? 'CLS' : '',
      ].filter(Boolean);
      console.log(`  ${label}: ${misses.length === 0 ? 'PASS' : `OVER (${misses.join(', ')})`}`);
    }
  } finally {
    chrome.kill();
    await site.close();
  }
}

main().catch(exitOnFailure('bench/lighthouse.ts'));
