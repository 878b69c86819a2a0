// Guards the brand themes (spec §6, decision 051): an Active24 and a Loopia company wear their own brand from the first frame (not the WebSupport look), with the brand's wordmark, and their pages meet axe's colour-contrast rule; WebSupport keeps its own look.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { CompanyCode } from '../events/contract/scalars';
import { openCartWithItems } from './helpers/cart-items';

const brands: { code: CompanyCode; theme: string; wordmark: string; primary: string; background: string }[] =
  [
    {
      code: 'sk-ws',
      theme: 'websupport',
      wordmark: 'WebSupport',
      primary: 'rgb(11, 95, 255)',
      background: 'rgb(245, 247, 250)',
    },
    {
      code: 'cz-a24',
      theme: 'active24',
      wordmark: 'Active24',
      primary: 'rgb(212, 20, 28)',
      background: 'rgb(247, 245, 244)',
    },
    {
      code: 'se-lp',
      theme: 'loopia',
      wordmark: 'Loopia',
      primary: 'rgb(0, 119, 74)',
      background: 'rgb(244, 248, 245)',
    },
  ];

/**
 * Notes the page's background and `<html data-theme>` in the first animation frame that has a body
 * to paint (a frame runs its callbacks before it paints): what the first paint shows.
 */
async function noteFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const check = () => {
      if (!document.body) return void requestAnimationFrame(check);
      (window as { firstFrame?: unknown }).firstFrame = {
        theme: document.documentElement.getAttribute('data-theme'),
        background: getComputedStyle(document.documentElement).backgroundColor,
        content: document.getElementById('main-content')?.textContent ?? '',
      };
    };
    requestAnimationFrame(check);
  });
}

/** The colour-contrast failures of axe on the page as it is now. */
async function contrastFailures(page: Page): Promise<string[]> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState === 'finished'));
  const result = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

for (const { code, theme, wordmark, primary, background } of brands) {
  test(`${code} wears the ${wordmark} brand from the first frame, in colours of readable contrast`, async ({
    page,
    baseURL,
  }) => {
    await noteFirstFrame(page);
    await openCartWithItems(page, code, baseURL ?? '');

    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    // The first paint shows this brand, or (the early script not run yet) no background and no content.
    const first = await page.evaluate(() => (window as { firstFrame?: unknown }).firstFrame);
    expect([
      { theme, background, content: expect.any(String) },
      { theme: null, background: 'rgba(0, 0, 0, 0)', content: '' },
    ]).toContainEqual(first);
    const mark = page.getByRole('banner').locator('.wordmark');
    await expect(mark).toHaveText(wordmark);
    await expect(mark).toHaveCSS('color', primary);
    expect(await contrastFailures(page)).toEqual([]);

    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const drawer = page.getByRole('dialog', { name: 'Log in or create an account' });
    await expect(drawer.locator('.wordmark')).toHaveText(wordmark);
    await expect(drawer.getByRole('button', { name: 'Log in' })).toHaveCSS('background-color', primary);
    expect(await contrastFailures(page)).toEqual([]);
  });
}
