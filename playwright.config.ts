/**
 * Playwright runs the journeys against the built app in Debian's Chromium headless shell
 * (/usr/bin/chromium-headless-shell, what Playwright itself runs headless; or `CHROMIUM_PATH`): this
 * machine cannot download Playwright's own browser. Projects: `dev` (a development build with the
 * developer console, devtools specs only), `mock` (app + MSW in the browser)
 * and `real` (app + the mock provider as an HTTP server); `real-minimal` runs the main journeys (cart,
 * checkout as alice in sk-ws and sven in se-ws, domain checker) against the provider's minimal flavour
 * (decision 027). The global setup serves what the selected projects need.
 */
import { defineConfig } from '@playwright/test';
import { e2eChromiumPath } from './scripts/chromium-path.mjs';
import { E2E_SETUPS } from './scripts/e2e-setups.mjs';

const DEVTOOLS_SPECS = /(devtools.*|website-flow)\.spec\.ts$/;
/** The main journeys, run once more against the minimal provider (not every spec twice: time budget). */
const MAIN_JOURNEYS = /(^|[\\/])(cart|checkout|domain-checker)\.spec\.ts$/;
/** Accessibility (axe) and keyboard runs prove nothing about the provider: run in `mock` only. */
const ACCESSIBILITY_RUNS = /accessibility|keyboard|passes axe/;
/** Within the main journeys, neither do uploads (the `real` set-up sends them over HTTP already). */
const NOT_PROVIDER_BOUND = /accessibility|keyboard|passes axe|migration uploads|a file over 5 MB/;
/**
 * Journeys of the UI alone, the same against any provider: the tutorial, and every company variant
 * (each variant's flows also run as scenarios in vitest). Run in `mock` only (time budget, issue 17).
 */
const UI_ONLY_SPECS = /(tutorial|companies)\.spec\.ts$/;
/** The phone layout (decision 031) is CSS: checked once, in `mock`, not again against the real provider. */
const LAYOUT_ONLY_SPECS = /phone-layout\.spec\.ts$/;
/**
 * The failure path as production has it (issue 21): the production build against the HTTP provider,
 * whose report then opens in the development build; the customer's data, the navigation rule and
 * a failing storage (issue 22), which need the provider's login on another origin; and faults
 * injected at the HTTP provider (issue 22: a reply held or dropped after the request was carried
 * out, which only a real connection shows as it is); the heatmap script after consent (decision 080),
 * which only the `real` build configures. Run in `real` only (the global setup also
 * serves the development build then).
 */
const REAL_ONLY_SPECS =
  /(failed-order-report|sentry-envelope|customer-data-and-redirects|provider-faults|forms|domain-stream|early-paint|lost-replies|heatmap|long-report-rerun)\.spec\.ts$/;
const originOf = ({ host, port }: { host: string; port: number }) => `http://${host}:${port}`;

export default defineConfig({
  testDir: 'e2e',
  globalSetup: './e2e/setup/global-setup.ts',
  outputDir: 'test-results',
  // Two workers on two cores (decision 074): a test waits on the browser, the app's timers and the
  // provider much of its time, so a second worker fills what one leaves idle. Each worker has its
  // own browser, so contexts, storage and the in-browser mock are its own; the HTTP providers keep
  // a session (cart, login, faults, behaviour) per cookie, and what they keep for all (orders,
  // error reports, users, saved profiles) is read per session or by content, never by count.
  workers: 2,
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  // A state waited for, never an action retried: a page load (route chunk, the mock's worker, the
  // first replies) took over 5 s with every stage on its way on a machine loaded to ~20 runnable
  // tasks (five helpers beside the suite); a passing assertion returns as soon as it holds.
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: e2eChromiumPath(),
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // The trace of a failed test keeps its actions, DOM snapshots, network and console, not the
    // screencast: its screenshots took a quarter of the run's time (decision 074).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'mock',
      testIgnore: [DEVTOOLS_SPECS, REAL_ONLY_SPECS],
      use: { baseURL: originOf(E2E_SETUPS.mock) },
    },
    {
      name: 'real',
      testIgnore: [DEVTOOLS_SPECS, LAYOUT_ONLY_SPECS, UI_ONLY_SPECS],
      grepInvert: ACCESSIBILITY_RUNS,
      use: { baseURL: originOf(E2E_SETUPS.real) },
    },
    {
      name: 'real-minimal',
      testMatch: MAIN_JOURNEYS,
      grepInvert: NOT_PROVIDER_BOUND,
      use: { baseURL: originOf(E2E_SETUPS['real-minimal']) },
    },
    // The developer console exists only in development builds.
    { name: 'dev', testMatch: DEVTOOLS_SPECS, use: { baseURL: originOf(E2E_SETUPS.dev) } },
  ],
});
