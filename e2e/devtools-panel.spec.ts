// Guards the console as a panel over the live app (development build): opened by Alt+Shift+D and by its floating button; two faults at once from the panel (listed, one removed, the other failing the period change); selecting a row reads it while the app stays live; Jump shows the banner and takes the app's controls away until "Back to live"; next error; Skip; and using the panel leaves the session's log as it was. At 360 px the panel takes at most the bottom half.
import { expect, test, type Page } from '@playwright/test';
import { openCartWithItems } from './helpers/cart-items';
import { setFaults } from './helpers/provider';

type Exposed = { __checkout?: { log: { all(): unknown[] } } };
const logText = (page: Page) =>
  page.evaluate(() => JSON.stringify((window as Exposed).__checkout?.log.all()));
const panel = (page: Page) => page.getByRole('complementary', { name: 'Developer console' });
const rows = (page: Page) => panel(page).getByRole('list', { name: 'Event timeline' }).getByRole('listitem');

test.afterEach(async ({ page }) => {
  await setFaults(page, null);
});

test('the panel reads, jumps and injects faults beside the live app without touching its recording', async ({
  page,
  baseURL,
}) => {
  // The host page look-up alone takes 10 s after boot; a loaded CI machine needs the rest of a minute.
  test.setTimeout(60_000);
  await openCartWithItems(page, 'sk-ws', baseURL ?? '');
  await page.keyboard.press('Alt+Shift+KeyD');
  await expect(panel(page)).toBeVisible();
  await panel(page).getByRole('button', { name: 'Close the developer console (Alt+Shift+D)' }).click();
  await expect(panel(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Open the developer console (Alt+Shift+D)' }).click();
  await expect(panel(page)).toBeVisible();

  // Two faults at once, each with its method and path; one removed.
  await panel(page).getByRole('button', { name: 'Mock provider faults' }).click();
  const addFault = async (method: string, path: string, status: string) => {
    await panel(page).getByLabel('Method').selectOption(method);
    await panel(page).getByLabel('Endpoint (path pattern)').fill(path);
    await panel(page).getByLabel('Fail with status').fill(status);
    await panel(page).getByRole('button', { name: 'Add fault' }).click();
  };
  await addFault('PATCH', '/cart/items/', '500');
  await addFault('DELETE', '/cart/items/', '503');
  const faults = panel(page).getByTestId('faults-list').getByRole('listitem');
  await expect(faults).toHaveCount(2);
  await expect(faults.first()).toContainText('PATCH /cart/items/: status 500');
  await panel(page).getByRole('button', { name: 'Remove fault DELETE /cart/items/: status 503' }).click();
  await expect(faults).toHaveCount(1);

  // The app stays usable beside the panel: the PATCH fault fails the period change.
  await page
    .getByRole('listitem', { name: /^Webhosting/ })
    .getByLabel('Period')
    .selectOption('1');
  await expect(page.locator('.message--error').first()).toBeVisible();
  await panel(page).getByRole('button', { name: 'Events', exact: true }).click();
  await expect(panel(page).getByTestId('timeline-following')).toBeVisible();
  // Wait until the app's own late events are in (the host page look-up ends 10 s after boot) and
  // the failure's follow-up events have settled (the log stops growing).
  await expect.poll(() => logText(page), { timeout: 15_000 }).toContain('layout/host-take-over-finished');
  let size = -1;
  await expect
    .poll(
      async () => {
        const now = (await logText(page)).length;
        const settled = now === size;
        size = now;
        return settled;
      },
      { intervals: [300] },
    )
    .toBe(true);
  const before = await logText(page);
  // Requests the browser cut when the helper typed the cart's address are aborts, not network failures.
  expect(before).not.toContain('"kind":"network"');

  // Next error reads the failed reply without moving the app.
  await panel(page).getByRole('button', { name: 'Next error' }).click();
  const detail = panel(page).getByTestId('event-detail');
  await expect(detail).toContainText('api/');
  await expect(detail.getByRole('heading', { name: 'Request', exact: true })).toBeVisible();
  await expect(detail.getByRole('heading', { name: 'Failed', exact: true })).toBeVisible();
  await expect(panel(page).getByTestId('travel-status')).toContainText('Live:');
  await expect(page.locator('#main-content')).not.toHaveAttribute('inert', '');

  // Selecting the first row reads it; the app stays live.
  await panel(page).getByRole('button', { name: 'Previous error' }).click();
  await rows(page)
    .filter({ hasText: 'cart/item-update-requested' })
    .first()
    .getByRole('button')
    .first()
    .click();
  await expect(detail).toContainText('State changed by this event');
  await expect(panel(page).getByTestId('travel-status')).toContainText('Live:');

  // Jump travels: banner, the app's controls gone from reach until Back to live.
  await detail.getByRole('button', { name: /^Jump the app to event #\d+$/ }).click();
  const banner = page.getByTestId('travel-banner');
  await expect(banner).toContainText(/Viewing event #\d+ of \d+, effects paused/);
  await expect(page.locator('#main-content')).toHaveAttribute('inert', '');
  // inert: the app's controls take no focus (keyboard, screen reader) and no pointer.
  const focusable = () =>
    page.evaluate(() => {
      const select = document.querySelector<HTMLSelectElement>('#main-content select');
      select?.focus();
      return select !== null && document.activeElement === select;
    });
  expect(await focusable()).toBe(false);
  await banner.getByRole('button', { name: 'Back to live' }).click();
  await expect(page.locator('#main-content')).not.toHaveAttribute('inert', '');
  expect(await focusable()).toBe(true);

  // Skip a row: the what-if says what the state would be without it.
  await rows(page)
    .filter({ hasText: 'cart/item-update-requested' })
    .first()
    .getByRole('button', { name: /^Skip event #\d+/ })
    .click();
  await expect(panel(page).getByTestId('skip-summary')).toContainText('Without events #');

  // Resize with the keyboard and dock on the right; the recording is unchanged by all of it.
  const separator = panel(page).getByRole('separator', { name: 'Resize the developer console' });
  await separator.focus();
  await page.keyboard.press('ArrowUp');
  await panel(page).getByRole('button', { name: 'Dock on the right' }).click();
  await expect(panel(page)).toHaveClass(/developer-panel--right/);
  await panel(page).getByRole('button', { name: 'Close the developer console (Alt+Shift+D)' }).click();
  expect(await logText(page)).toBe(before);
});

test('on a 360 px screen the panel takes at most the bottom half and the app stays reachable', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await openCartWithItems(page, 'sk-ws', baseURL ?? '');
  await page.getByRole('button', { name: 'Open the developer console (Alt+Shift+D)' }).click();
  const box = await panel(page).boundingBox();
  expect(box).not.toBeNull();
  expect(box!.height).toBeLessThanOrEqual(370);
  expect(box!.y + box!.height).toBeCloseTo(740, 0);
  const period = page.getByRole('listitem', { name: /^Webhosting/ }).getByLabel('Period');
  await period.scrollIntoViewIfNeeded();
  await period.selectOption('1');
  await expect(period).toHaveValue('1');
});
