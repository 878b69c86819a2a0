/**
 * Shared step for every journey: open the built app at a path (relative to the project's baseURL) and
 * wait until it has booted (`<html data-app="ready">`, set after the mock provider, translations and
 * first render are up) or reported a startup error (`data-app="failed"`).
 */
import type { Page } from '@playwright/test';

export async function openApp(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-app]').waitFor({ state: 'attached' });
}

/**
 * How long to wait for a page's first content after a navigation: a page load (its chunks, the
 * mock's worker, the first replies) took over the default 5 s on a machine loaded to 20 runnable
 * tasks per core, with every stage on its way; no state is retried, only waited for.
 */
export const PAGE_LOAD = { timeout: 20_000 };
