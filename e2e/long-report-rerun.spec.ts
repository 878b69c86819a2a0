// Guards the re-run of a long recording the way it happens in production (issue 33, part 2): a
// customer's tab of a dozen page loads on the production build against the HTTP provider (the order
// steps, the cart, the domain checker with two searches and a transfer, reloads and typed
// addresses) ends with a failed cart load; the error report carries the whole tab; a development
// build opens it by /developer?session=, starts the re-run at its first page load, shows the re-run's
// bar with Stop, plays every page load and ends at "Same outcome as the recording". Under load this
// journey found two races of the re-run (decision 087, "Under load").
import { expect, test } from '@playwright/test';
import { PAGE_LOAD } from './helpers/app';
import { reportOpenedInDevBuild } from './helpers/failed-order';
import { longTab, typed } from './helpers/long-tab';
import { cartUuid, setFaults } from './helpers/provider';
import { newReport, reportIds } from './helpers/reports';

const NAME = 'long-report.json';

test.afterEach(async ({ page }) => {
  await setFaults(page, null).catch(() => undefined);
});

test('a production tab of a dozen page loads, reported after a failed cart load, re-runs from its first page load to the same outcome', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(900_000);
  await longTab(page, baseURL ?? '');
  const cart = await cartUuid(page);
  const before = await reportIds(request);
  await setFaults(page, { status: 500, method: 'GET', pathPattern: '/api/cart$', times: 1 });
  await typed(page, '/en/checkout');
  await expect(page.getByText('Your cart could not be loaded.')).toBeVisible(PAGE_LOAD);
  const report = await newReport(request, before, cart);

  const dev = await reportOpenedInDevBuild(browser, report, NAME);
  await expect(dev.getByTestId('session-summary')).toContainText(`Loaded: ${NAME}`);
  const loads = dev.getByTestId('recording-segments').getByRole('listitem');
  const recorded = await loads.count();
  expect(recorded).toBeGreaterThanOrEqual(10);
  // A report starts at the failure's page load unless the developer picks another: the first here.
  await dev.getByLabel('Start the re-run at').selectOption({ index: 0 });
  await dev.getByRole('button', { name: 'Re-run live' }).click();
  // The bar says where the re-run is on the pages it passes, and offers Stop, the console closed.
  const bar = dev.getByRole('region', { name: `Re-run in progress: ${NAME}`, exact: true });
  await expect(bar).toContainText(
    new RegExp(`Re-run of ${NAME.replace('.', '\\.')}: page load \\d+ of ${recorded}, event \\d+ of \\d+`),
    PAGE_LOAD,
  );
  await expect(bar.getByRole('button', { name: 'Stop the re-run' })).toBeVisible();
  await expect(bar.getByRole('status')).toContainText('Same outcome as the recording', { timeout: 480_000 });
  // Every page load was played: the re-run's own recording holds as many.
  await dev.keyboard.press('Alt+Shift+KeyD');
  await expect(dev.getByRole('complementary', { name: 'Developer console' })).toContainText(
    `Page loads in the recording: ${recorded}`,
  );
  await dev.context().close();
});
