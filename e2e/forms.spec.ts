// Guards the checkout's forms as customers use them (issue 23, decisions 058 and 060): Enter in a field sends the step's form; a refused send puts the focus on the first invalid field and is announced once; the same Enter sends the completed form, the value typed last included; a begun sign-up survives a reload, without its password.
import { expect, test } from '@playwright/test';
import {
  createAccount,
  fillField,
  fillSignup,
  registerFromCart,
  signupForm,
  uniqueLogin,
} from './helpers/signup';

test.describe.configure({ timeout: 60_000 });

test('Enter sends the sign-up: refused with the first invalid field focused and one announcement, then sent', async ({
  page,
  baseURL,
}) => {
  await registerFromCart(page, 'sk-ws', baseURL ?? '', 'billing-profile');
  const form = signupForm(page);
  const login = uniqueLogin('enter');
  const loginField = form.getByLabel('Login', { exact: true });
  await loginField.fill(login);
  await loginField.press('Enter');

  await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused();
  await expect(form.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(1);
  await expect(page).toHaveURL(/step=billing-profile$/);

  await fillSignup(page, login);
  await expect(form.getByText('This login is available')).toBeVisible({ timeout: 10_000 });
  // The last field is typed and Enter pressed in it, without leaving it first.
  const postalCode = form.getByLabel('Postal code', { exact: true });
  await postalCode.fill('811 02');
  await postalCode.press('Enter');
  await expect(page).toHaveURL(/\/en\/checkout\/order\?step=payment-method$/, { timeout: 20_000 });
  await expect(page.getByRole('banner').getByText(new RegExp(`^Logged in as ${login}`))).toBeVisible();
});

test('a sign-up begun comes back after a reload as it was typed, kept in the tab only, never with its password, and goes once sent', async ({
  page,
  baseURL,
}) => {
  const DRAFTS = 'checkout.formDrafts';
  const PASSWORD = 'Nova-Heslo-42!';
  // A visitor's begun forms live in the tab only (issue 30): never in local storage.
  const drafts = () => page.evaluate((key) => sessionStorage.getItem(key) ?? '', DRAFTS);
  const kept = () => page.evaluate((key) => localStorage.getItem(key) ?? '', DRAFTS);
  await registerFromCart(page, 'sk-ws', baseURL ?? '', 'billing-profile');
  const login = uniqueLogin('draft');
  await fillField(page, 'Login', login);
  await signupForm(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await fillField(page, 'First name', 'Nová');
  await fillField(page, 'Street and number', 'Návrhová 17');
  await expect.poll(drafts).toContain('Návrhová 17');
  expect(await kept()).toBe('');

  await page.reload();
  const form = signupForm(page);
  await expect(form.getByLabel('Login', { exact: true })).toHaveValue(login);
  await expect(form.getByLabel('First name', { exact: true })).toHaveValue('Nová');
  // The input itself: the street's suggestion list bears its field's name too.
  await expect(form.getByLabel('Street and number', { exact: true }).and(page.locator('input'))).toHaveValue(
    'Návrhová 17',
  );
  await expect(form.getByLabel('Password', { exact: true })).toHaveValue('');
  expect(await drafts()).not.toContain(PASSWORD);

  await fillSignup(page, login);
  await createAccount(page, login);
  await expect.poll(drafts).toBe('');
});
