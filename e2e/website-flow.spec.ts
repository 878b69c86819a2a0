// Guards the website flow journey (/iwp, development and staging builds only, so the dev project): choose a category and a design tool, choose hosting, a reload keeping the step, Prev/Next, the hand-off to the checkout with the chosen packages in the cart, Back from the checkout landing on the register step, and a keyboard-only run.
import { expect, test, type Page } from '@playwright/test';
import { openApp } from './helpers/app';
import { tabTo } from './helpers/cart-items';
import { seedProvider } from './helpers/provider';

/** Navigations, reloads and cart calls wait longer than the default on the loaded machine. */
const SLOW = { timeout: 15_000 };

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const currentStep = (page: Page) =>
  page.getByRole('navigation', { name: 'Steps' }).locator('[aria-current="step"]');
const card = (page: Page, name: string) => page.getByRole('listitem', { name, exact: true });
const cardButton = (page: Page, name: string, button: 'Select' | 'Remove') =>
  card(page, name).getByRole('button', { name: button, exact: true });
const prev = (page: Page) => page.getByRole('button', { name: 'Prev step' });
const next = (page: Page) => page.getByRole('button', { name: 'Next step' });
const cartList = (page: Page) => page.getByRole('list', { name: 'Cart' });

/** The customer sees the step: its heading, its breadcrumb marked current, and its URL. */
async function expectStep(page: Page, title: string, path: string): Promise<void> {
  await expect(heading(page)).toHaveText(title, SLOW);
  await expect(currentStep(page)).toContainText(title);
  await expect(page).toHaveURL(new RegExp(`/en${path}$`), SLOW);
}

/** A selected package offers Remove once the cart has answered (the buttons are disabled meanwhile). */
async function expectSelected(page: Page, name: string): Promise<void> {
  await expect(cardButton(page, name, 'Remove')).toBeEnabled(SLOW);
}

/** The checkout with exactly the chosen packages in the cart. */
async function expectCheckoutWith(page: Page, items: RegExp[]): Promise<void> {
  await expect(page).toHaveURL(/\/en\/checkout$/, SLOW);
  await expect(cartList(page).locator(':scope > li')).toHaveCount(items.length, SLOW);
  for (const name of items) await expect(cartList(page).getByRole('listitem', { name })).toBeVisible();
}

test.beforeEach(async ({ page, baseURL }) => {
  // The `test` cookie keeps the hosting tutorial out of the way on the checkout.
  await page.context().addCookies([{ name: 'test', value: 'test', url: baseURL ?? '' }]);
  await openApp(page, '/en/iwp');
  await seedProvider(page, { company: 'sk-ws', cart: 'empty', login: null });
});

test('a customer walks the website flow to the checkout, reloading in the middle', async ({ page }) => {
  test.slow();
  await expectStep(page, 'Choose a design tool', '/iwp/design-tool');
  await expect(page.getByRole('navigation', { name: 'Steps' }).getByRole('listitem')).toHaveText([
    /Choose a design tool/,
    /Choose hosting/,
    /Register and pay/,
  ]);
  // Not below the first step, and no Next before a category is chosen.
  await expect(prev(page)).toBeDisabled();
  await expect(next(page)).toBeDisabled();

  await page.getByRole('radio', { name: 'Without e-com' }).check();
  await expect(card(page, 'Sitebuilder')).toBeVisible();
  await expect(card(page, 'Sitebuilder E-shop')).toHaveCount(0);
  await page.getByRole('radio', { name: 'With e-com' }).check();
  await expect(card(page, 'Sitebuilder E-shop')).toBeVisible();
  await expect(card(page, 'Sitebuilder')).toHaveCount(0);
  await expect(next(page)).toBeEnabled();
  await cardButton(page, 'Sitebuilder E-shop', 'Select').click();
  await expectSelected(page, 'Sitebuilder E-shop');

  await next(page).click();
  await expectStep(page, 'Choose hosting', '/iwp/hosting');
  await expect(card(page, 'WooCommerce hosting').getByText('Recommended')).toBeVisible();
  await expect(card(page, 'WordPress hosting').getByText('Recommended')).toHaveCount(0);

  // A reload keeps the step, the category and the chosen design tool.
  await page.reload();
  await expectStep(page, 'Choose hosting', '/iwp/hosting');
  await prev(page).click();
  await expectStep(page, 'Choose a design tool', '/iwp/design-tool');
  await expect(page.getByRole('radio', { name: 'With e-com' })).toBeChecked();
  await expectSelected(page, 'Sitebuilder E-shop');
  await next(page).click();
  await expectStep(page, 'Choose hosting', '/iwp/hosting');

  await cardButton(page, 'WooCommerce hosting', 'Select').click();
  await expectSelected(page, 'WooCommerce hosting');
  // The third step, register and pay, is the checkout.
  await next(page).click();
  await expectCheckoutWith(page, [/^Site Builder Extended/, /^WordPress Hosting/]);

  // Back from the checkout shows the step the flow is on, and its URL.
  await page.goBack();
  await expectStep(page, 'Register and pay', '/iwp/register');
  await expect(next(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Go to checkout' }).click();
  await expectCheckoutWith(page, [/^Site Builder Extended/, /^WordPress Hosting/]);
});

test('a keyboard-only customer chooses, changes their mind and reaches the checkout', async ({ page }) => {
  test.slow();
  await expectStep(page, 'Choose a design tool', '/iwp/design-tool');
  const withoutEcom = page.getByRole('radio', { name: 'Without e-com' });
  await tabTo(page, withoutEcom);
  await page.keyboard.press('Space');
  await expect(withoutEcom).toBeChecked();
  await expect(next(page)).toBeEnabled();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: 'With e-com' })).toBeChecked();
  await page.keyboard.press('ArrowUp');
  await expect(withoutEcom).toBeChecked();

  await tabTo(page, cardButton(page, 'Sitebuilder', 'Select'));
  await page.keyboard.press('Enter');
  await expectSelected(page, 'Sitebuilder');
  await tabTo(page, next(page));
  await page.keyboard.press('Enter');
  await expectStep(page, 'Choose hosting', '/iwp/hosting');

  // Select, then Remove again: the package leaves the cart.
  await tabTo(page, cardButton(page, 'WooCommerce hosting', 'Select'));
  await page.keyboard.press('Enter');
  await expectSelected(page, 'WooCommerce hosting');
  await tabTo(page, cardButton(page, 'WooCommerce hosting', 'Remove'));
  await page.keyboard.press('Enter');
  await expect(cardButton(page, 'WooCommerce hosting', 'Select')).toBeEnabled(SLOW);

  await tabTo(page, prev(page));
  await page.keyboard.press('Enter');
  await expectStep(page, 'Choose a design tool', '/iwp/design-tool');
  await tabTo(page, next(page));
  await page.keyboard.press('Enter');
  await expectStep(page, 'Choose hosting', '/iwp/hosting');
  await tabTo(page, cardButton(page, 'WordPress hosting', 'Select'));
  await page.keyboard.press('Enter');
  await expectSelected(page, 'WordPress hosting');
  await tabTo(page, next(page));
  await page.keyboard.press('Enter');
  await expectCheckoutWith(page, [/^Site Builder Basic/, /^WordPress Hosting/]);
});
