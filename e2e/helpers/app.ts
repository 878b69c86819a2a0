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
