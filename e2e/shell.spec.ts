// Guards the app shell of issue 2 in both set-ups (MSW in the page, HTTP provider cross-origin):
// boot, empty cart → empty-cart, a filled cart shows its items, 404 on unknown paths, language prefix.
import { expect, test } from '@playwright/test';
import { openApp } from './helpers/app';
import { useCompany } from './helpers/company';
import { seedProvider, seedSession } from './helpers/provider';

test('an empty cart lands on the empty-cart page', async ({ page }) => {
  await openApp(page, '/en/');
  await seedSession(page, { cart: 'empty', login: null });
  await page.goto('/en/checkout');
  await expect(page).toHaveURL(/\/en\/empty-cart$/);
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByPlaceholder('check domain availability')).toBeVisible();
});

test('a cart with items shows them', async ({ page }) => {
  await openApp(page, '/en/');
  await seedSession(page, { cart: 'with-items', login: null });
  await page.goto('/en/checkout');
  await expect(page).toHaveURL(/\/en\/checkout$/);
  const items = page.getByRole('list', { name: 'Cart' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBeGreaterThan(0);
});

test('a deep link to an unknown path shows the 404 page with a way back', async ({ page }) => {
  await openApp(page, '/en/no/such/page');
  await expect(page.getByRole('heading', { name: 'You might have gotten lost' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the cart' }).click();
  await expect(page).not.toHaveURL(/no\/such\/page/);
});

test('the language prefix switches the texts', async ({ page }) => {
  await openApp(page, '/en/');
  await seedSession(page, { cart: 'empty', login: null });
  await page.goto('/empty-cart');
  await expect(page.getByRole('heading', { name: 'Váš košík je prázdny' })).toBeVisible();
  await page.goto('/en/empty-cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
});

test('choosing a language in the select moves to its prefix', async ({ page }) => {
  await openApp(page, '/en/');
  await seedSession(page, { cart: 'empty', login: null });
  await page.goto('/en/empty-cart');
  await page.getByLabel('Language').selectOption('sk-SK');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/empty-cart$/);
  await expect(page.getByRole('heading', { name: 'Váš košík je prázdny' })).toBeVisible();
});

test('a page without #main-content shows its startup error', async ({ page }) => {
  await openApp(page, '/en/');
  const html = await (await page.request.get('/index.html')).text();
  const broken = html.replace(/<div id="main-content"[^>]*><\/div>/, '<div id="elsewhere"></div>');
  expect(broken).not.toContain('id="main-content"');
  await page.route('**/en/broken-host', (route) => route.fulfill({ contentType: 'text/html', body: broken }));
  await page.goto('/en/broken-host');
  await expect(page.getByRole('alert')).toHaveText('#main-content element not found');
});

test('a Swedish company variant boots in Swedish with its own default language', async ({ page }) => {
  await useCompany(page, 'se-ws');
  await openApp(page, '/');
  await seedProvider(page, { company: 'se-ws', cart: 'empty', login: null });
  await expect(page.getByRole('heading', { name: 'Din varukorg är tom' })).toBeVisible();
});
