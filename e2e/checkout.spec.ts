// Guards the checkout journeys of a logged-in customer with a seeded cart, in a standard (sk-ws, alice) and a Swedish (se-ws, sven) company: every step to each outcome of helpers/outcomes.ts (gateway success, transfer with its account data and, in sk-ws, the PAY by square QR, pay later, invoice awaiting approval, processing with polling, gateway fail, cancel, order not created keeping the cart for a retry), the Swedish payment groups without recurrence, the payment chosen on arrival (saved card, one PUT; the saved choice in edit mode), back and forward across steps, a reload in the middle, the consent error, a keyboard-only checkout and axe on every step.
import { expect, test } from '@playwright/test';
import { seriousViolations, tabTo } from './helpers/cart-items';
import {
  alice,
  choosePayment,
  continueFrom,
  finishUntil,
  type Customer,
  putProfiles,
  reachRecapitulation,
  startOrder,
  stepBlock,
  summary,
  sven,
} from './helpers/checkout';
import { outcomesFor, type Outcome } from './helpers/outcomes';
import { setBehaviour } from './helpers/provider';

const SAVED_CARD = /\*\*\*\*/;
const NEW_CARD = /New payment card/;
/** A card outcome is reached with the given card option (alice has a saved card, sven none). */
const optionFor = (outcome: Outcome, card: RegExp) => (outcome.group === 'Payment card' ? card : undefined);

test.describe('checkout in sk-ws as alice', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await startOrder(page, alice, baseURL ?? '');
  });

  for (const outcome of outcomesFor('sk-ws')) {
    test(outcome.name, async ({ page }) => {
      // A gateway round trip or a few polls after the whole walk through the steps.
      test.setTimeout(60_000);
      await setBehaviour(page, outcome.behaviour);
      await reachRecapitulation(page, alice, outcome.group, optionFor(outcome, SAVED_CARD));
      await outcome.expectOutcome(page);
    });
  }

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

  test('arriving at payment chooses the saved card and stores it once; editing shows the saved choice', async ({
    page,
  }) => {
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().includes('/cart/payment-option'))
        puts.push(request.url());
    });
    await putProfiles(page, alice);
    for (const step of alice.profileSteps) await continueFrom(page, step);
    await expect(page).toHaveURL(/step=payment-method$/);
    const block = stepBlock(page, 'payment-method');
    await expect(block.getByLabel('Payment card', { exact: true })).toBeChecked();
    await expect(block.getByLabel(SAVED_CARD)).toBeChecked();
    // stored on the cart without a click: the step can be left at once
    await continueFrom(page, 'payment-method');
    await expect(page).toHaveURL(/step=service-settings$/);
    expect(puts).toHaveLength(1);
    // the customer changes it; editing the step again shows that saved choice, nothing is chosen over it
    await block.getByRole('button', { name: 'Edit Payment method' }).click();
    await choosePayment(page, 'Bank transfer');
    await block.getByRole('button', { name: 'Edit Payment method' }).click();
    await expect(block.getByLabel('Bank transfer', { exact: true })).toBeChecked();
    await expect(block.getByRole('button', { name: 'Continue' })).toBeEnabled();
    expect(puts).toHaveLength(2);
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

  // Every outcome: se-ws offers card, transfer and pay later (no banking, PAY by square or credit group).
  for (const outcome of outcomesFor('se-ws')) {
    test(outcome.name, async ({ page }) => {
      test.setTimeout(60_000);
      const stepper = page.getByRole('navigation', { name: 'Order steps' });
      await expect(stepper.getByText('User information')).toBeVisible();
      await expect(stepper.getByText('Billing profile')).toHaveCount(0);
      await setBehaviour(page, outcome.behaviour);
      await reachRecapitulation(page, sven, outcome.group, optionFor(outcome, NEW_CARD));
      await expect(summary(page).getByRole('heading', { name: 'User information' })).toBeVisible();
      await expect(summary(page).getByLabel(/third parties/)).toHaveCount(0);
      await outcome.expectOutcome(page);
    });
  }

  test('has no serious or critical accessibility violation on the recapitulation', async ({ page }) => {
    await reachRecapitulation(page, sven, 'Pay later');
    expect(await seriousViolations(page, 'main')).toEqual([]);
  });

  test('offers card, bank transfer and pay later only, and no recurrent payment for a card', async ({
    page,
  }) => {
    await putProfiles(page, sven);
    for (const step of sven.profileSteps) await continueFrom(page, step);
    const block = stepBlock(page, 'payment-method');
    await expect(block.getByLabel('Pay later', { exact: true })).toBeVisible();
    await expect(block.getByLabel('Bank transfer', { exact: true })).toBeVisible();
    for (const absent of ['Internet banking', 'QR code payment', 'Credit'])
      await expect(block.getByLabel(absent, { exact: true })).toHaveCount(0);
    await block.getByLabel('Payment card', { exact: true }).check();
    await block.getByLabel('New payment card').check();
    await expect(block.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await expect(block.getByLabel('Recurrent card payment')).toHaveCount(0);
  });
});

// Issue 23: a returning Swedish customer keeps the saved user information, which is locked, and is
// never stopped by a client rule for it, though the provider leaves optional fields out of the saved
// profile (the minimal flavour in `real-minimal` does not echo the personnummer).
for (const company of ['se-ws', 'se-lp'] as const) {
  test.describe(`a returning customer in ${company} keeping the saved user information`, () => {
    const customer: Customer = { ...sven, company };

    test('passes the user information and billing steps and pays later', async ({ page, baseURL }) => {
      test.setTimeout(60_000);
      await startOrder(page, customer, baseURL ?? '');
      const information = stepBlock(page, 'domain-profile');
      await expect(information.getByRole('radio', { name: /Sven Lindqvist/ })).toBeChecked();
      // The input itself: the street's suggestion list bears its field's name too.
      await expect(information.getByLabel(/^Street and number/).and(page.locator('input'))).toBeDisabled();
      await expect(information.getByLabel(/^ID card number/)).toBeDisabled();
      await continueFrom(page, 'domain-profile');
      await expect(page).toHaveURL(/step=billing-profile$/);
      await expect(information.getByText(/The form contains errors/)).toHaveCount(0);
      await continueFrom(page, 'billing-profile');
      await expect(page).toHaveURL(/step=payment-method$/);
      await choosePayment(page, 'Pay later');
      await continueFrom(page, 'service-settings');
      await expect(page).toHaveURL(/step=recapitulation$/);
      await finishUntil(page, /messageKey=mail$/);
    });
  });
}
