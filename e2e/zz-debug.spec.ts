// debug only
import { expect, test } from '@playwright/test';
import { alice, finishOrder, reachRecapitulation, startOrder } from './helpers/checkout';
import { setBehaviour } from './helpers/provider';

test('debug retry', async ({ page, baseURL }) => {
  page.on('pageerror', (e) => console.log('PAGEERROR', e.message, e.stack));
  page.on('console', (m) => console.log('CONSOLE', m.type(), m.text()));
  page.on('request', (r) => { if (r.url().includes('/api/')) console.log('REQ', r.method(), r.url()); });
  await startOrder(page, alice, baseURL ?? '');
  await setBehaviour(page, { checkout: 'order.not_created' });
  await reachRecapitulation(page, alice, 'Bank transfer');
  await finishOrder(page);
  await expect(page).toHaveURL(/messageKey=exception&exception=order\.not_created$/);
  await setBehaviour(page, { checkout: 'auto' });
  await page.getByRole('link', { name: 'Try again' }).click();
  await expect(page).toHaveURL(/step=recapitulation$/);
  await finishOrder(page);
  console.log('SECOND FINISH CLICKED');
  await page.waitForTimeout(3000);
  console.log('URL', page.url());
  const tail = await page.evaluate(() => {
    const w = window as unknown as { __checkout: { log: { all(): { type: string; payload: unknown }[] } } };
    return w.__checkout.log.all().slice(-45).map((e) => `${e.type} ${JSON.stringify(e.payload).slice(0, 160)}`);
  });
  console.log(tail.join('\n'));
});
