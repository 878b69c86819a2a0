// Guards the cart view journeys in sk-ws and se-ws: coupon valid and invalid, the note, migration uploads (valid PDF, refused files; sk-ws only, se-ws has no promotion), cross-sell add, up-sell upgrade, continue when anonymous (login panel), quick order as a logged-in customer (and refused: recapitulation with the message), empty cart back to the cart, axe on the cart and the empty cart, and a keyboard-only coupon-and-continue run.
import { expect, test, type Page } from '@playwright/test';
import type { CompanyCode } from '../events/contract/scalars';
import { openCartWithItems, seriousViolations, tabTo } from './helpers/cart-items';
import { loginAs } from './helpers/login';
import { seedSession, setFaults } from './helpers/provider';

const companies: CompanyCode[] = ['sk-ws', 'se-ws'];
const summary = (page: Page) => page.getByRole('complementary', { name: 'Summary' });

/** Opens the coupon panel (behind a toggle while the cart has no coupon). */
async function openCoupons(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'I have a coupon' });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

for (const company of companies) {
  test.describe(`the cart view in ${company}`, () => {
    test.beforeEach(async ({ page, baseURL }) => {
      await openCartWithItems(page, company, baseURL ?? '');
    });

    test('a valid coupon is applied and listed; the form starts empty again', async ({ page }) => {
      await openCoupons(page);
      await page.getByLabel('Coupon code').fill('welcome10');
      await page.getByRole('button', { name: 'Apply' }).click();
      const applied = page.getByRole('list', { name: 'Applied coupons' });
      await expect(applied.getByText('WELCOME10')).toBeVisible();
      await expect(applied.getByText('10 % off').first()).toBeVisible();
      await expect(summary(page).getByText('Discount')).toBeVisible();
      await expect(summary(page).getByRole('listitem').filter({ hasText: 'WELCOME10' })).toBeVisible();
      await expect(page.getByLabel('Coupon code')).toHaveValue('');
      await page.getByRole('button', { name: 'Remove coupon WELCOME10' }).click();
      await expect(page.getByRole('list', { name: 'Applied coupons' })).toHaveCount(0);
    });

    test('an invalid coupon shows its message at the coupon form and keeps the code', async ({ page }) => {
      await openCoupons(page);
      await page.getByLabel('Coupon code').fill('NO-SUCH-CODE');
      await page.getByRole('button', { name: 'Apply' }).click();
      await expect(page.locator('.messages--discount')).toContainText('The coupon was not found.');
      await expect(page.getByLabel('Coupon code')).toHaveValue('NO-SUCH-CODE');
      await expect(page.locator('.messages--general')).not.toContainText('The coupon was not found.');
    });

    test('the note is saved after a pause and is there after a reload', async ({ page }) => {
      await page.getByLabel('Add a note to the order').check();
      // A pause mid-typing saves what is typed so far (a loaded machine's keystrokes can be 300 ms
      // apart): wait for the save of the whole note, trimmed, and for its reply before reloading.
      const saved = page.waitForResponse(
        (r) =>
          r.request().method() === 'PUT' &&
          r.url().includes('/cart/note') &&
          (r.request().postDataJSON() as { note?: string }).note === 'Please call before 5 pm',
      );
      await page.getByLabel('Note', { exact: true }).pressSequentially('  Please call before 5 pm  ');
      const reply = await saved;
      expect(reply.request().postDataJSON()).toEqual({ note: 'Please call before 5 pm' });
      expect(reply.ok()).toBe(true);
      await expect(page.getByLabel('Note', { exact: true })).toHaveValue('  Please call before 5 pm  ');
      await page.reload();
      await expect(page.getByLabel('Add a note to the order')).toBeChecked();
      await expect(page.getByLabel('Note', { exact: true })).toHaveValue('Please call before 5 pm');
    });

    test('emptying the saved note to retype it removes it but keeps the note box open', async ({ page }) => {
      const note = page.getByLabel('Note', { exact: true });
      await page.getByLabel('Add a note to the order').check();
      const saved = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/cart/note'));
      await note.fill('Call me');
      await saved;
      const removed = page.waitForResponse(
        (r) => r.request().method() === 'DELETE' && r.url().includes('/cart/note'),
      );
      await note.fill('');
      await removed;
      await expect(page.getByLabel('Add a note to the order')).toBeChecked();
      await note.pressSequentially('Call me after 5');
      await expect(note).toHaveValue('Call me after 5');
    });

    test('a cross-sell offer is added to the cart', async ({ page }) => {
      const offers = page.getByRole('region', { name: 'Recommended for your order' });
      const ssl = offers
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'SSL certificate' }) });
      await expect(ssl).toBeVisible();
      await ssl.getByRole('button', { name: 'Add to cart' }).click();
      const items = page.getByRole('list', { name: 'Cart' }).locator(':scope > li');
      await expect(items).toHaveCount(4);
      await expect(offers.getByRole('heading', { name: 'SSL certificate' })).toHaveCount(0);
    });

    test('an up-sell upgrades the hosting it names', async ({ page }) => {
      const offers = page.getByRole('region', { name: 'Recommended for your order' });
      const bigger = offers
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'More room for your website' }) });
      const newName = (await bigger.locator('.cross-sell-banner__name').textContent()) ?? '';
      await expect(bigger.getByText(/^Replaces Webhosting/)).toBeVisible();
      await bigger.getByRole('button', { name: 'Upgrade' }).click();
      const items = page.getByRole('list', { name: 'Cart' }).locator(':scope > li');
      await expect(items.filter({ hasText: newName })).toHaveCount(1);
      await expect(items).toHaveCount(3);
    });

    test('continue opens the login panel for an anonymous visitor', async ({ page }) => {
      const button = page.getByRole('button', { name: 'Continue' });
      await expect(button).toHaveClass(/button--primary/);
      await button.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('button', { name: 'Log in' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Log in for a quick order' })).toBeVisible();
    });

    test('a logged-in customer orders quickly and lands on the recapitulation', async ({ page }) => {
      await loginAs(page, 'alice');
      await expect(page.getByRole('list', { name: 'Cart' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Continue' })).not.toHaveClass(/button--primary/);
      await page.getByRole('button', { name: 'Quick order' }).click();
      await expect(page).toHaveURL(/\/en\/checkout\/order\?step=recapitulation$/);
    });

    test('a quick order the provider refuses shows the recapitulation with the message', async ({ page }) => {
      await loginAs(page, 'alice');
      await expect(page.getByRole('list', { name: 'Cart' })).toBeVisible();
      await setFaults(page, {
        status: 422,
        key: 'quick_order.failed',
        pathPattern: '/quick-order',
        times: 1,
      });
      await page.getByRole('button', { name: 'Quick order' }).click();
      await expect(page).toHaveURL(/\/en\/checkout\/order\?step=recapitulation$/);
      await expect(page.locator('.messages--general')).toContainText(
        'The quick order failed. Please continue with the standard order.',
      );
      await expect(page).toHaveURL(/step=recapitulation$/);
    });

    test('the cart has no serious or critical accessibility violation', async ({ page }) => {
      await openCoupons(page);
      await page.getByLabel('Add a note to the order').check();
      await expect(page.getByRole('region', { name: 'Recommended for your order' })).toBeVisible();
      expect(await seriousViolations(page, '.cart-page')).toEqual([]);
    });

    test('keyboard only: add a coupon and continue', async ({ page }) => {
      await page.locator('body').click({ position: { x: 1, y: 1 } });
      const toggle = page.getByRole('button', { name: 'I have a coupon' });
      await tabTo(page, toggle);
      await page.keyboard.press('Enter');
      await tabTo(page, page.getByLabel('Coupon code'));
      await page.keyboard.type('WELCOME10');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('list', { name: 'Applied coupons' }).getByText('WELCOME10')).toBeVisible();
      await tabTo(page, page.getByRole('button', { name: 'Continue' }));
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toBeVisible();
    });
  });
}

test.describe('migration uploads', () => {
  test('sk-ws: a valid PDF is uploaded and a refused file says why', async ({ page, baseURL }) => {
    await openCartWithItems(page, 'sk-ws', baseURL ?? '');
    await page.getByLabel('I am moving my hosting from another provider').check();
    await expect(page.getByLabel(/I will migrate by myself/)).toBeChecked();
    await page.getByLabel('Invoices from your current provider').setInputFiles([
      { name: 'invoice-2024.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 invoice') },
      { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('png') },
    ]);
    const files = page.getByRole('list', { name: 'Uploaded invoices' });
    await expect(files.getByRole('listitem').filter({ hasText: 'invoice-2024.pdf' })).toContainText(
      'Uploaded',
    );
    await expect(files.getByRole('listitem').filter({ hasText: 'photo.png' })).toContainText(
      'File type is not valid',
    );
    await expect(page.locator('.messages--uploadedFiles')).toContainText('File type is not valid');
    await page.reload();
    await expect(page.getByLabel('I am moving my hosting from another provider')).toBeChecked();
    const kept = page.getByRole('list', { name: 'Uploaded invoices' }).getByRole('listitem');
    await expect(kept).toHaveCount(1);
    await kept.getByRole('button', { name: 'Remove invoice-2024.pdf' }).click();
    await expect(page.getByRole('list', { name: 'Uploaded invoices' })).toHaveCount(0);
  });

  test('sk-ws: a file over 5 MB is refused before upload', async ({ page, baseURL }) => {
    await openCartWithItems(page, 'sk-ws', baseURL ?? '');
    await page.getByLabel('I am moving my hosting from another provider').check();
    let uploads = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/promotion-for-migration')) uploads += 1;
    });
    await page.getByLabel('Invoices from your current provider').setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(5242881, 1),
    });
    await expect(page.locator('.messages--uploadedFiles')).toContainText('File size is over limit (5MB)');
    expect(uploads).toBe(0);
  });

  test('se-ws: the company has no migration promotion, so the block is not offered', async ({
    page,
    baseURL,
  }) => {
    await openCartWithItems(page, 'se-ws', baseURL ?? '');
    await expect(summary(page)).toBeVisible();
    await expect(page.getByLabel('I am moving my hosting from another provider')).toHaveCount(0);
  });
});

test.describe('the empty cart', () => {
  test('a cart with items on the empty-cart page goes back to the cart', async ({ page, baseURL }) => {
    await openCartWithItems(page, 'sk-ws', baseURL ?? '');
    await page.goto('/en/empty-cart');
    await expect(page).toHaveURL(/\/en\/checkout$/);
    await expect(page.getByRole('list', { name: 'Cart' })).toBeVisible();
  });

  for (const company of companies) {
    test(`${company}: has no serious or critical accessibility violation`, async ({ page, baseURL }) => {
      await openCartWithItems(page, company, baseURL ?? '');
      await seedSession(page, { company, cart: 'empty', login: null });
      await page.goto('/en/checkout');
      await expect(page).toHaveURL(/\/en\/empty-cart$/);
      await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
      expect(await seriousViolations(page, '.page--empty-cart')).toEqual([]);
    });
  }
});
