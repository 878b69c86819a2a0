/**
 * The site the browser benchmarks load (bench/lighthouse.ts, bench/interactions.ts), set up the way a
 * customer meets it: the production build of the `real` e2e set-up (the app talking over HTTP to the
 * mock provider on loopback, so no in-browser mock chunk is loaded, decision 032), served gzipped
 * with the index.html fallback (scripts/serve.mjs), and beside it the React-only reference page
 * (bench/reference/react-only.tsx) built with the app's esbuild options and served the same way.
 * Ports are free ones picked at start, so a bench never collides with an e2e run.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath } from '../../scripts/chromium-path.mjs';
import { E2E_SETUPS } from '../../scripts/e2e-setups.mjs';
import { startStaticServer } from '../../scripts/serve.mjs';
import { startProviderServer } from '../../fixtures/provider/http-server';
import config from '../../playwright.config';
import { STACK_ONLY, buildAppPage, buildReactOnlyPage } from './build-pages.mjs';

/**
 * The benches' Chromium (`CHROMIUM_PATH`, else Debian's full Chromium; the e2e runs use its headless
 * shell) with the e2e runs' flags (playwright.config.ts).
 */
export const CHROMIUM = chromiumPath();
export const CHROMIUM_FLAGS: readonly string[] = config.use?.launchOptions?.args ?? [];

export interface Site {
  /** Origin of the app, with a trailing slash, e.g. http://127.0.0.1:40123/ */
  app: string;
  /** The React-only page's URL. */
  reactOnly: string;
  /** The stack-only page's URL: React and the stack's libraries at their smallest (the floor). */
  stackOnly: string;
  close(): Promise<void>;
}

/**
 * Starts the provider, builds both pages against it and serves them; `close()` stops it all. `mode`
 * development builds the app with the developer console (bench/console-panel.ts); `sleep` replaces
 * the provider's waits (bench/stream-paint.ts stamps when each streamed result leaves).
 */
export async function startSite(
  mode: 'production' | 'development' = 'production',
  /** How the provider waits (its stream spacing, latency faults); a bench may stamp the waits. */
  sleep?: (ms: number) => Promise<void>,
): Promise<Site> {
  const scratch = join(tmpdir(), `bench-site-${process.pid}`);
  mkdirSync(scratch, { recursive: true });
  const provider = await startProviderServer({ port: 0, host: '127.0.0.1', sleep });
  const stops: (() => Promise<void>)[] = [() => provider.close()];
  try {
    const params = {
      ...E2E_SETUPS.real.params,
      apiUrl: provider.apiUrl,
      validationApiUrl: provider.validationApiUrl,
      loginUrl: provider.loginUrl,
    };
    const appDir = join(scratch, 'app');
    await buildAppPage(appDir, params, mode);
    const reactDir = join(scratch, 'react-only');
    await buildReactOnlyPage(reactDir);
    const app = await startStaticServer({ dir: appDir, port: 0, gzip: true });
    stops.push(app.close);
    const reactOnly = await startStaticServer({ dir: reactDir, port: 0, gzip: true });
    stops.push(reactOnly.close);
    const stackDir = join(scratch, 'stack-only');
    await buildReactOnlyPage(stackDir, STACK_ONLY);
    const stackOnly = await startStaticServer({ dir: stackDir, port: 0, gzip: true });
    stops.push(stackOnly.close);
    const close = async () => {
      for (const stop of stops.reverse()) await stop();
      rmSync(scratch, { recursive: true, force: true });
    };
    return { app: app.url, reactOnly: reactOnly.url, stackOnly: stackOnly.url, close };
  } catch (error) {
    for (const stop of stops.reverse()) await stop();
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
}
