/**
 * Brings a browser page of the bench site (bench/support/site.ts) to the pages the browser
 * benchmarks measure, the way the e2e journeys do (e2e/helpers/): the provider seeded through its
 * control API from inside the page (same session cookie), a customer logged in through the
 * provider's login stand-in, profiles put on the cart. Uses playwright-core (no test runner).
 */
import type { Page } from 'playwright-core';

/** The page's own data-params (API base, login URL, company). */
async function params(page: Page): Promise<{ apiUrl: string; loginUrl: string; company: string }> {
  return page.evaluate(() =>
    JSON.parse(document.getElementById('main-content')?.getAttribute('data-params') ?? '{}'),
  );
}

/** A request to the provider with the app's own API base, headers and session cookie. */
async function call(page: Page, method: string, path: string, body: unknown): Promise<void> {
  const { apiUrl, company } = await params(page);
  await page.evaluate(
    async ({ url, method, body, company }) => {
      const response = await fetch(url, {
        method,
        credentials: 'include',
        headers: { 'content-type': 'application/json', company, language: 'en-US' },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    },
    { url: `${apiUrl}${path}`, method, body, company },
  );
}

export async function booted(page: Page): Promise<void> {
  await page.locator('html[data-app]').waitFor({ state: 'attached' });
}

/**
 * Opens the app once, seeds the session (a cart with one domain's items: domain, hosting, Business
 * Mail; logged out) and keeps the hosting tutorial away (`test` cookie), as the e2e journeys do.
 */
export async function seedCart(page: Page, app: string): Promise<void> {
  await page.context().addCookies([{ name: 'test', value: 'test', url: app }]);
  await page.goto(new URL('/en/', app).href);
  await booted(page);
  await call(page, 'POST', '/__mock/seed', { cart: 'with-items', login: null });
  await call(page, 'POST', '/__mock/behaviour', { checkout: 'auto', gateway: 'success', pollsBeforeDone: 2 });
}

/** `POST __mock/behaviour` for this page's provider session (e.g. the domain stream's pace). */
export async function setBehaviour(page: Page, behaviour: Record<string, unknown>): Promise<void> {
  await call(page, 'POST', '/__mock/behaviour', behaviour);
}

/** Adds items through POST /cart/items (e.g. to grow the seeded cart to five or ten items). */
export async function addItems(page: Page, items: readonly Record<string, unknown>[]): Promise<void> {
  for (const item of items) await call(page, 'POST', '/cart/items', item);
}

/** Domain registrations for other domains, to grow a cart by `count` items. */
export function extraDomains(count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) => ({
    code: 'domain-register',
    sellType: 'direct',
    period: 12,
    properties: { domain: `bench-extra-${i + 1}.sk` },
  }));
}

/**
 * Logs alice (sk-ws) in through the login stand-in, puts her billing and domain profiles on the
 * cart, so every step up to the payment is complete.
 */
export async function loginAlice(page: Page, app: string): Promise<void> {
  const { loginUrl } = await params(page);
  const origin = new URL(app).origin;
  const query = new URLSearchParams({
    login: 'alice',
    returnUrl: `${origin}/en/checkout`,
    language: 'en-US',
    step: 'billing-profile',
  });
  await page.goto(`${new URL(loginUrl, origin).href}?${query.toString()}`);
  await page.waitForURL((url) => url.origin === origin);
  await booted(page);
  await call(page, 'PUT', '/cart/billing-profile?cart=true', { billingProfileId: 1 });
  await call(page, 'PUT', '/cart/domain-profile?cart=true', { domainProfileId: 1 });
}

/** Resolves once no request of the page has been in flight for `quietMs`. */
export function networkSettler(page: Page): (quietMs?: number) => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async (quietMs = 250) => {
    while (inFlight > 0 || Date.now() - lastChange < quietMs) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
}

/**
 * Finishes the logged-in, seeded order through the order view as a customer does (e2e/helpers/checkout.ts):
 * from the payment step, a saved payment card, Continue to the recapitulation, the consents ticked,
 * Finish order; the provider's gateway stand-in (`gateway: 'success'`, seedCart) returns the browser to
 * the app's thank-you page. Resolves with that page's address. The cart is closed afterwards: a bench
 * that measures the cart again must seed it again.
 */
export async function finishOrder(page: Page, app: string): Promise<string> {
  const block = (step: string) => page.locator(`#order-step-${step}`);
  const next = async (step: string) => {
    const button = block(step).getByRole('button', { name: 'Continue' });
    await button.waitFor();
    await button.click();
  };
  await page.goto(new URL('/en/checkout/order?step=payment-method', app).href);
  await block('payment-method').getByLabel('Payment card', { exact: true }).check();
  await block('payment-method')
    .getByLabel(/\*\*\*\*/)
    .first()
    .check();
  await next('payment-method');
  await page.waitForURL(/step=service-settings$/);
  await block('service-settings').getByText('All service settings are complete.').waitFor();
  await next('service-settings');
  await page.waitForURL(/step=recapitulation$/);
  const summary = page.getByRole('complementary', { name: 'Summary' });
  await summary.getByLabel('I agree to the terms and conditions').check();
  const thirdParty = summary.getByLabel(/third parties/);
  if ((await thirdParty.count()) > 0) await thirdParty.check();
  // Finish is throttled to one click a second: clicked again until the page leaves (at most 15 tries).
  for (let tries = 0; tries < 15 && !/\/thank-you/.test(page.url()); tries++) {
    await summary.getByRole('button', { name: 'Finish order' }).click();
    await page.waitForURL(/\/thank-you/, { timeout: 1500 }).catch(() => undefined);
  }
  if (!/\/thank-you/.test(page.url())) throw new Error(`the order did not finish (at ${page.url()})`);
  await booted(page);
  return page.url();
}
