// Guards: the app shell is served in both set-ups — index.html with #main-content and its config — and a part of the app lost to the network is said, not loaded forever.
import { expect, test } from '@playwright/test';
import { openApp } from './helpers/app';
import { seedProvider } from './helpers/provider';

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

// On an HTTP provider index.html asks before the entry runs and the app adopts that reply (decision
// 035); on the in-browser mock the app asks itself. Either way: one request, and the cart is shown.
test('a full page load asks for the cart once and shows it', async ({ page }) => {
  await openApp(page, '/en/checkout');
  await seedProvider(page, { company: 'sk-ws', cart: 'with-items', login: null });
  const cartRequests: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname.endsWith('/api/cart')) {
      cartRequests.push(request.url());
    }
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(page.locator('.cart-item').first()).toBeVisible();
  expect(cartRequests).toHaveLength(1);
});

test("a part of the app lost to the network is said in the page's language, not loaded forever", async ({
  page,
}) => {
  await page.route('**/chunks/catalogue-*.js', (route) => route.abort('internetdisconnected'));
  await page.goto('/en/checkout');
  await expect(page.getByRole('alert')).toHaveText(
    'We could not reach our servers. Please check your internet connection and try again.',
  );
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(page.locator('html[data-app="failed"]')).toHaveCount(1);
});
