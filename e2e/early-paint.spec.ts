// Guards the cart's first screen before the app (issue 24, decision 075), the way a slow phone meets
// it: the production build against the HTTP provider, the app's JavaScript held back while the page
// and `GET /cart` come through. The customer sees their items and the total from index.html's early
// script, in the page's language, before any of the app runs; when the app arrives it shows the same
// cart, with its controls, and the early layer is gone.
import { expect, test, type Route } from '@playwright/test';
import { openApp } from './helpers/app';
import { seedProvider } from './helpers/provider';

test("the cart's items and total show before the app's code has arrived, and the app takes over", async ({
  page,
  baseURL,
}) => {
  await openApp(page, '/en/');
  await seedProvider(page, { cart: 'with-items', login: null });

  // The app's scripts wait until the test lets them through; the page, its styles and the
  // provider's replies do not.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const holdScript = async (route: Route) => {
    await held;
    await route.continue();
  };
  await page.route(`${baseURL}/**/*.js`, holdScript);
  await page.goto('/en/checkout', { waitUntil: 'commit' });

  const early = page.locator('.early-paint');
  await expect(early.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  const names = await early.locator('.cart-item__name').allTextContents();
  expect(names.length).toBeGreaterThan(0);
  const total = (await early.locator('.cart-summary__total').textContent()) ?? '';
  expect(total).toMatch(/\d/);
  // Nothing of the app has run: no Continue button, the root still holds the loading indicator.
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await expect(page.locator('#main-content > .spinner')).toHaveCount(1);

  release();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible({ timeout: 20_000 });
  await expect(early).toHaveCount(0);
  const app = page.locator('#main-content');
  await expect(app.locator('.cart-item__name')).toHaveText(names);
  await expect(app.locator('.cart-summary__total')).toHaveText(total);
});

test('the early cart request does not wait for the stylesheet', async ({ page, baseURL }) => {
  await openApp(page, '/en/');
  await seedProvider(page, { cart: 'with-items', login: null });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  let styled = false;
  await page.route(`${baseURL}/**/*.css`, async (route) => {
    asked = true;
    await held;
    styled = true;
    await route.continue();
  });
  const cart = page.waitForRequest((request) => new URL(request.url()).pathname.endsWith('/api/cart'));
  await page.goto('/en/checkout', { waitUntil: 'commit' });
  await cart;
  // The stylesheet was asked for and is still held: the request did not wait for it.
  await expect.poll(() => asked).toBe(true);
  expect(styled).toBe(false);
  release();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible({ timeout: 20_000 });
});
