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

/**
 * The verdict of a live re-run, read where the re-run ended: the re-run plays the customer's pages
 * only (never the console's own), so it ends on the app's page, and the verdict is in the panel
 * (Alt+Shift+D) over it.
 */
export async function rerunVerdict(page: Page, name: string, timeout = 150_000): Promise<void> {
  await expect(async () => {
    const panel = page.getByRole('complementary', { name: 'Developer console' });
    if (!(await panel.isVisible())) await page.keyboard.press('Alt+Shift+KeyD');
    const region = panel.getByRole('region', { name: `Live re-run of ${name}` });
    await expect(region.getByTestId('rerun-status').or(region.getByRole('status'))).toContainText(
      'Same outcome as the recording',
      { timeout: 2_000 },
    );
  }).toPass({ timeout });
}
