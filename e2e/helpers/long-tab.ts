/**
 * The long tab of issue 33 (about a dozen page loads through the order steps, the cart and the
 * domain checker with two searches and a transfer), walked as a customer does it, for the re-run
 * journeys of long recordings (e2e/devtools-long-rerun.spec.ts).
 */
import { expect, type Page } from '@playwright/test';
import { openApp, PAGE_LOAD } from './app';
import { alice, putProfiles, startOrder, stepBlock } from './checkout';

const rows = (page: Page) => page.locator('li.domain-row');

/**
 * The cart as the customer sees it once it has settled: its items and the recommendations that
 * follow the cart's reply. A page left before them ends with calls the re-run cannot time alike.
 */
async function cartSettled(page: Page): Promise<void> {
  await expect(page.getByRole('list', { name: 'Cart' })).toBeVisible(PAGE_LOAD);
  await expect(page.getByRole('heading', { name: 'Recommended for your order' })).toBeVisible(PAGE_LOAD);
}

/** A typed address: a new page load, once the app is up. */
export async function typed(page: Page, path: string): Promise<void> {
  await openApp(page, path);
}

/** The long tab: about a dozen page loads through the order, the cart and the domain checker. */
export async function longTab(page: Page, baseURL: string): Promise<void> {
  await startOrder(page, alice, baseURL);
  await putProfiles(page, alice);
  await expect(stepBlock(page, 'billing-profile').getByRole('button', { name: 'Continue' })).toBeVisible(
    PAGE_LOAD,
  );
  await typed(page, '/en/checkout');
  await cartSettled(page);
  const first = `prva-e2e-${Date.now()}.sk`;
  await typed(page, `/en/domain-checker?qd=${first}&freeOnly=false`);
  await expect(page.getByText('That is all we found.')).toBeVisible(PAGE_LOAD);
  const second = `taken-e2e-${Date.now()}.sk`;
  await page.getByLabel('Domain name').fill(second);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const row = page.getByRole('listitem', { name: second, exact: true });
  await expect(row.getByText('Registered')).toBeVisible(PAGE_LOAD);
  await expect(page.getByText('That is all we found.')).toBeVisible(PAGE_LOAD);
  await row.getByRole('button', { name: 'Transfer' }).click();
  const form = row.getByRole('form', { name: `Transfer of ${second}` });
  await form.getByLabel('Auth code (EPP)').fill('E2e-Auth-123456');
  await form.getByRole('button', { name: 'Transfer to us' }).click();
  await expect(row.getByText('In cart')).toBeVisible();
  await typed(page, '/en/checkout');
  await expect(page.getByRole('list', { name: 'Cart' }).getByText(second)).toBeVisible(PAGE_LOAD);
  await cartSettled(page);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Cart' }).getByText(second)).toBeVisible(PAGE_LOAD);
  await cartSettled(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL(/\/en\/checkout\/order\?step=/);
  await expect(stepBlock(page, 'billing-profile').getByRole('button', { name: 'Continue' })).toBeVisible(
    PAGE_LOAD,
  );
  await page.reload();
  await expect(stepBlock(page, 'billing-profile').getByRole('button', { name: 'Continue' })).toBeVisible(
    PAGE_LOAD,
  );
  await typed(page, '/en/');
  await cartSettled(page);
  await typed(page, '/en/checkout');
  await cartSettled(page);
  await page.reload();
  await cartSettled(page);
  await typed(page, `/en/domain-checker?qd=${first}&freeOnly=false`);
  await expect(page.getByText('That is all we found.')).toBeVisible(PAGE_LOAD);
  await expect(rows(page).first()).toBeVisible();
  await typed(page, '/en/checkout');
  await cartSettled(page);
}
