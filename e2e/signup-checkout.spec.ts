// Guards the whole order of a new customer who signs up during checkout, one test per outcome of helpers/outcomes.ts (gateway success, bank transfer with its account data, pay later, invoice awaiting approval, processing with polling, gateway fail, cancel, order not created keeping the cart): in sk-ws from the cart through the sign-up form (terms consent forced), payment, service settings and recapitulation, the transfer with the PAY by square QR, and the step reached by Continue and Back kept when the order view opens again; in se-ws with user information first, no third-party consent, no recurrence, no banking, PAY by square or credit group.
import { expect, test, type Page } from '@playwright/test';
import { choosePayment, continueFrom, finishUntil, stepBlock, summary } from './helpers/checkout';
import { outcomesFor, type Outcome } from './helpers/outcomes';
import { setBehaviour } from './helpers/provider';
import {
  createAccount,
  fillSignup,
  fillSwedishSignup,
  registerFromCart,
  signupForm,
  uniqueLogin,
} from './helpers/signup';

// Sign-up plus a whole checkout on a loaded machine: the time of three ordinary tests.
test.describe.configure({ timeout: 90_000 });

const LONG = { timeout: 20_000 };

/** The sign-up refuses to go on without the terms consent (spec §5, forced on sign-up; scroll to error). */
async function expectTermsForced(page: Page): Promise<void> {
  const terms = signupForm(page).getByLabel('I agree to the terms of service');
  await terms.uncheck();
  await signupForm(page).getByRole('button', { name: 'Create account and continue' }).click();
  await expect(signupForm(page).getByText('Consent terms of service is required')).toBeVisible();
  await expect(terms).toBeFocused();
  await expect(terms).toBeInViewport();
  await expect(page).toHaveURL(/step=(billing|domain)-profile$/);
  await terms.check();
}

/** From payment (where sign-up lands) through service settings to recapitulation. */
async function payAndReview(page: Page, group: string, option?: RegExp): Promise<void> {
  await expect(stepBlock(page, 'payment-method').getByLabel(group, { exact: true })).toBeVisible(LONG);
  await choosePayment(page, group, option);
  await expect(page).toHaveURL(/step=(service-settings|recapitulation)$/, LONG);
  if (/step=service-settings$/.test(page.url())) {
    await expect(
      stepBlock(page, 'service-settings').getByText('All service settings are complete.'),
    ).toBeVisible(LONG);
    await continueFrom(page, 'service-settings');
  }
  await expect(page).toHaveURL(/step=recapitulation$/, LONG);
}

const NEW_CARD = /New payment card/;
/** A new customer has no saved card: a card outcome is reached with the new card. */
const optionFor = (outcome: Outcome) => (outcome.group === 'Payment card' ? NEW_CARD : undefined);

test.describe('a new customer in sk-ws signs up and orders', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await registerFromCart(page, 'sk-ws', baseURL ?? '', 'billing-profile');
  });

  for (const outcome of outcomesFor('sk-ws')) {
    test(outcome.name, async ({ page }) => {
      const login = uniqueLogin('nova');
      await fillSignup(page, login);
      if (outcome.key === 'card') await expectTermsForced(page);
      await createAccount(page, login);
      await setBehaviour(page, outcome.behaviour);
      await payAndReview(page, outcome.group, optionFor(outcome));
      await expect(summary(page).getByLabel(/third parties/)).toBeVisible();
      await outcome.expectOutcome(page);
    });
  }

  test('comes back to the step reached, moved by Continue and Back, when the order view opens again', async ({
    page,
  }) => {
    const login = uniqueLogin('nova');
    await fillSignup(page, login);
    await createAccount(page, login);
    // No step in the address: the step kept with the cart decides.
    const reopenAt = async (step: string) => {
      await page.goto('/en/checkout/order');
      await expect(page).toHaveURL(new RegExp(`step=${step}$`), LONG);
      await expect(stepBlock(page, step).getByRole('button', { name: 'Continue' })).toBeVisible(LONG);
    };
    await choosePayment(page, 'Bank transfer');
    await reopenAt('service-settings');
    await stepBlock(page, 'service-settings').getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/step=payment-method$/, LONG);
    await reopenAt('payment-method');
    await payAndReview(page, 'Bank transfer');
    await page.goto('/en/checkout/order');
    await expect(page).toHaveURL(/step=recapitulation$/, LONG);
    await finishUntil(page, /messageKey=transfer$/);
  });
});

test.describe('a new customer in se-ws signs up and orders', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await registerFromCart(page, 'se-ws', baseURL ?? '', 'domain-profile');
    const stepper = page.getByRole('navigation', { name: 'Order steps' });
    await expect(stepper.getByText('User information')).toBeVisible();
    await expect(stepper.getByText('Billing profile')).toHaveCount(0);
  });

  // Every outcome: se-ws offers card, transfer and pay later (no banking, PAY by square or credit group).
  for (const outcome of outcomesFor('se-ws')) {
    test(outcome.name, async ({ page }) => {
      const login = uniqueLogin('ny');
      await expect(signupForm(page).getByLabel('First name (optional)')).toBeEmpty();
      await fillSwedishSignup(page, login);
      if (outcome.key === 'card') await expectTermsForced(page);
      await createAccount(page, login);
      await setBehaviour(page, outcome.behaviour);
      const payment = stepBlock(page, 'payment-method');
      await expect(payment.getByLabel('Bank transfer', { exact: true })).toBeVisible(LONG);
      for (const absent of ['Internet banking', 'QR code payment', 'Credit'])
        await expect(payment.getByLabel(absent, { exact: true })).toHaveCount(0);
      if (outcome.group === 'Payment card') {
        await payment.getByLabel('Payment card', { exact: true }).check();
        await payment.getByLabel(NEW_CARD).check();
        await expect(payment.getByLabel('Recurrent card payment')).toHaveCount(0);
      }
      await payAndReview(page, outcome.group, optionFor(outcome));
      await expect(summary(page).getByRole('heading', { name: 'User information' })).toBeVisible();
      await expect(summary(page).getByLabel(/third parties/)).toHaveCount(0);
      await outcome.expectOutcome(page);
    });
  }
});
