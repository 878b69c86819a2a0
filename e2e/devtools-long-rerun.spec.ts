// Guards the start of a re-run at a chosen page load (issue 33): a tab that went through the order steps, the cart, the domain checker (two searches and a transfer) and back, over a dozen page loads, exported and re-run live from its last page load, plays that page load only and ends at "Same outcome as the recording". The re-run of the whole tab is not in the suite yet: under load it parted from its recording (a recorded 200 answered as a lost connection), a race docs/status.md names until it is found.
import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { importFile, openConsole } from './helpers/devtools';
import { longTab } from './helpers/long-tab';

async function exported(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export session' }).click(),
  ]);
  return readFile((await download.path()) ?? '', 'utf8');
}

/** Records the long tab and loads its export in the console, ready to re-run. */
async function loadedLongTab(page: Page, baseURL: string, path: string): Promise<void> {
  await longTab(page, baseURL);
  await openConsole(page);
  const loads = page.getByTestId('recording-segments').getByRole('listitem');
  expect(await loads.count()).toBeGreaterThanOrEqual(10);
  const session = await exported(page);
  await writeFile(path, session);
  await page.reload();
  await importFile(page, 'long-tab.json', session);
  await expect(page.getByTestId('session-summary')).toContainText('Loaded: long-tab.json');
}

const bar = (page: Page) =>
  page.getByRole('region', { name: 'Re-run in progress: long-tab.json', exact: true });

test('a re-run started at the last page load plays that page load only, to the same outcome', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(300_000);
  await loadedLongTab(page, baseURL ?? '', testInfo.outputPath('long-tab.json'));
  const choice = page.getByLabel('Start the re-run at');
  const options = choice.getByRole('option');
  const count = await options.count();
  await choice.selectOption({ index: count - 1 });
  await page.getByRole('button', { name: 'Re-run live' }).click();
  await expect(bar(page).getByRole('status')).toContainText('Same outcome as the recording', {
    timeout: 60_000,
  });
  // Only that page load was played: the re-run's own recording holds one.
  await page.keyboard.press('Alt+Shift+KeyD');
  await expect(page.getByRole('complementary', { name: 'Developer console' })).toContainText(
    'Page loads in the recording: 1',
  );
});
