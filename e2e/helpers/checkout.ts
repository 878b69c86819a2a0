/**
 * Shared steps of the checkout journeys: a seeded cart (domain, hosting, Business Mail) logged in
 * as a seeded customer of one company variant, arriving at the order view as the login button
 * would; walking the steps (Continue in each step block), choosing a payment method, ticking the
 * consents and finishing; and the profiles put on the cart through the provider's API (E16, E17)
 * for the profile steps, whose own forms are guarded by their own journeys.
 */
import { expect, type Page } from '@playwright/test';
import type { CompanyCode } from '../../events/contract/scalars';
import { openApp, PAGE_LOAD } from './app';
import { useCompany } from './company';
import { loginAs } from './login';
import { providerApi, seedSession, setBehaviour } from './provider';

export interface Customer {
  company: CompanyCode;
  login: string;
  billingProfileId: number;
  domainProfileId: number;
  /** Order of the profile steps in the company's workflow. */
  profileSteps: ('billing-profile' | 'domain-profile')[];
}

export const alice: Customer = {
  company: 'sk-ws',
  login: 'alice',
  billingProfileId: 1,
  domainProfileId: 1,
  profileSteps: ['billing-profile', 'domain-profile'],
};
export const sven: Customer = {
  company: 'se-ws',
  login: 'sven',
  billingProfileId: 4,
  domainProfileId: 3,
  profileSteps: ['domain-profile', 'billing-profile'],
};

export const stepBlock = (page: Page, step: string) => page.locator(`#order-step-${step}`);
export const summary = (page: Page) => page.getByRole('complementary', { name: 'Summary' });

/**
 * A seeded cart, the checkout outcome reset, then login; the login return validates the cart (E7)
 * and ends on the order view's first step.
 */
export async function startOrder(page: Page, customer: Customer, baseURL: string): Promise<void> {
  await useCompany(page, customer.company);
  await page.context().addCookies([{ name: 'test', value: 'test', url: baseURL }]);
  await openApp(page, '/en/');
  // The login below opens the order view, which reads the seeded session.
  await seedSession(page, { company: customer.company, cart: 'with-items', login: null });
  await setBehaviour(page, { checkout: 'auto', gateway: 'success', pollsBeforeDone: 2 });
  const [firstStep = 'billing-profile'] = customer.profileSteps;
  await loginAs(page, customer.login, { step: firstStep });
  await expect(page).toHaveURL(new RegExp(`/en/checkout/order\\?step=${firstStep}$`));
  // As a customer does, act once the step is on screen: a journey that reloads as soon as the
  // address changed records a page load whose view never mounted, which no re-run can repeat.
  await expect(stepBlock(page, firstStep).getByRole('button', { name: 'Continue' })).toBeVisible(PAGE_LOAD);
}

/** PUT /cart/billing-profile and /cart/domain-profile with the app's own API base, then reload. */
export async function putProfiles(page: Page, customer: Customer): Promise<void> {
  await providerApi(page, 'PUT', '/cart/billing-profile?cart=true', {
    billingProfileId: customer.billingProfileId,
  });
  await providerApi(page, 'PUT', '/cart/domain-profile?cart=true', {
    domainProfileId: customer.domainProfileId,
  });
  await page.reload();
  await page.locator('html[data-app]').waitFor({ state: 'attached' });
}

export async function continueFrom(page: Page, step: string): Promise<void> {
  const next = stepBlock(page, step).getByRole('button', { name: 'Continue' });
  await expect(next).toBeEnabled();
  await next.click();
}

/** Chooses a group (and an option), waits until the cart stores it, continues. */
export async function choosePayment(page: Page, group: string, option?: RegExp): Promise<void> {
  const block = stepBlock(page, 'payment-method');
  await block.getByLabel(group, { exact: true }).check();
  if (option) await block.getByLabel(option).check();
  await continueFrom(page, 'payment-method');
}

/** From the first step to recapitulation with the given payment. */
export async function reachRecapitulation(
  page: Page,
  customer: Customer,
  group: string,
  option?: RegExp,
): Promise<void> {
  await putProfiles(page, customer);
  for (const step of customer.profileSteps) await continueFrom(page, step);
  await expect(page).toHaveURL(/step=payment-method$/);
  await choosePayment(page, group, option);
  await expect(page).toHaveURL(/step=service-settings$/);
  await expect(
    stepBlock(page, 'service-settings').getByText('All service settings are complete.'),
  ).toBeVisible();
  await continueFrom(page, 'service-settings');
  await expect(page).toHaveURL(/step=recapitulation$/);
}

export async function tickConsents(page: Page): Promise<void> {
  await summary(page).getByLabel('I agree to the terms and conditions').check();
  const thirdParty = summary(page).getByLabel(/third parties/);
  if ((await thirdParty.count()) > 0) await thirdParty.check();
}

export async function finishOrder(page: Page): Promise<void> {
  await tickConsents(page);
  await summary(page).getByRole('button', { name: 'Finish order' }).click();
}

/**
 * Finishes and waits for the page the outcome leads to. Finish is throttled to one click a second,
 * so a click right after an earlier finish may be swallowed: it is clicked again until it goes.
 */
export async function finishUntil(page: Page, url: RegExp): Promise<void> {
  await expect(async () => {
    await finishOrder(page);
    await expect(page).toHaveURL(url, { timeout: 1500 });
  }).toPass({ timeout: 15_000 });
}
