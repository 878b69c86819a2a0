// Guards the profile steps: a new customer in sk-ws signs up through the billing step (cart → continue → register → sign-up form) and lands on payment; a logged-in customer (alice) picks a billing profile, and sets its invoices to e-invoice (kept by the provider, relabelling the invoice e-mail addresses, a new card then without recurrence); the Swedish workflow (se-ws) shows the domain profile step first as 'User information'; validation messages for bad input; axe on the billing and domain profile steps.
import { expect, test } from '@playwright/test';
import { seriousViolations } from './helpers/cart-items';
import { alice, continueFrom, startOrder, stepBlock } from './helpers/checkout';
import {
  fillField as fill,
  fillSignup,
  registerFromCart,
  signupForm as form,
  uniqueLogin,
} from './helpers/signup';

// Long journeys on a shared machine: give each the time of two ordinary tests.
test.describe.configure({ timeout: 60_000 });

test.describe('a new customer in sk-ws', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await registerFromCart(page, 'sk-ws', baseURL ?? '', 'billing-profile');
  });

  test('signs up through the billing step and lands on payment', async ({ page }) => {
    await expect(
      stepBlock(page, 'billing-profile').getByRole('heading', { name: 'Create an account' }),
    ).toBeVisible();
    const login = uniqueLogin('nova');
    await fillSignup(page, login);
    await expect(form(page).getByText('This login is available')).toBeVisible();
    await form(page).getByRole('button', { name: 'Create account and continue' }).click();
    await expect(page).toHaveURL(/\/en\/checkout\/order\?step=payment-method$/, { timeout: 15_000 });
    await expect(page.getByRole('banner').getByText(new RegExp(`^Logged in as ${login}`))).toBeVisible();
    await expect(stepBlock(page, 'payment-method').getByRole('radio').first()).toBeVisible();
  });

  test('shows the messages of bad input, and every message after an empty submit', async ({ page }) => {
    await fill(page, 'Login', 'no spaces allowed');
    await expect(form(page).getByText('Invalid login')).toBeVisible();
    await fill(page, 'Login', 'alice');
    await expect(form(page).getByText('Login is already taken, please choose another')).toBeVisible();
    await form(page).getByLabel('Password', { exact: true }).fill('weakpass');
    await form(page).getByLabel('Password', { exact: true }).blur();
    await expect(form(page).getByText(/The password is too weak/)).toBeVisible();
    await fill(page, 'E-mail', 'nova@');
    await expect(form(page).getByText('Email format is not valid')).toBeVisible();
    await fill(page, 'Street and number', 'Hl');
    await expect(form(page).getByText('Field input value is too short')).toBeVisible();
    await fill(page, 'Postal code', '12345678901');
    await expect(form(page).getByText('Field input value is too long')).toBeVisible();
    await fill(page, 'First name', 'Nová@');
    await expect(form(page).getByText('Please enter your full name')).toBeVisible();
    await form(page).getByRole('button', { name: 'Create account and continue' }).click();
    await expect(form(page).getByText('Consent terms of service is required')).toBeVisible();
    expect(await form(page).getByText('Field is required').count()).toBeGreaterThan(2);
    await expect(page).toHaveURL(/step=billing-profile$/);
  });

  test('the sign-up form passes axe', async ({ page }) => {
    await form(page).getByRole('button', { name: 'Create account and continue' }).click();
    await expect(form(page).getByText('Consent terms of service is required')).toBeVisible();
    expect(await seriousViolations(page, '#order-step-billing-profile')).toEqual([]);
  });
});

test.describe('alice, logged in, in sk-ws', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await startOrder(page, alice, baseURL ?? '');
  });

  test('picks a billing profile and goes on to the domain profile', async ({ page }) => {
    const billing = stepBlock(page, 'billing-profile');
    const choice = billing
      .getByRole('group', { name: 'Choose a billing profile' })
      .getByRole('radio')
      .first();
    await choice.check();
    await expect(choice).toBeChecked();
    await billing.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/step=domain-profile$/);
    const domain = stepBlock(page, 'domain-profile');
    await expect(domain.getByRole('group', { name: 'Choose a domain profile' })).toBeVisible();
    expect(await seriousViolations(page, '#order-step-billing-profile')).toEqual([]);
  });

  test('sets e-invoice delivery on the billing profile; a new card then has no recurrent payment', async ({
    page,
  }) => {
    const billing = stepBlock(page, 'billing-profile');
    const edit = billing.getByRole('button', { name: /^Edit billing profile Alice/ });
    await edit.click();
    let drawer = page.getByRole('dialog', { name: /^Edit billing profile/ });
    let delivery = drawer.getByRole('group', { name: 'Invoice delivery' });
    await expect(delivery.getByLabel('By e-mail')).toBeChecked();
    await expect(drawer.getByLabel(/^Other e-mail addresses/)).toBeVisible();
    await delivery.getByLabel('E-invoice').check();
    await expect(drawer.getByLabel(/^E-invoice e-mail addresses/)).toBeVisible();
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer).toHaveCount(0);
    // the provider kept it: the form opens with it again after a reload
    await page.reload();
    await edit.click();
    drawer = page.getByRole('dialog', { name: /^Edit billing profile/ });
    delivery = drawer.getByRole('group', { name: 'Invoice delivery' });
    await expect(delivery.getByLabel('E-invoice')).toBeChecked();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await billing.getByRole('group', { name: 'Choose a billing profile' }).getByRole('radio').first().check();
    await continueFrom(page, 'billing-profile');
    await continueFrom(page, 'domain-profile');
    await expect(page).toHaveURL(/step=payment-method$/);
    const payment = stepBlock(page, 'payment-method');
    await payment.getByLabel('New payment card').check();
    const recurrence = payment.getByLabel('Recurrent card payment');
    await expect(recurrence).not.toBeChecked();
    await expect(recurrence).toBeDisabled();
  });

  test('the domain profile step passes axe and goes on to payment', async ({ page }) => {
    const billing = stepBlock(page, 'billing-profile');
    await billing.getByRole('group', { name: 'Choose a billing profile' }).getByRole('radio').first().check();
    await billing.getByRole('button', { name: 'Continue' }).click();
    const domain = stepBlock(page, 'domain-profile');
    await expect(domain.getByLabel('First name', { exact: true })).not.toHaveValue('');
    expect(await seriousViolations(page, '#order-step-domain-profile')).toEqual([]);
    await domain.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/step=payment-method$/);
  });
});

test.describe('a new customer in se-ws', () => {
  test('starts with the domain profile step, labelled User information, and signs up there', async ({
    page,
    baseURL,
  }) => {
    await registerFromCart(page, 'se-ws', baseURL ?? '', 'domain-profile');
    const block = stepBlock(page, 'domain-profile');
    await expect(block.getByRole('heading', { name: /User information/ })).toBeVisible();
    await expect(block.getByRole('heading', { name: 'Create an account' })).toBeVisible();
    await expect(block.getByRole('group', { name: 'User information' })).toBeVisible();
    await expect(
      form(page).getByLabel('Personnummer').or(form(page).getByLabel('ID card number')),
    ).toBeVisible();
    await expect(page.getByRole('navigation').getByText('Billing profile')).toHaveCount(0);
    expect(await seriousViolations(page, '#order-step-domain-profile')).toEqual([]);
  });
});
