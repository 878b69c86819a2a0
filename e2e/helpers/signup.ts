/**
 * Shared steps of the sign-up journeys: a new customer with a seeded cart continues in the cart and
 * registers in the login drawer, then fills the sign-up form of the billing step (standard
 * workflow) or of the user information step (Swedish workflow: name optional, personal id number)
 * and creates the account. Logins are unique per call (the provider keeps its users between tests).
 */
import { expect, test, type Page } from '@playwright/test';
import type { CompanyCode } from '../../events/contract/scalars';
import { openApp, PAGE_LOAD } from './app';
import { useCompany } from './company';
import { seedSession, setBehaviour } from './provider';

/** A new customer with a seeded cart: continue in the cart, then register in the login drawer. */
export async function registerFromCart(
  page: Page,
  company: CompanyCode,
  baseURL: string,
  step: string,
): Promise<void> {
  await useCompany(page, company);
  await page.context().addCookies([{ name: 'test', value: 'test', url: baseURL }]);
  await openApp(page, '/en/');
  await seedSession(page, { company, cart: 'with-items', login: null });
  await setBehaviour(page, { checkout: 'auto', gateway: 'success', pollsBeforeDone: 2 });
  await page.goto('/en/checkout');
  await expect(page.getByRole('list', { name: 'Cart' })).toBeVisible(PAGE_LOAD);
  await page.getByRole('button', { name: 'Continue' }).first().click();
  const drawer = page.getByRole('dialog', { name: 'Log in or create an account' });
  await drawer.getByRole('button', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(new RegExp(`/en/checkout/order\\?step=${step}$`));
}

export const signupForm = (page: Page) => page.locator('form.signup-form');

/** Types into a field of the sign-up form and leaves it (the value is committed on blur). */
export async function fillField(page: Page, label: string | RegExp, value: string, nth = 0): Promise<void> {
  const field = signupForm(page)
    .getByLabel(label, { exact: typeof label === 'string' })
    .nth(nth);
  await field.fill(value);
  await field.blur();
}

let serial = 0;
/**
 * A login no other test has taken: the provider keeps the users it created, for every worker. The
 * worker's index keeps two workers' logins apart, the count one worker's.
 */
export function uniqueLogin(prefix: string): string {
  serial += 1;
  return `${prefix}${Date.now().toString(36)}w${test.info().workerIndex}n${serial}`;
}

/** The standard sign-up form (sk-ws), consent to the terms included. */
export async function fillSignup(page: Page, login: string): Promise<void> {
  await fillField(page, 'Login', login);
  await signupForm(page).getByLabel('Password', { exact: true }).fill('Nova-Heslo-42!');
  await fillField(page, 'First name', 'Nová');
  await fillField(page, 'Last name', 'Zákazníčka');
  await fillField(page, 'E-mail', `${login}@example.sk`);
  await fillField(page, 'Other e-mail addresses', `${login}@example.sk`);
  await fillField(page, 'Phone', '0905 123 456');
  await fillField(page, 'Street and number', 'Hlavná 12');
  await fillField(page, 'City', 'Bratislava');
  await fillField(page, 'Postal code', '81101');
  await signupForm(page).getByLabel('I agree to the terms of service').check();
}

/**
 * The Swedish sign-up form (se-ws): the user information comes first and its name is optional, so
 * it is left empty; a Swedish private person gives the personal identity number (id card).
 */
export async function fillSwedishSignup(page: Page, login: string): Promise<void> {
  await fillField(page, 'Login', login);
  await signupForm(page).getByLabel('Password', { exact: true }).fill('Nytt-Losen-42!');
  await fillField(page, 'E-mail', `${login}@example.se`);
  await fillField(page, 'Phone', '070 123 45 67');
  await fillField(page, 'Street and number', 'Storgatan 12');
  await fillField(page, 'City', 'Stockholm');
  await fillField(page, 'Postal code', '11122');
  await fillField(page, 'ID card number', '19850101-1234');
  await signupForm(page).getByLabel('I agree to the terms of service').check();
}

/** Creates the account and waits until the provider's auto-login brings the customer to payment. */
export async function createAccount(page: Page, login: string): Promise<void> {
  await expect(signupForm(page).getByText('This login is available')).toBeVisible({ timeout: 10_000 });
  await signupForm(page).getByRole('button', { name: 'Create account and continue' }).click();
  await expect(page).toHaveURL(/\/en\/checkout\/order\?step=payment-method$/, { timeout: 20_000 });
  await expect(page.getByRole('banner').getByText(new RegExp(`^Logged in as ${login}`))).toBeVisible({
    timeout: 10_000,
  });
}
