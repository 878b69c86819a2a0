// Guards the checkout's forms as customers use them (issue 23, decision 058): Enter in a field sends the step's form; a refused send puts the focus on the first invalid field and is announced once; the same Enter sends the completed form, the value typed last included.
import { expect, test } from '@playwright/test';
import { fillSignup, registerFromCart, signupForm, uniqueLogin } from './helpers/signup';

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
