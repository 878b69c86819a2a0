/**
 * Shared steps of the failed-order journeys (e2e/failed-order-report.spec.ts, e2e/sentry-envelope.spec.ts,
 * e2e/long-report-rerun.spec.ts):
 * the customer's way from a seeded cart through the provider's login to the recapitulation, and
 * the developer's way from a report to its re-run in a development build.
 */
import { expect, type Browser, type Page } from '@playwright/test';
import { E2E_SETUPS } from '../../scripts/e2e-setups.mjs';
import { openApp } from './app';
import { alice, continueFrom, choosePayment, stepBlock } from './checkout';
import { useCompany } from './company';
import { importFile, rerunVerdict } from './devtools';
import { seedProvider, setBehaviour } from './provider';

const DEV_ORIGIN = `http://${E2E_SETUPS.dev.host}:${E2E_SETUPS.dev.port}`;

/**
 * A seeded cart opened as an anonymous visitor, then, as a customer does it: Continue, "Log in" in
 * the panel, the provider's login page and back to the order's first step.
 */
export async function cartThenLogin(page: Page, baseURL: string, gateway: 'success' | 'fail'): Promise<void> {
  await useCompany(page, alice.company);
  await page.context().addCookies([{ name: 'test', value: 'test', url: baseURL }]);
  await openApp(page, '/en/');
  await seedProvider(page, { company: alice.company, cart: 'with-items', login: null });
  await setBehaviour(page, { checkout: 'auto', gateway, pollsBeforeDone: 2 });
  await logInFromTheCart(page);
}

/** From the cart, as a customer: Continue, "Log in" in the panel, the provider's login page and back. */
async function logInFromTheCart(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/checkout\/order\?step=billing-profile$/);
  await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

/** Saved billing and domain profiles, the given payment, service settings: the recapitulation. */
export async function walkToRecapitulation(page: Page, group: string, option?: RegExp): Promise<void> {
  const billing = stepBlock(page, 'billing-profile');
  await billing.getByRole('group', { name: 'Choose a billing profile' }).getByRole('radio').first().check();
  await continueFrom(page, 'billing-profile');
  await expect(page).toHaveURL(/step=domain-profile$/);
  await continueFrom(page, 'domain-profile');
  await expect(page).toHaveURL(/step=payment-method$/);
  await choosePayment(page, group, option);
  await expect(page).toHaveURL(/step=service-settings$/);
  await continueFrom(page, 'service-settings');
  await expect(page).toHaveURL(/step=recapitulation$/);
}

/**
 * The developer's side: a development build opens the report by its address, its timeline names the
 * failed call, and "Re-run live" plays it to the page where it ended with the recorded outcome.
 */
export async function developerReruns(
  browser: Browser,
  report: string,
  run: { name: string; failedCall: string; endsAt: RegExp },
): Promise<void> {
  const page = await reportOpenedInDevBuild(browser, report, run.name);
  await timelineNamesAndRerun(page, run);
  await page.context().close();
}

/**
 * A development build's console, in a context of its own, with the report opened by its address
 * (`/developer?session=`) as a developer opens one a collector keeps; the caller closes the context.
 */
export async function reportOpenedInDevBuild(browser: Browser, report: string, name: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: DEV_ORIGIN });
  const page = await context.newPage();
  await context.route(
    (url) => url.pathname === `/reports/${name}`,
    (route) => route.fulfill({ status: 200, contentType: 'application/json', body: report }),
  );
  await openApp(page, `/en/developer?session=/reports/${name}`);
  return page;
}

/**
 * The developer's side from a tracker: the session attachment downloaded from the tracker's issue,
 * dropped on a development build's console; its timeline names the failed call, and "Re-run live"
 * plays it to the page where it ended with the recorded outcome.
 */
export async function developerImportsAndReruns(
  browser: Browser,
  session: string,
  run: { name: string; failedCall: string; endsAt: RegExp },
): Promise<void> {
  const context = await browser.newContext({ baseURL: DEV_ORIGIN });
  const page = await context.newPage();
  await openApp(page, '/en/developer');
  await importFile(page, run.name, session);
  await timelineNamesAndRerun(page, run);
  await context.close();
}

/**
 * A loaded session in the console: its timeline names the failed call, and "Re-run live" plays it
 * to the page where it ended with the recorded outcome.
 */
async function timelineNamesAndRerun(
  page: Page,
  run: { name: string; failedCall: string; endsAt: RegExp },
): Promise<void> {
  await expect(page.getByTestId('session-summary')).toContainText(`Loaded: ${run.name}`);
  await page.getByLabel('Filter text').fill(run.failedCall.split(' → ')[0] ?? run.failedCall);
  const rows = page.getByRole('list', { name: 'Event timeline' }).getByRole('listitem');
  await expect(rows.filter({ hasText: run.failedCall })).not.toHaveCount(0);
  await page.getByRole('button', { name: 'Re-run live' }).click();
  await page.waitForURL(run.endsAt, { timeout: 150_000 });
  await rerunVerdict(page, run.name, 90_000);
}
