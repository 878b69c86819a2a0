// Guards the cart item journeys in sk-ws and se-ws: change a period, change Business Mail licences, remove items down to the empty cart, save a service name in the item drawer, a refused domain shown in the drawer, axe on the items and the open drawer, the small-screen action menu, and a keyboard-only run.
import { expect, test } from '@playwright/test';
import type { CompanyCode } from '../events/contract/scalars';
import { addItem, animationsDone, openCartWithItems, seriousViolations, tabTo } from './helpers/cart-items';

const companies: { code: CompanyCode; tld: string }[] = [
  { code: 'sk-ws', tld: 'sk' },
  { code: 'se-ws', tld: 'se' },
];

for (const { code, tld } of companies) {
  test.describe(`cart items in ${code}`, () => {
    test.beforeEach(async ({ page, baseURL }) => {
      await openCartWithItems(page, code, baseURL ?? '');
    });

    test('changing the period of an item re-prices it and the provider keeps it', async ({ page }) => {
      const hosting = page.getByRole('listitem', { name: /^Webhosting/ });
      const price = hosting.locator('.item-price__amount');
      const before = await price.textContent();
      await hosting.getByLabel('Period').selectOption('1');
      await expect(price).not.toHaveText(before ?? '');
      await expect(hosting).toHaveAttribute('aria-busy', 'false');
      await page.reload();
      await expect(page.getByRole('listitem', { name: /^Webhosting/ }).getByLabel('Period')).toHaveValue('1');
    });

    test('changing Business Mail licences sends them after a pause and re-prices the item', async ({
      page,
    }) => {
      const mail = page.getByRole('listitem', { name: 'Business Mail' });
      const price = mail.locator('.item-price__amount');
      const before = await price.textContent();
      await mail.getByLabel('Basic', { exact: true }).fill('3');
      await expect(price).not.toHaveText(before ?? '');
      await page.reload();
      const again = page.getByRole('listitem', { name: 'Business Mail' });
      await expect(again.getByLabel('Basic', { exact: true })).toHaveValue('3');
    });

    test('removing every item leads to the empty cart', async ({ page }) => {
      const items = page.getByRole('list', { name: 'Cart' }).locator(':scope > li');
      await expect(items).toHaveCount(3);
      for (const [name, left] of [
        [new RegExp(`^Remove \\.${tld} domain$`), 2],
        [/^Remove Webhosting/, 1],
      ] as const) {
        await page.getByRole('button', { name }).click();
        await expect(items).toHaveCount(left);
      }
      await page.getByRole('button', { name: 'Remove Business Mail' }).click();
      await expect(page).toHaveURL(/\/en\/empty-cart$/);
      await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    });

    test('the item drawer saves a service name and closes', async ({ page }) => {
      await addItem(page, { code: 'vps', sellType: 'direct', period: 12, properties: { cpu: 2, ram: 4 } });
      await page.getByRole('button', { name: 'Settings of Virtual private server' }).click();
      const drawer = page.getByRole('dialog', { name: 'Settings: Virtual private server' });
      await drawer.getByLabel('Service name').fill('webserver1');
      await drawer.getByRole('button', { name: 'Save' }).click();
      await expect(drawer).toBeHidden();
      await page.getByRole('button', { name: 'Settings of Virtual private server' }).click();
      await expect(drawer.getByLabel('Service name')).toHaveValue('webserver1');
    });

    test('a domain the provider refuses is shown under the domain field of the drawer', async ({ page }) => {
      await page.getByRole('button', { name: /^Settings of Webhosting/ }).click();
      const drawer = page.getByRole('dialog', { name: /^Settings: Webhosting/ });
      const domain = drawer.getByLabel('Domain');
      await domain.fill(`google.${tld}`);
      await drawer.getByRole('button', { name: 'Save' }).click();
      await expect(domain).toHaveAttribute('aria-invalid', 'true');
      const error = drawer.locator(`#${await domain.getAttribute('aria-describedby')}`);
      await expect(error).toContainText('This domain is registered with another registrar.');
      await expect(error.getByRole('link', { name: 'Transfer the domain to us first.' })).toBeVisible();
      await expect(drawer).toBeVisible();
    });

    test('the items and the open drawer have no serious accessibility violations', async ({ page }) => {
      await expect(
        page
          .getByRole('listitem', { name: 'Business Mail' })
          .getByText(/per licence/)
          .first(),
      ).toBeVisible();
      expect(await seriousViolations(page, '.cart-items')).toEqual([]);
      await page.getByRole('button', { name: /^Settings of Webhosting/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await animationsDone(page);
      expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    });

    test('on a small screen the settings and remove buttons sit in a menu', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      const mail = page.getByRole('listitem', { name: 'Business Mail' });
      await expect(mail.getByRole('button', { name: 'Remove Business Mail' })).toHaveCount(0);
      const menu = mail.getByRole('button', { name: 'Actions for Business Mail' });
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      const settings = mail.getByRole('button', { name: 'Settings', exact: true });
      await settings.click();
      await expect(page.getByRole('dialog', { name: 'Settings: Business Mail' })).toBeVisible();
      // Opening the drawer closed the menu: closing the drawer gives focus back to the menu's button.
      await page.keyboard.press('Escape');
      await expect(menu).toBeFocused();
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await menu.click();
      await mail.getByRole('button', { name: 'Remove', exact: true }).click();
      await expect(page.getByRole('listitem', { name: 'Business Mail' })).toHaveCount(0);
    });

    test('a keyboard-only customer changes a period and opens and closes the drawer', async ({ page }) => {
      const hosting = page.getByRole('listitem', { name: /^Webhosting/ });
      const select = hosting.getByLabel('Period');
      await tabTo(page, select);
      await page.keyboard.press('ArrowUp');
      await expect(select).toHaveValue('6');
      await expect(hosting).toHaveAttribute('aria-busy', 'false');
      const cog = hosting.getByRole('button', { name: /^Settings of Webhosting/ });
      await tabTo(page, cog, { backwards: true });
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: /^Settings: Webhosting/ });
      await expect(drawer).toBeVisible();
      await expect(drawer).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(cog).toBeFocused();
    });
  });
}
