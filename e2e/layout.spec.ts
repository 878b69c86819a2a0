// Guards the main layout journeys in sk-ws and se-ws: the login drawer as a modal dialog (keyboard, axe), logging in through the stand-in and coming back logged in (the cart validated, on to step two), logging out from the header and coming back logged out, register going to step two, the mini cart leading to the cart, the language switch keeping the page, and the host-site take-over (not for the Swedish workflow).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { CompanyCode } from '../events/contract/scalars';
import { openCartWithItems } from './helpers/cart-items';
import { PAGE_LOAD } from './helpers/app';
import { loginAs } from './helpers/login';

const companies: { code: CompanyCode; secondStep: string; defaultLanguage: string; heading: string }[] = [
  { code: 'sk-ws', secondStep: 'billing-profile', defaultLanguage: 'sk-SK', heading: 'Košík' },
  { code: 'se-ws', secondStep: 'domain-profile', defaultLanguage: 'sv-SE', heading: 'Varukorg' },
];

async function openDrawer(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const drawer = page.getByRole('dialog', { name: 'Log in or create an account' });
  await expect(drawer).toBeVisible();
  return drawer;
}

// Long journeys on a shared machine: give each the time of two ordinary tests.
test.describe.configure({ timeout: 60_000 });

for (const { code, secondStep, defaultLanguage, heading } of companies) {
  test.describe(`the main layout in ${code}`, () => {
    test.beforeEach(async ({ page, baseURL }) => {
      await openCartWithItems(page, code, baseURL ?? '');
    });

    test('the login drawer keeps the keyboard inside, closes on Escape and passes axe', async ({ page }) => {
      const opener = page.getByRole('banner').getByRole('button', { name: 'Log in' });
      await opener.focus();
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Log in or create an account' });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('button', { name: 'Close' })).toBeFocused();
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press('Tab');
        expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Shift+Tab');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      const result = await new AxeBuilder({ page }).include('.side-panel').analyze();
      const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => v.id)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(opener).toBeFocused();
    });

    test('logging in from the drawer comes back logged in and, the cart validated, opens step two', async ({
      page,
    }) => {
      const drawer = await openDrawer(page);
      await drawer.getByRole('button', { name: 'Log in' }).click();
      // The mock set-up's stand-in page asks whom to log in; the real provider logs alice in at once.
      const standIn = page.getByRole('button', { name: /alice$/ });
      const loggedIn = page.getByRole('banner').getByText(/^Logged in as /);
      await expect(standIn.or(loggedIn)).toBeVisible();
      if (await standIn.isVisible()) await standIn.click();
      await expect(loggedIn).toBeVisible();
      // Back on the cart with `step`, leaving it validates the cart first (E7); the seeded cart passes.
      await expect(page).toHaveURL(new RegExp(`/en/checkout/order\\?step=${secondStep}$`));
    });

    test('logging out from the header comes back to the cart logged out', async ({ page }) => {
      await loginAs(page, 'alice');
      const banner = page.getByRole('banner');
      await expect(banner.getByText(/^Logged in as alice/)).toBeVisible();
      await banner.getByRole('button', { name: 'Log out' }).click();
      // Two page loads: the provider's logout page (the mock's boots its worker), then the cart.
      await expect(banner.getByRole('button', { name: 'Log in' })).toBeVisible(PAGE_LOAD);
      await expect(banner.getByRole('button', { name: 'Log out' })).toBeHidden();
      await expect(page).toHaveURL(/\/en\/checkout$/);
    });

    test('register goes to the second step and closes the drawer', async ({ page }) => {
      const drawer = await openDrawer(page);
      await drawer.getByRole('button', { name: 'Create an account' }).click();
      await expect(page).toHaveURL(new RegExp(`/en/checkout/order\\?step=${secondStep}$`));
      await expect(drawer).toBeHidden();
    });

    test('the backdrop closes the drawer', async ({ page }) => {
      const drawer = await openDrawer(page);
      await page.mouse.click(20, 300);
      await expect(drawer).toBeHidden();
    });

    test('the mini cart shows the cart and leads to it', async ({ page }) => {
      await page.goto('/en/domain-checker?qd=example.com&freeOnly=true');
      const miniCart = page.getByRole('banner').getByRole('link', { name: /^Cart/ });
      await expect(miniCart).toContainText('3');
      await miniCart.click();
      await expect(page).toHaveURL(/\/en\/checkout$/);
    });

    test('switching the language keeps the page', async ({ page }) => {
      await page.getByRole('banner').getByLabel('Language').selectOption(defaultLanguage);
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/checkout$/);
      await expect(
        page.getByRole('banner').getByRole('link', { name: new RegExp(`^${heading}`) }),
      ).toBeVisible();
      await page
        .getByRole('banner')
        .getByRole('combobox')
        .selectOption(code === 'se-ws' ? 'en-SE' : 'en-US');
      await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/en\/checkout$/);
    });
  });
}

/**
 * Puts host-site elements around #main-content, as the provider's web site would: a login link and
 * a mini cart in its header, a language select in its footer. Added by an init script when the DOM
 * is ready (the take-over polls for them), so the page stays the app's own in both set-ups.
 */
async function hostElements(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const header = document.createElement('header');
      header.innerHTML =
        '<a data-host="login" href="/host-login">Host login</a><div data-host="mini-cart">Host cart (0)</div>';
      const footer = document.createElement('footer');
      footer.innerHTML =
        '<select data-host="language" aria-label="Host language"><option>SK</option></select>';
      document.body.prepend(header);
      document.body.append(footer);
    });
  });
}

test('the layout takes over the host site: its login link, mini cart and language select hide, kept in the page, and the link opens our drawer', async ({
  page,
  baseURL,
}) => {
  await hostElements(page);
  await openCartWithItems(page, 'sk-ws', baseURL ?? '');
  for (const part of ['login', 'mini-cart', 'language']) {
    await expect(page.locator(`[data-host="${part}"]`)).toHaveCount(1);
    await expect(page.locator(`[data-host="${part}"]`)).toBeHidden();
  }
  await page.locator('[data-host="login"]').dispatchEvent('click');
  await expect(page.getByRole('dialog', { name: 'Log in or create an account' })).toBeVisible();
  await expect(page).toHaveURL(/\/en\/checkout$/);
});

test('the Swedish workflow leaves the host site alone', async ({ page, baseURL }) => {
  await hostElements(page);
  await openCartWithItems(page, 'se-ws', baseURL ?? '');
  await expect(page.getByRole('link', { name: 'Host login' })).toBeVisible();
  await expect(page.getByText('Host cart (0)')).toBeVisible();
  await expect(page.getByLabel('Host language')).toBeVisible();
});
