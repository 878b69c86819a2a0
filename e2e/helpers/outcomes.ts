/**
 * The checkout outcomes of contract §7 as the journeys reach them, shared by the sign-up and the
 * logged-in checkout specs so each (customer kind, company, outcome) is one test over one table:
 * how an outcome is forced on the mock provider (`__mock/behaviour`), which payment group leads to
 * it, and what the customer sees after Finish order (the thank-you texts, the URL, the account
 * data of a transfer, the cart kept on an exception).
 */
import { expect, type Page } from '@playwright/test';
import { companyByCode } from '../../fixtures/companies';
import { finishOrder, finishUntil } from './checkout';
import { setBehaviour } from './provider';

/** The two company variants the journeys cover: standard workflow and Swedish workflow. */
export type OutcomeCompany = 'sk-ws' | 'se-ws';

/** Payment groups both companies offer (se-ws has no banking, PAY by square or credit group). */
type PaymentGroupLabel = 'Payment card' | 'Bank transfer' | 'Pay later';

export interface Outcome {
  key: 'card' | 'transfer' | 'mail' | 'confirm' | 'processing' | 'card-fail' | 'cancel' | 'not-created';
  name: string;
  /** Forced on the mock provider before the order is finished. */
  behaviour: Record<string, unknown>;
  group: PaymentGroupLabel;
  /** Finishes the order and checks what the customer sees. */
  expectOutcome(page: Page): Promise<void>;
}

/** Generous for the first thank-you page: checkout, then possibly a gateway round trip. */
const LONG = { timeout: 20_000 };

const heading = (page: Page) => page.getByRole('heading', { level: 1 });

/** The thank-you page of `messageKey` in English (the journeys run under /en/), title and text. */
async function expectThankYou(page: Page, messageKey: string, title: string, text: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/en/thank-you\\?messageKey=${messageKey}$`), LONG);
  await expect(heading(page)).toHaveText(title);
  await expect(page.getByText(text, { exact: true })).toBeVisible();
}

const THANKS = 'Thank you for your order';

/** Every outcome the company's payment groups reach; the card option is chosen by the caller. */
export function outcomesFor(code: OutcomeCompany): Outcome[] {
  const company = companyByCode(code);
  if (!company) throw new Error(`unknown company ${code}`);
  // PAY by square is a Slovak standard: only a company offering it shows the QR code of a transfer.
  const payBySquare = company.paymentGroups.includes('qrcode');
  return [
    {
      key: 'card',
      name: 'pays by card through the gateway and lands on success',
      behaviour: { gateway: 'success' },
      group: 'Payment card',
      async expectOutcome(page) {
        await finishOrder(page);
        await expectThankYou(
          page,
          'success',
          THANKS,
          'Your order has been received. We have sent a confirmation to your email.',
        );
      },
    },
    {
      key: 'transfer',
      name: payBySquare
        ? 'pays by bank transfer and sees the account data with the PAY by square QR code'
        : 'pays by bank transfer and sees the account data, without a PAY by square QR code',
      behaviour: {},
      group: 'Bank transfer',
      async expectOutcome(page) {
        await finishOrder(page);
        await expectThankYou(
          page,
          'transfer',
          THANKS,
          'Please pay by bank transfer using the details below.',
        );
        // The provider closed the ordered cart: the header shows the customer's new, empty one.
        await expect(page.locator('.mini-cart__count')).toHaveText('Items in cart: 0', LONG);
        const qr = page.getByRole('img', { name: 'PAY by square QR code for this payment' });
        const expectDetails = async () => {
          await expect(page.getByText('IBAN', { exact: true })).toBeVisible(LONG);
          await expect(page.getByText(company.bank.iban, { exact: true })).toBeVisible();
          if (payBySquare) {
            await expect(qr).toBeVisible();
            await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
          } else {
            await expect(qr).toHaveCount(0);
          }
        };
        await expectDetails();
        // The account data is kept in local storage: a reload shows it again.
        await page.reload();
        await expectDetails();
      },
    },
    {
      key: 'mail',
      name: 'pays later and is told to watch the mail',
      behaviour: {},
      group: 'Pay later',
      async expectOutcome(page) {
        await finishOrder(page);
        await expectThankYou(
          page,
          'mail',
          THANKS,
          'Payment instructions have been sent to your email. Please pay within 14 days.',
        );
      },
    },
    {
      key: 'confirm',
      name: 'is told the invoice awaits approval',
      behaviour: { checkout: 'confirm' },
      group: 'Bank transfer',
      async expectOutcome(page) {
        await finishOrder(page);
        await expectThankYou(
          page,
          'confirm',
          'Your order is awaiting approval',
          'The invoice is waiting for approval. We will let you know by email once it is approved.',
        );
      },
    },
    {
      key: 'processing',
      name: 'waits while the payment is processed, polling until the provider redirects',
      behaviour: { checkout: 'processing', pollsBeforeDone: 2 },
      group: 'Bank transfer',
      async expectOutcome(page) {
        await finishOrder(page);
        await expectThankYou(
          page,
          'processing',
          'Your payment is being processed',
          'We will let you know by email as soon as the payment is confirmed.',
        );
        // The provider's poll ends on the success page the order named, in the journey's language.
        await expect(page).toHaveURL(/\/en\/thank-you\?messageKey=success$/, { timeout: 30_000 });
        await expect(heading(page)).toHaveText(THANKS, LONG);
      },
    },
    {
      key: 'card-fail',
      name: 'comes back from a failed card payment to the fail page',
      behaviour: { gateway: 'fail' },
      group: 'Payment card',
      async expectOutcome(page) {
        await finishOrder(page);
        await expectThankYou(
          page,
          'fail',
          'The payment failed',
          'The payment was not completed. Please try again or choose another payment method.',
        );
      },
    },
    {
      key: 'cancel',
      name: 'cancels the card payment at the gateway and lands on the cancel page',
      behaviour: { gateway: 'cancel' },
      group: 'Payment card',
      async expectOutcome(page) {
        await finishOrder(page);
        await expectThankYou(
          page,
          'cancel',
          'The payment was cancelled',
          'You cancelled the payment. You can return to the cart and try again.',
        );
      },
    },
    {
      key: 'not-created',
      name: 'keeps the cart when the order is not created and finishes it on retry',
      behaviour: { checkout: 'order.not_created' },
      group: 'Bank transfer',
      async expectOutcome(page) {
        await finishOrder(page);
        await expect(page).toHaveURL(
          /\/en\/thank-you\?messageKey=exception&exception=order\.not_created$/,
          LONG,
        );
        await expect(heading(page)).toHaveText('Your order could not be completed');
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
}
