// Guards the failure path of issue 21 end to end, the way it happens in production: the production
// build against the HTTP provider (another origin) with error reporting on. A customer logs in on the
// provider's login page from the cart, keeps the saved profiles and the saved card, and "Finish order"
// fails with a 500 (and, second, fails after the payment gateway's return). The report that reached
// the reporting service carries every page load and none of the customer's personal data; a
// development build opens it by /developer?session=, its timeline names the failed call, and
// "Re-run live" reaches the recorded outcome through the login and the gateway.
import { expect, test, type Page } from '@playwright/test';
import { summary, tickConsents } from './helpers/checkout';
import { cartThenLogin, developerReruns, walkToRecapitulation } from './helpers/failed-order';
import { cartUuid, providerApi, setFaults } from './helpers/provider';
import { newReport, reportIds } from './helpers/reports';

/** The customer's saved data as the provider holds it: what must never leave in a report. */
async function personalValues(page: Page): Promise<string[]> {
  const values: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (/name|street|city|zip|postal|email|phone|idcard|passport|birth/i.test(key) && value.length > 3)
        values.push(value);
    } else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, k === 'login' ? '' : k);
  };
  for (const path of ['/billing-profiles', '/domain-profiles', '/users'])
    walk(await providerApi(page, 'GET', path), '');
  return values;
}

/**
 * The personal values found in the report, named (a failure prints them, not the whole report,
 * whose thousands of lines would hide which one it was).
 */
function expectNoneIn(report: string, personal: readonly string[]): void {
  expect(
    personal.filter((value) => report.includes(value)),
    'personal values in the report',
  ).toEqual([]);
}

test.describe('a failed order reaches a developer whole, private and replayable', () => {
  test.afterEach(async ({ page }) => {
    await setFaults(page, null).catch(() => undefined);
  });

  test('Finish order fails with a 500 after a login on the provider page', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.setTimeout(240_000);
    await cartThenLogin(page, baseURL ?? '', 'success');
    const personal = await personalValues(page);
    expect(personal.length).toBeGreaterThan(3);
    await walkToRecapitulation(page, 'Payment card', /\*\*\*\*/);

    const cart = await cartUuid(page);
    const before = await reportIds(request);
    await setFaults(page, { status: 500, method: 'POST', pathPattern: '/api/checkout(\\?|$)', times: 1 });
    await tickConsents(page);
    await summary(page).getByRole('button', { name: 'Finish order' }).click();
    await expect(page.getByRole('alert').first()).toBeVisible();

    const report = await newReport(request, before, cart);
    expect(report).toContain('"first-load"');
    expect(report).toContain('"login-return"');
    expect(report).toMatch(/"pathTemplate": ?"\/checkout"/);
    // What the customer's device saw (issue 24): the page loads' largest paint, from web-vitals.
    expect(report).toMatch(/"type": ?"app\/web-vital-measured"[^}]*"name": ?"LCP"/);
    expectNoneIn(report, personal);

    await developerReruns(browser, report, {
      name: 'failed-order.json',
      failedCall: 'POST /checkout → 500',
      endsAt: /\/en\/checkout\/order\?step=recapitulation$/,
    });
  });

  test('the page after the payment gateway fails with a 500', async ({ page, browser, baseURL, request }) => {
    test.setTimeout(240_000);
    await cartThenLogin(page, baseURL ?? '', 'fail');
    const personal = await personalValues(page);
    await walkToRecapitulation(page, 'Payment card', /\*\*\*\*/);

    const cart = await cartUuid(page);
    const before = await reportIds(request);
    // The cart the gateway's return page loads fails: nothing between Finish and that page reads it.
    await setFaults(page, { status: 500, method: 'GET', pathPattern: '/api/cart$', times: 1 });
    await tickConsents(page);
    await summary(page).getByRole('button', { name: 'Finish order' }).click();
    await expect(page).toHaveURL(/\/en\/thank-you\?messageKey=fail$/);

    const report = await newReport(request, before, cart);
    expect(report).toContain('"gateway-return"');
    expectNoneIn(report, personal);
    await developerReruns(browser, report, {
      name: 'after-gateway.json',
      failedCall: 'GET /cart → 500',
      endsAt: /\/en\/thank-you\?messageKey=fail$/,
    });
  });
});
