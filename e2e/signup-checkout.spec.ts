// Guards the whole order of a new customer who signs up during checkout: in sk-ws from the cart through the sign-up form (terms consent forced), payment, service settings and recapitulation to every reachable outcome (gateway success, bank transfer with the PAY by square QR, pay later, processing with polling, gateway fail, cancel, order not created keeping the cart), and the step reached by Continue and Back kept when the order view opens again; in se-ws (user information first, no third-party consent) to a thank-you page, for success and a failed payment.
import { expect, test, type Page } from '@playwright/test';
import {
  choosePayment,
  continueFrom,
  finishOrder,
  finishUntil,
  stepBlock,
  summary,
} from './helpers/checkout';
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
const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The sign-up refuses to go on without the terms consent (spec §5, forced on sign-up). */
async function expectTermsForced(page: Page): Promise<void> {
  const terms = signupForm(page).getByLabel('I agree to the terms of service');
  await terms.uncheck();
  await signupForm(page).getByRole('button', { name: 'Create account and continue' }).click();
  await expect(signupForm(page).getByText('Consent terms of service is required')).toBeVisible();
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

interface Outcome {
  key: 'card' | 'transfer' | 'mail' | 'processing' | 'card-fail' | 'cancel' | 'not-created';
  name: string;
  behaviour: Record<string, unknown>;
  group: string;
  option?: RegExp;
  /** Finishes the order and checks where it leads. */
  expectOutcome(page: Page): Promise<void>;
}

const NEW_CARD = /New payment card/;

const outcomes: Outcome[] = [
  {
    key: 'card',
    name: 'pays by a new card through the gateway and lands on success',
    behaviour: { gateway: 'success' },
    group: 'Payment card',
    option: NEW_CARD,
    async expectOutcome(page) {
      await finishOrder(page);
      await expect(page).toHaveURL(/\/en\/thank-you\?messageKey=success$/, LONG);
      await expect(heading(page)).toHaveText('Thank you for your order');
    },
  },
  {
    key: 'transfer',
    name: 'pays by bank transfer and sees the account data with the PAY by square QR code',
    behaviour: {},
    group: 'Bank transfer',
    async expectOutcome(page) {
      await finishOrder(page);
      await expect(page).toHaveURL(/\/en\/thank-you\?messageKey=transfer$/, LONG);
      await expect(page.getByText('IBAN')).toBeVisible();
      const qr = page.getByRole('img', { name: 'PAY by square QR code for this payment' });
      await expect(qr).toBeVisible();
      await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
    },
  },
  {
    key: 'mail',
    name: 'pays later and is told to watch the mail',
    behaviour: {},
    group: 'Pay later',
    async expectOutcome(page) {
      await finishOrder(page);
      await expect(page).toHaveURL(/\/en\/thank-you\?messageKey=mail$/, LONG);
      await expect(
        page.getByText('Payment instructions have been sent to your email.', { exact: false }),
      ).toBeVisible();
    },
  },
  {
    key: 'processing',
    name: 'waits while the payment is processed, polling until the provider redirects',
    behaviour: { checkout: 'processing', pollsBeforeDone: 2 },
    group: 'Bank transfer',
    async expectOutcome(page) {
      await finishOrder(page);
      await expect(page).toHaveURL(/\/en\/thank-you\?messageKey=processing$/, LONG);
      await expect(heading(page)).toHaveText('Your payment is being processed');
      // The provider's poll answers a target without language prefix: the default language's page.
      await expect(page).toHaveURL(/\/thank-you\?messageKey=success$/, { timeout: 30_000 });
      await expect(heading(page)).toBeVisible();
    },
  },
  {
    key: 'card-fail',
    name: 'comes back from a failed card payment to the fail page',
    behaviour: { gateway: 'fail' },
    group: 'Payment card',
    option: NEW_CARD,
    async expectOutcome(page) {
      await finishOrder(page);
      await expect(page).toHaveURL(/\/en\/thank-you\?messageKey=fail$/, LONG);
      await expect(heading(page)).toHaveText('The payment failed');
    },
  },
  {
    key: 'cancel',
    name: 'cancels the card payment at the gateway and lands on the cancel page',
    behaviour: { gateway: 'cancel' },
    group: 'Payment card',
    option: NEW_CARD,
    async expectOutcome(page) {
      await finishOrder(page);
      await expect(page).toHaveURL(/\/en\/thank-you\?messageKey=cancel$/, LONG);
      await expect(heading(page)).toHaveText('The payment was cancelled');
    },
  },
  {
    key: 'not-created',
    name: 'keeps the cart when the order is not created and finishes it on retry',
    behaviour: { checkout: 'order.not_created' },
    group: 'Bank transfer',
    async expectOutcome(page) {
      await finishOrder(page);
      await expect(page).toHaveURL(/messageKey=exception&exception=order\.not_created$/, LONG);
      await expect(page.getByRole('alert')).toHaveText('Your order could not be created.');
      await setBehaviour(page, { checkout: 'auto' });
      await page.getByRole('link', { name: 'Try again' }).click();
      await expect(page).toHaveURL(/step=recapitulation$/, LONG);
      const items = page.getByRole('table', { name: 'Items in your order' }).getByRole('rowheader');
      await expect(items).toHaveCount(3, LONG);
      await finishUntil(page, /messageKey=transfer$/);
    },
  },
];

test.describe('a new customer in sk-ws signs up and orders', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await registerFromCart(page, 'sk-ws', baseURL ?? '', 'billing-profile');
  });

  for (const outcome of outcomes) {
    test(outcome.name, async ({ page }) => {
      const login = uniqueLogin('nova');
      await fillSignup(page, login);
      if (outcome.key === 'card') await expectTermsForced(page);
      await createAccount(page, login);
      await setBehaviour(page, outcome.behaviour);
      await payAndReview(page, outcome.group, outcome.option);
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

  for (const outcome of outcomes.filter((o) => o.key === 'card' || o.key === 'card-fail')) {
    test(outcome.name, async ({ page }) => {
      const login = uniqueLogin('ny');
      await expect(signupForm(page).getByLabel('First name (optional)')).toBeEmpty();
      await fillSwedishSignup(page, login);
      if (outcome.key === 'card') await expectTermsForced(page);
      await createAccount(page, login);
      await setBehaviour(page, outcome.behaviour);
      const payment = stepBlock(page, 'payment-method');
      await payment.getByLabel('Payment card', { exact: true }).check();
      await payment.getByLabel(NEW_CARD).check();
      await expect(payment.getByLabel('Recurrent card payment')).toHaveCount(0);
      await payAndReview(page, outcome.group, outcome.option);
      await expect(summary(page).getByRole('heading', { name: 'User information' })).toBeVisible();
      await expect(summary(page).getByLabel(/third parties/)).toHaveCount(0);
      await outcome.expectOutcome(page);
    });
  }
});
