// Guards the hosting tutorial journey in sk-ws and se-ws: a cart with exactly one domain opens the tutorial, the customer steps through it and the hosting lands in the cart; a skip with "do not show again" keeps it closed after reloads; axe on the open tutorial.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { CompanyCode } from '../events/contract/scalars';
import { openApp } from './helpers/app';
import { useCompany } from './helpers/company';
import { addDomain } from './helpers/domain';
import { seedSession } from './helpers/provider';

const companies: { code: CompanyCode; tld: string }[] = [
  { code: 'sk-ws', tld: 'sk' },
  { code: 'se-ws', tld: 'se' },
];

async function cartWithOneDomain(
  page: Page,
  company: CompanyCode,
  domain: string,
  waitUntil: 'load' | 'networkidle' = 'load',
): Promise<void> {
  await seedSession(page, { company, cart: 'empty', login: null });
  await addDomain(page, domain);
  await page.goto('/en/checkout', { waitUntil });
}

/** Counts the page's `GET /hosting-tutorial` calls (answered by the service worker or the provider). */
function watchTutorialCalls(page: Page): () => number {
  let calls = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/hosting-tutorial')) calls += 1;
  });
  return () => calls;
}

async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  const result = await new AxeBuilder({ page }).include(selector).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// Long journeys on a shared machine: give each the time of two ordinary tests.
test.describe.configure({ timeout: 60_000 });

for (const { code, tld } of companies) {
  test.describe(`the hosting tutorial in ${code}`, () => {
    test.beforeEach(async ({ page }) => {
      await useCompany(page, code);
      await openApp(page, '/en/');
    });

    test('opens for one domain, steps through and puts the hosting in the cart', async ({ page }) => {
      const domain = `tutorial-journey.${tld}`;
      const tutorialCalls = watchTutorialCalls(page);
      await cartWithOneDomain(page, code, domain);
      await expect(page.getByRole('dialog', { name: `Your domain ${domain} needs a website` })).toBeVisible();
      expect(tutorialCalls()).toBe(1);
      const tutorial = page.getByRole('dialog');
      const progress = page.getByRole('progressbar', { name: 'Tutorial progress' });
      await expect(progress).toHaveAttribute('aria-valuetext', 'Step 1 of 4');
      expect(await seriousViolations(page, '.tutorial')).toEqual([]);

      await tutorial.getByRole('button', { name: /^The Hosting/ }).click();
      await expect(tutorial.getByRole('heading', { name: 'Set up The Hosting' })).toBeVisible();
      await expect(progress).toHaveAttribute('aria-valuetext', 'Step 2 of 4');
      await tutorial.getByRole('radio', { name: '100 GB' }).check();
      await tutorial.getByRole('button', { name: 'Back' }).click();
      await tutorial.getByRole('button', { name: /^The Hosting/ }).click();
      await expect(tutorial.getByRole('radio', { name: '100 GB' })).toBeChecked();
      await tutorial.getByRole('button', { name: 'Continue' }).click();
      await expect(tutorial.getByRole('heading', { name: 'Check your choice' })).toBeVisible();
      expect(await seriousViolations(page, '.tutorial')).toEqual([]);
      await tutorial.getByRole('button', { name: 'Add to cart' }).click();
      await expect(tutorial.getByRole('heading', { name: 'Added to your cart' })).toBeVisible();
      await expect(progress).toHaveAttribute('aria-valuetext', 'Step 4 of 4');
      await tutorial.getByRole('button', { name: 'Continue to the cart' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      const items = page.getByRole('list', { name: 'Cart' }).locator(':scope > li');
      await expect(items).toHaveCount(2);
      await expect(page.getByRole('listitem', { name: /^The Hosting/ })).toBeVisible();
      await page.reload({ waitUntil: 'networkidle' });
      await expect(items).toHaveCount(2);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('skipped with "do not show again", it stays closed for the next cart too', async ({ page }) => {
      await cartWithOneDomain(page, code, `tutorial-skip.${tld}`);
      await page.getByRole('dialog').getByRole('button', { name: 'Close the tutorial' }).click();
      const prompt = page.getByRole('alertdialog', { name: 'Skip the tutorial?' });
      await prompt.getByLabel('Do not show this tutorial again').check();
      await prompt.getByRole('button', { name: 'Skip' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const cookies = await page.context().cookies();
      expect(cookies.find((c) => c.name === 'hosting_tutorial_disabled')?.value).toBe('1');

      const tutorialCalls = watchTutorialCalls(page);
      await page.reload({ waitUntil: 'networkidle' });
      await expect(page.getByRole('list', { name: 'Cart' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await cartWithOneDomain(page, code, `tutorial-skip-again.${tld}`, 'networkidle');
      await expect(page.getByRole('list', { name: 'Cart' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      expect(tutorialCalls()).toBe(0);
    });

    test('closing without the checkbox shows it once per cart only', async ({ page }) => {
      await cartWithOneDomain(page, code, `tutorial-once.${tld}`);
      await expect(page.getByRole('dialog', { name: /needs a website$/ })).toBeVisible();
      await page.keyboard.press('Escape');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Skip' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.reload({ waitUntil: 'networkidle' });
      await expect(page.getByRole('list', { name: 'Cart' })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
}
