/**
 * Takes README's screenshot of the console panel over the app (docs/console-panel.png, 1280×800):
 * a development build against the HTTP mock provider (bench/support/site.ts), a cart whose period
 * change fails through a PATCH fault, the panel opened with Alt+Shift+D and "Next error" selected.
 *
 * Run: node --import tsx scripts/console-panel-screenshot.ts
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, startSite } from '../bench/support/site';
import { seedCart } from '../bench/support/site-pages';

const OUT = join(import.meta.dirname, '..', 'docs', 'console-panel.png');

async function main() {
  const site = await startSite('development');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS] });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await seedCart(page, site.app);
    await page.goto(new URL('/en/checkout', site.app).href);
    await page.getByRole('list', { name: 'Cart' }).waitFor();
    await page.evaluate(async () => {
      const params = JSON.parse(document.getElementById('main-content')?.getAttribute('data-params') ?? '{}');
      await fetch(`${params.apiUrl}/__mock/faults/add`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ method: 'PATCH', pathPattern: '/cart/items/', status: 500, times: 1 }),
      });
    });
    await page
      .getByRole('listitem', { name: /^Webhosting/ })
      .getByLabel('Period')
      .selectOption('1');
    await page.locator('.message--error').first().waitFor();
    await page.keyboard.press('Alt+Shift+KeyD');
    const panel = page.getByRole('complementary', { name: 'Developer console' });
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Next error' }).click();
    await panel.getByTestId('event-detail').waitFor();
    await page.mouse.move(0, 0);
    await page.screenshot({ path: OUT });
    console.log(`wrote ${OUT} (${Math.round(statSync(OUT).size / 1024)} kB)`);
  } finally {
    await browser.close();
    await site.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
