// Guards the developer console journey: record a session with a failing call, see its events, select an event (the app stays) and travel to it (the app renders that state), export the session file, import it back, and see a corrupt file refused.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openCartWithItems } from './helpers/cart-items';
import { importFile, openConsole, timeline } from './helpers/devtools';
import { setFaults } from './helpers/provider';

test('records a session, travels in time, exports and imports it', async ({ page, baseURL }) => {
  await openCartWithItems(page, 'sk-ws', baseURL ?? '');
  await setFaults(page, { status: 500, pathPattern: '/cart/items/', times: 1 });
  await page
    .getByRole('listitem', { name: /^Webhosting/ })
    .getByLabel('Period')
    .selectOption('1');
  await expect(page.locator('.message--error').first()).toBeVisible();

  await openConsole(page);
  const count = page.getByTestId('timeline-count');
  await expect(count).toContainText('events shown');
  await page.getByRole('button', { name: 'Errors', exact: true }).click();
  await expect(page.getByTestId('timeline-showing')).toHaveText('Showing only: Errors');
  await expect(timeline(page).getByRole('listitem').filter({ hasText: 'api/failed' }).first()).toBeVisible();
  await page.getByRole('button', { name: 'All families' }).click();
  await expect(page.getByTestId('timeline-showing')).toHaveText('Showing every family');

  const miniCart = page.locator('.mini-cart');
  await expect(miniCart).toBeVisible();
  await timeline(page).focus();
  await page.keyboard.press('Home');
  await expect(page.getByTestId('event-detail')).toContainText('#0 session/segment-started');
  await expect(page.getByTestId('travel-status')).toContainText('Live:');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('travel-status')).toContainText('#0');
  await expect(miniCart).toHaveCount(0);
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(miniCart).toBeVisible();
  await page.getByRole('button', { name: 'Back to live' }).click();
  await expect(page.getByTestId('travel-status')).toContainText('Live:');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export session' }).click(),
  ]);
  const text = await readFile((await download.path()) ?? '', 'utf8');
  const file = JSON.parse(text) as { format: string; events: { type: string }[] };
  expect(file.format).toBe('hosting-checkout-session');
  expect(file.events.some((e) => e.type === 'api/failed')).toBe(true);

  await importFile(page, 'recorded.json', text);
  await expect(page.getByTestId('developer-notice')).toContainText(`${file.events.length} events`);
  await expect(page.getByTestId('session-summary')).toContainText('Loaded: recorded.json');

  await importFile(page, 'broken.json', '{"format": "hosting-checkout-session", "events": [');
  await expect(page.getByRole('alert').filter({ hasText: 'not valid JSON' })).toBeVisible();
  await expect(page.getByTestId('session-summary')).toContainText('Loaded: recorded.json');
});
