// Guards the checkout journeys of a logged-in customer with a seeded cart, in a standard (sk-ws, alice) and a Swedish (se-ws, sven) company: every step to each payment outcome (gateway success, transfer with the PAY by square QR, mail, processing with polling, gateway fail, exception with retry), back and forward across steps, a reload in the middle, the consent error, a keyboard-only checkout and axe on every step.
import { expect, test } from '@playwright/test';
import { seriousViolations, tabTo } from './helpers/cart-items';
import {
  alice,
  choosePayment,
  continueFrom,
  finishOrder,
  finishUntil,
  putProfiles,
  reachRecapitulation,
  startOrder,
  stepBlock,
  summary,
  sven,
} from './helpers/checkout';
import { setBehaviour } from './helpers/provider';

const thankYou = (page: import('@playwright/test').Page) => page.getByRole('heading', { level: 1 });

test.describe('checkout in sk-ws as alice', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await startOrder(page, alice, baseURL ?? '');
  });

  test('pays by card through the gateway and lands on success', async ({ page }) => {
    await reachRecapitulation(page, alice, 'Payment card', /\*\*\*\*/);
    await finishOrder(page);
    await expect(page).toHaveURL(/\/en\/thank-you\?messageKey=success$/);
    await expect(thankYou(page)).toHaveText('Thank you for your order');
  });

  test('pays by bank transfer and sees the account data with the PAY by square QR code', async ({ page }) => {
    await reachRecapitulation(page, alice, 'Bank transfer');
    await finishOrder(page);
    await expect(page).toHaveURL(/\/en\/thank-you\?messageKey=transfer$/);
    await expect(page.getByText('IBAN')).toBeVisible();
    const qr = page.getByRole('img', { name: 'PAY by square QR code for this payment' });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    await page.reload();
    await expect(page.getByRole('img', { name: 'PAY by square QR code for this payment' })).toBeVisible();
  });

  test('pays later and is told to watch the mail', async ({ page }) => {
    await reachRecapitulation(page, alice, 'Pay later');
    await finishOrder(page);
    await expect(page).toHaveURL(/\/en\/thank-you\?messageKey=mail$/);
    await expect(
      page.getByText('Payment instructions have been sent to your email.', { exact: false }),
    ).toBeVisible();
  });

  test('waits while the payment is processed, polling until the provider redirects', async ({ page }) => {
    await setBehaviour(page, { checkout: 'processing', pollsBeforeDone: 2 });
    await reachRecapitulation(page, alice, 'Bank transfer');
    await finishOrder(page);
    await expect(page).toHaveURL(/\/thank-you\?messageKey=success$/, { timeout: 15_000 });
  });

  test('comes back from a failed card payment to the fail page', async ({ page }) => {
    await setBehaviour(page, { gateway: 'fail' });
    await reachRecapitulation(page, alice, 'Payment card', /\*\*\*\*/);
    await finishOrder(page);
    await expect(page).toHaveURL(/\/en\/thank-you\?messageKey=fail$/);
    await expect(thankYou(page)).toHaveText('The payment failed');
  });

  test('keeps the cart when the order is not created and offers a retry', async ({ page }) => {
    await setBehaviour(page, { checkout: 'order.not_created' });
    await reachRecapitulation(page, alice, 'Bank transfer');
    await finishOrder(page);
    await expect(page).toHaveURL(/messageKey=exception&exception=order\.not_created$/);
    await expect(page.getByRole('alert')).toHaveText('Your order could not be created.');
    await setBehaviour(page, { checkout: 'auto' });
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/step=recapitulation$/);
    await finishUntil(page, /messageKey=transfer$/);
  });

  test("asks for the terms consent with 'Consent terms of service is required'", async ({ page }) => {
    await reachRecapitulation(page, alice, 'Bank transfer');
    await summary(page).getByRole('button', { name: 'Finish order' }).click();
    await expect(summary(page).getByText('Consent terms of service is required')).toBeVisible();
    await expect(page).toHaveURL(/step=recapitulation$/);
  });

  test('goes back and forward across the steps, and a reload keeps the step', async ({ page }) => {
    await putProfiles(page, alice);
    await continueFrom(page, 'billing-profile');
    await continueFrom(page, 'domain-profile');
    await expect(page).toHaveURL(/step=payment-method$/);
    await stepBlock(page, 'payment-method').getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/step=domain-profile$/);
    await page.goBack();
    await expect(page).toHaveURL(/step=payment-method$/);
    await expect(
      stepBlock(page, 'payment-method').getByRole('group', { name: 'Choose a payment method' }),
    ).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/step=domain-profile$/);
    await page.goForward();
    await expect(page).toHaveURL(/step=payment-method$/);
    await choosePayment(page, 'Bank transfer');
    await expect(page).toHaveURL(/step=service-settings$/);
    await page.reload();
    await expect(page).toHaveURL(/step=service-settings$/);
    await expect(
      stepBlock(page, 'service-settings').getByText('All service settings are complete.'),
    ).toBeVisible();
  });

  test('has no serious or critical accessibility violation on any step', async ({ page }) => {
    test.setTimeout(120_000);
    await putProfiles(page, alice);
    for (const step of ['billing-profile', 'domain-profile']) {
      expect(await seriousViolations(page, 'main')).toEqual([]);
      await continueFrom(page, step);
    }
    await stepBlock(page, 'payment-method').getByLabel('Payment card', { exact: true }).check();
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await choosePayment(page, 'Bank transfer');
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await continueFrom(page, 'service-settings');
    await summary(page).getByRole('button', { name: 'Finish order' }).click();
    await expect(summary(page).getByText('Consent terms of service is required')).toBeVisible();
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await stepBlock(page, 'billing-profile').getByRole('button', { name: 'Edit Billing profile' }).click();
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await stepBlock(page, 'billing-profile').getByRole('button', { name: 'Continue' }).click();
    await finishUntil(page, /messageKey=transfer$/);
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  test('checks out with the keyboard only', async ({ page }) => {
    test.setTimeout(60_000);
    await putProfiles(page, alice);
    for (const step of ['billing-profile', 'domain-profile']) {
      const next = stepBlock(page, step).getByRole('button', { name: 'Continue' });
      await tabTo(page, next);
      await page.keyboard.press('Enter');
    }
    await expect(page).toHaveURL(/step=payment-method$/);
    const transfer = stepBlock(page, 'payment-method').getByLabel('Bank transfer', { exact: true });
    await tabTo(page, stepBlock(page, 'payment-method').getByRole('radio').first());
    for (let i = 0; i < 6 && !(await transfer.isChecked()); i++) await page.keyboard.press('ArrowDown');
    await expect(transfer).toBeChecked();
    const paymentNext = stepBlock(page, 'payment-method').getByRole('button', { name: 'Continue' });
    await expect(paymentNext).toBeEnabled();
    await tabTo(page, paymentNext);
    await page.keyboard.press('Enter');
    const settingsNext = stepBlock(page, 'service-settings').getByRole('button', { name: 'Continue' });
    await tabTo(page, settingsNext);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/step=recapitulation$/);
    const terms = summary(page).getByLabel('I agree to the terms and conditions');
    await tabTo(page, terms);
    await page.keyboard.press('Space');
    const thirdParty = summary(page).getByLabel(/third parties/);
    await tabTo(page, thirdParty);
    await page.keyboard.press('Space');
    await tabTo(page, summary(page).getByRole('button', { name: 'Finish order' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/messageKey=transfer$/);
  });
});

test.describe('checkout in se-ws as sven', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await startOrder(page, sven, baseURL ?? '');
  });

  test('walks user information first, pays later, and never asks for third-party consent', async ({
    page,
  }) => {
    const stepper = page.getByRole('navigation', { name: 'Order steps' });
    await expect(stepper.getByText('User information')).toBeVisible();
    await expect(stepper.getByText('Billing profile')).toHaveCount(0);
    await reachRecapitulation(page, sven, 'Pay later');
    await expect(summary(page).getByRole('heading', { name: 'User information' })).toBeVisible();
    await expect(summary(page).getByLabel(/third parties/)).toHaveCount(0);
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await finishOrder(page);
    await expect(page).toHaveURL(/\/en\/thank-you\?messageKey=mail$/);
  });

  test('offers no recurrent payment for a card', async ({ page }) => {
    await putProfiles(page, sven);
    for (const step of sven.profileSteps) await continueFrom(page, step);
    const block = stepBlock(page, 'payment-method');
    await block.getByLabel('Payment card', { exact: true }).check();
    await block.getByLabel('New payment card').check();
    await expect(block.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await expect(block.getByLabel('Recurrent card payment')).toHaveCount(0);
  });
});
