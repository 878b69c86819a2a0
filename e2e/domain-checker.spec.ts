// Guards the domain checker journeys in both set-ups: a search whose results stream in one by one (the first visible before the last arrives), adding a bundle, a transfer with its auth code, and a broken stream that keeps what arrived.
import { expect, test, type Page } from '@playwright/test';
import { openApp } from './helpers/app';
import { seedProvider, setBehaviour, setFaults } from './helpers/provider';

const DEFAULT_STREAM_DELAY_MS = 25;
const rows = (page: Page) => page.locator('li.domain-row');

async function openChecker(page: Page, qd: string): Promise<void> {
  await page.goto(`/en/domain-checker?qd=${encodeURIComponent(qd)}&freeOnly=false`);
  await page.locator('html[data-app]').waitFor({ state: 'attached' });
}

test.beforeEach(async ({ page }) => {
  await openApp(page, '/en/');
  await seedProvider(page, { cart: 'empty', login: null });
});

test.afterEach(async ({ page }) => {
  await setBehaviour(page, { streamDelayMs: DEFAULT_STREAM_DELAY_MS });
  await setFaults(page, null);
});

test('results stream in one by one: the first is on screen before the last has arrived', async ({ page }) => {
  await setBehaviour(page, { streamDelayMs: 400 });
  await openChecker(page, `stream-e2e-${Date.now()}.sk`);
  await expect(rows(page).first()).toBeVisible();
  expect(await rows(page).count()).toBeLessThan(9);
  await expect(page.getByRole('status').filter({ hasText: 'Checking domains' })).toBeVisible();
  await expect(page.getByText('That is all we found.')).toBeVisible({ timeout: 15_000 });
  await expect(rows(page)).toHaveCount(9);
  await expect(page.getByRole('status').filter({ hasText: 'Checking domains' })).toHaveCount(0);
});

test('a new search replaces a running one', async ({ page }) => {
  await setBehaviour(page, { streamDelayMs: 300 });
  await openChecker(page, `prva-e2e-${Date.now()}.sk`);
  await expect(rows(page).first()).toBeVisible();
  const second = `druha-e2e-${Date.now()}.sk`;
  await page.getByLabel('Domain name').fill(second);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`qd=${second.replace(/\./g, '\\.')}`));
  await expect(page.getByRole('listitem', { name: second, exact: true })).toBeVisible();
  await expect(page.getByText('That is all we found.')).toBeVisible({ timeout: 15_000 });
  await expect(rows(page)).toHaveCount(9);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a bundle goes into the cart with its discounted second domain', async ({ page }) => {
  const label = `balik-e2e-${Date.now()}`;
  await openChecker(page, label);
  const bundle = page.getByRole('listitem', { name: new RegExp(`^${label}\\.sk \\+ ${label}\\.`) });
  await expect(bundle).toBeVisible();
  await bundle.getByRole('button', { name: 'Add both to cart' }).click();
  await expect(bundle.getByText('In cart')).toBeVisible();
  await page.goto('/en/checkout');
  const cart = page.getByRole('list', { name: 'Cart' });
  await expect(cart.getByText(`${label}.sk`)).toBeVisible();
  await expect(cart.getByText(new RegExp(`${label}\\.(com|eu|cz|net|org|info|hu|io)`))).toBeVisible();
});

test('a registered domain is transferred with its auth code', async ({ page }) => {
  const domain = `taken-e2e-${Date.now()}.sk`;
  await openChecker(page, domain);
  const row = page.getByRole('listitem', { name: domain, exact: true });
  await expect(row.getByText('Registered')).toBeVisible();
  await row.getByRole('button', { name: 'Transfer' }).click();
  const form = row.getByRole('form', { name: `Transfer of ${domain}` });
  await form.getByRole('button', { name: 'Transfer to us' }).click();
  await expect(form.getByText('Field is required')).toBeVisible();
  await form.getByLabel('Auth code (EPP)').fill('E2e-Auth-123456');
  await form.getByRole('button', { name: 'Transfer to us' }).click();
  await expect(row.getByText('In cart')).toBeVisible();
  await expect(form).toHaveCount(0);
});

test('a broken stream ends with a message and keeps the result that arrived', async ({ page }) => {
  await setFaults(page, { brokenStream: true, pathPattern: 'check-domains' });
  const domain = `rozbita-e2e-${Date.now()}.sk`;
  await openChecker(page, domain);
  await expect(
    page.getByText('The search was interrupted. The results found so far are shown.'),
  ).toBeVisible();
  await expect(page.getByRole('listitem', { name: domain, exact: true })).toBeVisible();
  await expect(rows(page)).toHaveCount(1);
});

test('an empty or broken search is refused with its message', async ({ page }) => {
  await openChecker(page, 'moja-e2e.sk');
  const field = page.getByLabel('Domain name');
  await field.fill('   ');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByRole('search').getByRole('alert')).toHaveText('no domain to check');
  await field.fill('ftp://moja-e2e.sk');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByRole('search').getByRole('alert')).toHaveText(
    'domain cannot contain protocol (ftp://moja-e2e.sk)',
  );
});
