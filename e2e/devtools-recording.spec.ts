// Guards the tab's recording across page loads (decision 033): a card payment that fails at the gateway, reached through a typed /developer (no window call), shows both page loads in the console; the exported file opens in a fresh tab by /developer?session=<url>, a failed fetch and a bad file say so; a session with a browser Back press re-runs live to the same outcome. And the developer's whole journey (issue 16): after a payment failed at the gateway, without a reload, the panel lists the tab's page loads, reads the failing exchange without moving the app, Jumps there and back, the full console page exports, and a fresh tab opens the file by ?session= and re-runs it live to "Same outcome as the recording".
import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { openApp } from './helpers/app';
import { alice, continueFrom, finishOrder, reachRecapitulation, startOrder } from './helpers/checkout';
import { importFile, openConsole, rerunVerdict, timeline } from './helpers/devtools';
import { setBehaviour } from './helpers/provider';

/** Only that path (a glob would match the console's own address, whose query names the file). */
const at = (path: string) => (url: URL) => url.pathname === path;

async function exported(page: Page): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export session' }).click(),
  ]);
  return readFile((await download.path()) ?? '', 'utf8');
}

test('a payment failed at the gateway: the console shows both page loads and opens the file by its address', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await startOrder(page, alice, baseURL ?? '');
  await setBehaviour(page, { gateway: 'fail' });
  await reachRecapitulation(page, alice, 'Payment card', /\*\*\*\*/);
  await finishOrder(page);
  await expect(page).toHaveURL(/\/en\/thank-you\?messageKey=fail$/);
  await page.locator('html[data-app]').waitFor({ state: 'attached' });

  // A typed /developer: the console's own page load shows the tab's recording and adds nothing to it.
  await openApp(page, '/en/developer');
  await expect(page.getByTestId('session-summary')).toContainText("Loaded: this tab's recording");
  const loads = page.getByTestId('recording-segments').getByRole('listitem');
  await expect(loads.first()).toContainText('first load');
  await expect(loads.filter({ hasText: 'return from login' })).not.toHaveCount(0);
  await expect(loads.last()).toContainText('return from the payment gateway: /en/thank-you?messageKey=fail');
  await expect(loads.filter({ hasText: '/developer' })).toHaveCount(0);
  await page.getByLabel('Filter text').fill('session/segment-started');
  await expect(
    timeline(page).getByRole('listitem').filter({ hasText: 'session/segment-started' }),
  ).not.toHaveCount(0);
  await page.getByLabel('Filter text').fill('');
  const session = await exported(page);
  expect(session).toContain('"gateway-return"');
  expect(session).toContain('payment-gateway');

  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'test', value: 'test', url: baseURL ?? '' }]);
  const fresh = await context.newPage();
  await context.route(at('/reports/failed-payment.json'), (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: session }),
  );
  await openApp(fresh, '/en/developer?session=/reports/failed-payment.json');
  await expect(fresh.getByRole('status').filter({ hasText: 'Opened the session at' })).toContainText(
    '/reports/failed-payment.json',
  );
  await expect(fresh.getByTestId('session-summary')).toContainText('Loaded: failed-payment.json');
  await expect(fresh.getByTestId('recording-segments').getByRole('listitem').last()).toContainText(
    'return from the payment gateway',
  );
  await context.close();
});

test('/developer?session= says why a session cannot be opened', async ({ page }) => {
  await page
    .context()
    .route(at('/reports/missing.json'), (route) => route.fulfill({ status: 404, body: 'not here' }));
  await page
    .context()
    .route(at('/reports/page.html'), (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<html></html>' }),
    );
  await page.context().route(at('/reports/offline.json'), (route) => route.abort('internetdisconnected'));

  await openApp(page, '/en/developer?session=/reports/missing.json');
  await expect(page.getByRole('alert')).toHaveText(
    'The session at /reports/missing.json could not be fetched: the server answered 404.',
  );
  await openApp(page, '/en/developer?session=/reports/page.html');
  await expect(page.getByRole('alert')).toHaveText(
    'The session at /reports/page.html could not be opened: The file is not a session file: it is not valid JSON.',
  );
  await openApp(page, '/en/developer?session=/reports/offline.json');
  await expect(page.getByRole('alert')).toHaveText(
    'The session at /reports/offline.json could not be fetched: the network request failed.',
  );
  await expect(page.getByTestId('session-summary')).toContainText('Current (live)');
});

test('a session with a browser Back press re-runs live to the same outcome', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await startOrder(page, alice, baseURL ?? '');
  await reachRecapitulation(page, alice, 'Payment card', /\*\*\*\*/);
  await page.goBack();
  await expect(page).toHaveURL(/step=service-settings$/);
  await continueFrom(page, 'service-settings');
  await expect(page).toHaveURL(/step=recapitulation$/);

  await openConsole(page);
  const session = await exported(page);
  expect(session).toContain('"type": "nav/history-requested"');
  expect(session).toContain('"source": "browser"');
  await writeFile(testInfo.outputPath('back-press.json'), session);
  await page.reload();
  await importFile(page, 'back-press.json', session);
  await expect(page.getByTestId('session-summary')).toContainText('Loaded: back-press.json');

  await page.getByRole('button', { name: 'Re-run live' }).click();
  await rerunVerdict(page, 'back-press.json');
});

test('a session that left the order step by Back before its calls were made re-runs to the same outcome', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await startOrder(page, alice, baseURL ?? '');
  // From the cart, Continue to the order step, and Back to the cart at once: the step's calls the
  // customer did not wait for must not be made by the re-run either.
  await page.getByRole('link', { name: /^Cart/ }).first().click();
  await expect(page).toHaveURL(/\/en\/checkout$/);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL(/\/en\/checkout\/order\?step=/);
  await page.goBack();
  await expect(page).toHaveURL(/\/en\/checkout$/);
  await expect(page.getByRole('list', { name: 'Cart' })).toBeVisible();

  await openConsole(page, '/config');
  await openConsole(page);
  const session = await exported(page);
  expect(session).toContain('"source": "browser"');
  await writeFile(testInfo.outputPath('back-from-step.json'), session);
  await page.reload();
  await importFile(page, 'back-from-step.json', session);
  await page.getByRole('button', { name: 'Re-run live' }).click();
  await rerunVerdict(page, 'back-from-step.json');
});

test("a developer's journey: the panel after a failed gateway payment, Jump, export, ?session=, re-run", async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  await startOrder(page, alice, baseURL ?? '');
  await setBehaviour(page, { gateway: 'fail' });
  await reachRecapitulation(page, alice, 'Payment card', /\*\*\*\*/);
  await finishOrder(page);
  await expect(page).toHaveURL(/\/en\/thank-you\?messageKey=fail$/);
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });

  // Without a reload: the panel over the thank-you page shows every page load of the tab.
  await page.keyboard.press('Alt+Shift+KeyD');
  const panel = page.getByRole('complementary', { name: 'Developer console' });
  await expect(panel).toBeVisible();
  await panel.getByText(/^Page loads in the recording: \d+$/).click();
  const loads = panel.getByTestId('recording-segments').getByRole('listitem');
  await expect(loads.first()).toContainText('first load');
  await expect(loads.last()).toContainText('return from the payment gateway: /en/thank-you?messageKey=fail');

  // The failing reply: the nearest error before the latest event, read, then Jump travels there.
  // The failing exchange: POST /checkout's reply sent the customer to the gateway's fail return.
  // Reading it shows request and reply without moving the app; Jump travels there, Back to live returns.
  await panel.getByLabel('Filter text').fill('POST /checkout');
  const reply = panel
    .getByRole('list', { name: 'Event timeline' })
    .getByRole('listitem')
    .filter({ hasText: 'api/requested' })
    .last();
  await reply.click();
  const detail = panel.getByTestId('event-detail');
  await expect(detail.getByRole('heading', { name: 'Request', exact: true })).toBeVisible();
  await expect(detail).toContainText('messageKey=fail');
  await expect(page).toHaveURL(/\/en\/thank-you\?messageKey=fail$/);
  await detail.getByRole('button', { name: 'Jump' }).click();
  await expect(page.getByText(/^Viewing event #\d+ of \d+, effects paused$/)).toBeVisible();
  await expect(page.locator('#main-content')).toHaveAttribute('inert', '');
  await page.getByTestId('travel-banner').getByRole('button', { name: 'Back to live' }).click();
  await expect(page.locator('#main-content')).not.toHaveAttribute('inert', '');

  // Export from the full console page (typed: it adds nothing to the recording).
  await openApp(page, '/en/developer');
  const session = await exported(page);
  expect(session).toContain('"gateway-return"');
  await writeFile(testInfo.outputPath('failed-gateway.json'), session);

  // A fresh tab opens the file by its address and re-runs it live to the recorded outcome.
  const context = await browser.newContext({ baseURL });
  const fresh = await context.newPage();
  await context.route(at('/reports/failed-gateway.json'), (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: session }),
  );
  await openApp(fresh, '/en/developer?session=/reports/failed-gateway.json');
  await expect(fresh.getByTestId('session-summary')).toContainText('Loaded: failed-gateway.json');
  await fresh.getByRole('button', { name: 'Re-run live' }).click();
  await expect(fresh).toHaveURL(/\/en\/thank-you\?messageKey=fail$/, { timeout: 150_000 });
  await fresh.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await fresh.keyboard.press('Alt+Shift+KeyD');
  const verdict = fresh
    .getByRole('complementary', { name: 'Developer console' })
    .getByRole('region', { name: 'Live re-run of failed-gateway.json' });
  await expect(verdict.getByTestId('rerun-status').or(verdict.getByRole('status'))).toContainText(
    'Same outcome as the recording',
    { timeout: 60_000 },
  );
  await context.close();
});
