// Guards the developer console's replay journey: record a checkout whose card payment fails, export it, reload, import it, travel to the failing reply, re-run it live and see the same failure, export it as a scenario and run that scenario; a crafted session whose re-run makes a call the recording did not answer gets it refused, nothing sent, and the verdict lists it (issue 30); load an exported HAR with routeFromHAR; edit the config for the session, see invalid values refused, and reset it.
import { readFile, writeFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { Scenario } from '../fixtures/scenarios/format';
import { checkExpectations } from '../tests/scenarios/check-expectations';
import { runScenario } from '../tests/scenarios/run-scenario';
import { openApp, PAGE_LOAD } from './helpers/app';
import { openCartWithItems } from './helpers/cart-items';
import { alice, finishOrder, reachRecapitulation, startOrder } from './helpers/checkout';
import { importFile, openConsole, timeline } from './helpers/devtools';
import { setBehaviour } from './helpers/provider';

async function downloaded(page: Page, button: string): Promise<{ download: Download; text: string }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  return { download, text: await readFile((await download.path()) ?? '', 'utf8') };
}

test('re-runs a recorded failed card payment live to the same failure, and runs it as a scenario', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await startOrder(page, alice, baseURL ?? '');
  await setBehaviour(page, { checkout: 'payment.card_failed' });
  await reachRecapitulation(page, alice, 'Payment card', /\*\*\*\*/);
  await finishOrder(page);
  await expect(page).toHaveURL(/messageKey=exception&exception=payment\.card_failed$/);

  await openConsole(page);
  const { text: session } = await downloaded(page, 'Export session');
  // From now on the provider itself would accept the order: only the recorded replies can fail it.
  await setBehaviour(page, { checkout: 'auto' });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Developer area' })).toBeVisible();
  await importFile(page, 'card-failed.json', session);
  await expect(page.getByTestId('session-summary')).toContainText('Loaded: card-failed.json');

  // The loaded recording runs as a scenario in Node, answered by its own replies.
  const { text: exported } = await downloaded(page, 'Export as scenario');
  await writeFile(testInfo.outputPath('card-failed.scenario.json'), exported);
  const scenario = Scenario.parse(JSON.parse(exported));
  expect(scenario.company).toBe('sk-ws');
  const run = await runScenario(scenario);
  expect(run.problems).toEqual([]);
  expect(checkExpectations(scenario, run)).toEqual([]);
  expect(run.state.checkout.status).toMatchObject({
    messageKey: 'exception',
    exception: 'payment.card_failed',
  });
  await page.getByRole('button', { name: 'Errors', exact: true }).click();
  const failedReply = timeline(page).getByRole('listitem').filter({ hasText: 'api/failed' }).last();
  await failedReply.getByRole('button').first().click();
  await expect(page.getByTestId('event-detail')).toContainText('payment.card_failed');
  await page.getByRole('button', { name: /^Jump the app to event/ }).click();
  await expect(page.getByTestId('travel-status')).toContainText('(api/failed)');

  await page.getByRole('button', { name: 'Re-run live' }).click();
  // The re-run plays the customer's pages only: it ends on the failed payment's page, where the
  // developer opens the console again.
  await expect(page).toHaveURL(/messageKey=exception&exception=payment\.card_failed$/, { timeout: 90_000 });
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
  await openConsole(page);
  const verdict = page.getByRole('region', { name: 'Live re-run of card-failed.json' }).getByRole('status');
  await expect(verdict).toHaveText(
    'Same outcome as the recording: thank-you exception (payment.card_failed).',
    { timeout: 90_000 },
  );
  const errorsChip = page.getByRole('button', { name: 'Errors', exact: true });
  if ((await errorsChip.getAttribute('aria-pressed')) !== 'true') await errorsChip.click();
  await expect(
    timeline(page)
      .getByRole('listitem')
      .filter({ hasText: 'api/failed' })
      .filter({ hasText: 'payment.card_failed' }),
  ).not.toHaveCount(0);
});

test('a re-run refuses a call its recording did not answer: nothing is sent, and the verdict lists it', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await openCartWithItems(page, 'sk-ws', baseURL ?? '');
  await openConsole(page);
  const { text: session } = await downloaded(page, 'Export session');
  // Crafted: the cross-sell replies are filed under another call, so the re-run's own cross-sell
  // call finds no recorded answer.
  const crossSell = /"pathTemplate":\s*"\/cart\/x-sell-up-sell"/g;
  expect(session).toMatch(crossSell);
  const crafted = session.replace(crossSell, '"pathTemplate": "/cart/x-sell-up-sell-filed-elsewhere"');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Developer area' })).toBeVisible();
  await importFile(page, 'crafted.json', crafted);
  await expect(page.getByTestId('session-summary')).toContainText('Loaded: crafted.json');

  // Whatever passes the re-run's handlers goes to the network, where this sees it.
  const sent: string[] = [];
  await page.context().route('**/cart/x-sell-up-sell**', async (route) => {
    sent.push(route.request().url());
    await route.continue();
  });
  await page.getByRole('button', { name: 'Re-run live' }).click();
  await expect(page).toHaveURL(/\/en\/checkout$/, { timeout: 60_000 });
  await expect(page.getByRole('list', { name: 'Cart' })).toBeVisible(PAGE_LOAD);
  const region = page.getByRole('region', { name: 'Live re-run of crafted.json' });
  await expect(async () => {
    const panel = page.getByRole('complementary', { name: 'Developer console' });
    if (!(await panel.isVisible())) await page.keyboard.press('Alt+Shift+KeyD');
    await expect(region.getByRole('status')).toContainText('Differs from the recording', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(region).toContainText(
    /Not answered by the recording, so refused \(nothing went to the network\): GET http:\/\/[^ ]+\/api\/cart\/x-sell-up-sell/,
  );
  expect(sent).toEqual([]);
});

test('an exported HAR loaded with routeFromHAR serves the cart to a fresh app', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  await openCartWithItems(page, 'sk-ws', baseURL ?? '');
  // The HAR carries every page load of the tab (decision 033), and routeFromHAR answers a repeated
  // request with the first recorded reply: record only the page load with the seeded cart.
  await page.addInitScript(() => sessionStorage.removeItem('checkout:tab-recording'));
  await page.reload();
  await expect(page.getByRole('list', { name: 'Cart' }).getByRole('listitem').first()).toBeVisible();
  const items = await page.getByRole('list', { name: 'Cart' }).getByRole('listitem').count();
  await openConsole(page);
  const { text: har } = await downloaded(page, 'Export HAR');
  const harPath = testInfo.outputPath('session.har');
  await writeFile(harPath, har);

  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  await context.addCookies([{ name: 'test', value: 'test', url: baseURL ?? '' }]);
  const fresh = await context.newPage();
  // The app without its in-browser mock provider: every API call must come from the HAR.
  await fresh.addInitScript(() => {
    new MutationObserver((records, observer) => {
      for (const record of records)
        for (const node of record.addedNodes) {
          if (!(node instanceof Element) || node.id !== 'main-content') continue;
          const params = JSON.parse(node.getAttribute('data-params') ?? '{}') as Record<string, unknown>;
          node.setAttribute('data-params', JSON.stringify({ ...params, mock: false }));
          observer.disconnect();
        }
    }).observe(document, { childList: true, subtree: true });
  });
  await fresh.routeFromHAR(harPath, { url: '**/api/**', notFound: 'abort' });
  await openApp(fresh, '/en/checkout');
  const cart = fresh.getByRole('list', { name: 'Cart' });
  await expect(cart.getByRole('listitem', { name: /^Webhosting/ })).toBeVisible();
  await expect(cart.getByRole('listitem')).toHaveCount(items);
  await context.close();
});

test('edits the config for the session, refuses invalid values and resets', async ({ page }) => {
  await openApp(page, '/en/developer/config');
  const config = page.getByTestId('config-json');
  await expect(config).toContainText('"company": "sk-ws"');

  await page.getByLabel('Billing profile limit (empty: the default)').fill('0');
  await page.getByRole('button', { name: 'Apply and reload' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The config was not changed' })).toBeVisible();
  await expect(page.getByText('A limit must be a whole number of at least 1.')).toBeVisible();
  await expect(page.getByTestId('config-override-state')).toHaveText("The page's own config is in force.");

  await page.getByLabel('Billing profile limit (empty: the default)').fill('3');
  await page.getByRole('combobox', { name: 'Company variant' }).selectOption('cz-ws');
  await page.getByRole('button', { name: 'Apply and reload' }).click();
  await expect(page.getByTestId('config-override-state')).toHaveText(
    'An edited config is in force for this browser session.',
  );
  await expect(config).toContainText('"company": "cz-ws"');
  await expect(config).toContainText('"currency": "CZK"');
  await expect(config).toContainText('"billingProfileCountLimit": 3');

  await page.reload();
  await expect(config).toContainText('"company": "cz-ws"');
  await page.getByRole('button', { name: "Reset to the page's config" }).click();
  await expect(page.getByTestId('config-override-state')).toHaveText("The page's own config is in force.");
  await expect(config).toContainText('"company": "sk-ws"');
});
