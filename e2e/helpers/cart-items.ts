/**
 * Shared steps of the cart item journeys: open the cart of a company variant with the seeded items
 * (domain, hosting, Business Mail) and the hosting tutorial kept out of the way (`test` cookie),
 * add an item through the provider's API from inside the page (same session, both set-ups), move
 * keyboard focus with Tab until an element has it, and run axe on a part of the page.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import type { CompanyCode } from '../../events/contract/scalars';
import { openApp, PAGE_LOAD } from './app';
import { useCompany } from './company';
import { providerApi, seedSession } from './provider';

export async function openCartWithItems(page: Page, company: CompanyCode, baseURL: string): Promise<void> {
  await useCompany(page, company);
  await page.context().addCookies([{ name: 'test', value: 'test', url: baseURL }]);
  await openApp(page, '/en/');
  await seedSession(page, { company, cart: 'with-items', login: null });
  await page.goto('/en/checkout');
  await expect(page.getByRole('list', { name: 'Cart' })).toBeVisible(PAGE_LOAD);
}

/** POST /cart/items with the app's own API base and headers, then reloads the cart page. */
export async function addItem(page: Page, request: Record<string, unknown>): Promise<void> {
  await providerApi(page, 'POST', '/cart/items', request);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Cart' })).toBeVisible(PAGE_LOAD);
}

/** Presses Tab (or Shift+Tab) until the target has focus; fails after `limit` presses. */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, limit = 80 } = {},
): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Waits until CSS animations are over (the drawer slides in 200 ms late), so axe sees final colours. */
export async function animationsDone(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState === 'finished'));
}

/** Runs axe on one part of the page and returns the serious and critical violations. */
export async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(selector).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
