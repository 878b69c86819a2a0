// Guards the heatmap journey (spec §9, decision 080): in the production build, the configured heatmap script is not requested while the host page has said nothing about consent, and is requested exactly once, and runs, after the host page's `checkout:consent` signal (sent twice).
import { expect, test } from '@playwright/test';
import { openCartWithItems } from './helpers/cart-items';

const HEATMAP_SCRIPT = 'https://heatmap.example/tracker.js';

test('the heatmap script loads once after the host page signals consent, and not before', async ({
  page,
  baseURL,
}) => {
  // Each request, and whether the host page had given consent when it was made.
  const requests: { url: string; afterConsent: boolean }[] = [];
  let consentGiven = false;
  await page.route('https://heatmap.example/**', async (route) => {
    requests.push({ url: route.request().url(), afterConsent: consentGiven });
    await route.fulfill({
      contentType: 'application/javascript',
      body: 'window.heatmapRuns = (window.heatmapRuns || 0) + 1;',
    });
  });
  await openCartWithItems(page, 'sk-ws', baseURL ?? '');
  // Register is handled by an effect of the deferred group, the heatmap's own: once it has gone to
  // step two, the heatmap effect runs too and has had its chance to load the script unasked.
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await page
    .getByRole('dialog', { name: 'Log in or create an account' })
    .getByRole('button', { name: 'Create an account' })
    .click();
  await expect(page).toHaveURL(/\/checkout\/order\?step=billing-profile$/);
  expect(requests).toEqual([]);

  consentGiven = true;
  await page.evaluate(() => {
    for (let i = 0; i < 2; i += 1)
      window.dispatchEvent(new CustomEvent('checkout:consent', { detail: { analytics: true } }));
  });
  await expect
    .poll(() => page.evaluate(() => (window as Window & { heatmapRuns?: number }).heatmapRuns ?? 0))
    .toBe(1);
  expect(requests).toEqual([{ url: HEATMAP_SCRIPT, afterConsent: true }]);
});
