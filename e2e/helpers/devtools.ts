/**
 * Shared steps of the developer console journey (development build only): open the console inside
 * the running app without reloading it (a reload would start a new session), travel with the
 * timeline, and import a file through the dashboard.
 */
import { expect, type Page } from '@playwright/test';

type Exposed = { __checkout?: { store: { dispatch(type: string, payload: unknown): void } } };

/** Navigates in-app (through the log) to the developer area, keeping the recorded session. */
export async function openConsole(page: Page, section = ''): Promise<void> {
  await page.evaluate(
    (to) => (window as Exposed).__checkout?.store.dispatch('nav/requested', { to }),
    `/developer${section}`,
  );
  await expect(page.getByRole('region', { name: 'Developer area' })).toBeVisible();
}

export function timeline(page: Page) {
  return page.getByRole('list', { name: 'Event timeline' });
}

export async function importFile(page: Page, name: string, content: string | Buffer): Promise<void> {
  await page
    .getByLabel('Import session file')
    .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content) });
}
