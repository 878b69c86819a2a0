// Guards: the app shell is served in both set-ups — index.html with #main-content and its config.
import { expect, test } from '@playwright/test';
import { openApp } from './helpers/app';

test('serves the page with the #main-content host element', async ({ page }) => {
  await openApp(page, '/');
  await expect(page.locator('#main-content')).toHaveCount(1);
});

test('serves the same page for a deep link, so the client router can take over', async ({ page }) => {
  await openApp(page, '/checkout/billing-profile');
  const params = await page.locator('#main-content').getAttribute('data-params');
  expect(JSON.parse(params ?? 'null')).toMatchObject({ apiUrl: expect.any(String) });
});

test('the page says which language it shows, so screen readers read it right', async ({ page }) => {
  await openApp(page, '/en/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await openApp(page, '/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sk-SK');
});
