// @vitest-environment happy-dom
/**
 * The cart view as a customer uses it: server strings and typed text stay text, continue and
 * quick order depend on being logged in, the coupon form keeps or resets what was typed, the note
 * and upload send intents (never a File), the custom donation rule, the backup capacity choice.
 */
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { buildCart, buildDonation, buildError, buildItem, user } from '../support/builders';
import { renderCartPage } from '../support/render-cart-page';

afterEach(cleanup);

const hostile = '<img src=x onerror="alert(1)">';
const donation = buildDonation();

describe('the cart view', () => {
  it("renders server strings and the customer's note as text, never as HTML", () => {
    const cart = buildCart({ note: hostile, items: [buildItem({ name: `Hosting ${hostile}` })] });
    const withCoupon = {
      ...cart,
      summary: {
        ...cart.summary,
        coupons: [
          {
            code: 'X<b>1</b>',
            bonuses: [{ property: 'price', value: 10, percentage: true, bonusHint: hostile }],
          },
        ],
      },
    };
    const r = renderCartPage(withCoupon);
    act(() => {
      r.log.append('cross-sell/received', {
        offers: {
          xSellProducts: [
            {
              uid: 'o1',
              name: `SSL ${hostile}`,
              code: 'ssl',
              sellType: 'direct',
              cartItemToUpgradeId: null,
              reasonCartItemIds: [],
              voucherCode: null,
              defaultConfiguration: { period: 12, properties: { domain: 'a.sk' } },
              price: { period: 12, actualPrice: 20, marketingPrice: 25 },
            },
          ],
          upSellProducts: [],
        },
      });
    });
    expect(r.container.querySelector('img, b')).toBeNull();
    expect(screen.getByLabelText('Note')).toHaveValue(hostile);
    expect(screen.getAllByText(hostile, { exact: false }).length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('X<b>1</b>', { selector: '.applied-coupon__code' })).toBeVisible();
  });

  it('shows the side summary with count, VAT amount and total', () => {
    renderCartPage(buildCart());
    const summary = screen.getByRole('complementary', { name: 'Summary' });
    expect(within(summary).getByTestId('summary-count')).toHaveTextContent(/^1$/);
    expect(within(summary).getByText('VAT 20%').nextElementSibling).toHaveTextContent(/^€7\.80$/);
    expect(within(summary).getByText('€46.80')).toBeVisible();
  });
});

describe('continue and quick order', () => {
  it('opens the login panel for an anonymous visitor (primary) and offers a login link instead of quick order', async () => {
    const customer = userEvent.setup();
    const r = renderCartPage(buildCart());
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button.className).toContain('button--primary');
    await customer.click(button);
    expect(r.payloads('ui/side-panel-opened')).toEqual([{ panel: 'login' }]);
    await customer.click(screen.getByRole('button', { name: 'Log in for a quick order' }));
    expect(r.payloads('ui/login-started')).toEqual([{}]);
    expect(screen.queryByRole('button', { name: 'Quick order' })).toBeNull();
  });

  it('validates towards the second step for a customer (secondary), disabled until answered', async () => {
    const customer = userEvent.setup();
    const r = renderCartPage(buildCart({ user }), { company: 'se-ws', workflow: 2 });
    const button = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(button.className).not.toContain('button--primary');
    await customer.click(button);
    expect(r.payloads('cart/validate-requested')).toEqual([{ next: 'domain-profile' }]);
    expect(button).toBeDisabled();
  });

  it('runs a quick order with a spinner while it runs', async () => {
    const customer = userEvent.setup();
    const r = renderCartPage(buildCart({ user }));
    const button = screen.getByRole('button', { name: 'Quick order' }) as HTMLButtonElement;
    await customer.click(button);
    expect(r.payloads('cart-extras/quick-order-requested')).toEqual([{}]);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });
});

describe('the coupon panel', () => {
  it('adds only a code that is not blank, keeps it after a failure and empties the field after a success', async () => {
    const customer = userEvent.setup();
    const r = renderCartPage(buildCart());
    await customer.click(screen.getByRole('button', { name: 'I have a coupon' }));
    const input = screen.getByLabelText('Coupon code');
    const add = screen.getByRole('button', { name: 'Apply' });
    expect(add).toBeDisabled();
    await customer.type(input, '  NOPE ');
    await customer.click(add);
    expect(r.payloads('cart-extras/coupon-add-requested')).toEqual([{ code: 'NOPE' }]);
    act(() => {
      r.log.append('cart/command-started', { command: 'add-coupon', commandId: 'c1' });
      r.log.append('cart/command-failed', {
        command: 'add-coupon',
        commandId: 'c1',
        error: buildError({ messageKey: 'validation.coupon.not_found' }),
      });
    });
    expect(screen.getByLabelText('Coupon code')).toHaveValue('  NOPE ');
    expect(screen.getByText('The coupon was not found.')).toBeVisible();
    act(() => {
      r.log.append('cart/command-started', { command: 'add-coupon', commandId: 'c2' });
      r.log.append('cart/received', { cart: buildCart(), command: 'add-coupon', commandId: 'c2' });
    });
    expect(screen.getByLabelText('Coupon code')).toHaveValue('');
  });

  it('lists applied coupons with their bonuses and removes one', async () => {
    const customer = userEvent.setup();
    const cart = buildCart();
    const r = renderCartPage({
      ...cart,
      summary: {
        ...cart.summary,
        coupons: [
          {
            code: 'WELCOME10',
            bonuses: [
              { property: 'price', value: 10, percentage: true, bonusHint: '10 % off' },
              { property: 'price', value: 2, percentage: false, bonusHint: null },
            ],
          },
        ],
      },
    });
    const coupons = screen.getByRole('list', { name: 'Applied coupons' });
    expect(within(coupons).getByText('10 % off', { selector: 'li' })).toBeVisible();
    expect(within(coupons).getByText('€2.00 off')).toBeVisible();
    await customer.click(screen.getByRole('button', { name: 'Remove coupon WELCOME10' }));
    expect(r.payloads('cart-extras/coupon-remove-requested')).toEqual([{ code: 'WELCOME10' }]);
  });
});

describe('the note', () => {
  it('shows the textarea once checked and sends each change as an intent', async () => {
    const customer = userEvent.setup();
    const r = renderCartPage(buildCart());
    expect(screen.queryByLabelText('Note')).toBeNull();
    await customer.click(screen.getByLabelText('Add a note to the order'));
    await customer.type(screen.getByLabelText('Note'), 'Call me');
    // One intent per keystroke, as a customer types (the effect waits for a pause before saving).
    expect(r.payloads('cart-extras/note-edited').map((p) => p.text)).toEqual([
      'C',
      'Ca',
      'Cal',
      'Call',
      'Call ',
      'Call m',
      'Call me',
    ]);
    expect(screen.getByLabelText('Note')).toHaveValue('Call me');
  });
});

describe('the migration upload', () => {
  const migrationPromotion = { applicable: true, needAssistance: false, uploadedFiles: [] };

  it('refuses a PNG in the view and logs only name, size and type of an accepted PDF', async () => {
    // The file dialog's "All files" lets a customer pick what the input's `accept` does not list.
    const customer = userEvent.setup({ applyAccept: false });
    const r = renderCartPage(buildCart({ migrationPromotion }));
    const input = screen.getByLabelText('Invoices from your current provider');
    const png = new File(['png'], 'photo.png', { type: 'image/png' });
    const pdf = new File(['%PDF secret'], 'invoice.pdf', { type: 'application/pdf' });
    await customer.upload(input, [png, pdf]);
    expect(r.payloads('migration/upload-requested')).toEqual([
      { uploadId: expect.stringMatching(/^upload-/), name: 'invoice.pdf', size: 11, type: 'application/pdf' },
    ]);
    expect(r.payloads('migration/file-rejected')).toEqual([
      {
        uploadId: expect.stringMatching(/^upload-/),
        name: 'photo.png',
        size: 3,
        type: 'image/png',
        error: { translationKey: 'wsk.ws_uploader.validation.file_type' },
      },
    ]);
    expect(JSON.stringify(r.log.all())).not.toContain('secret');
    expect(
      within(screen.getByRole('list', { name: 'Uploaded invoices' })).getByText('File type is not valid'),
    ).toBeVisible();
  });

  it('sends the assistance choice as an intent and shows it at once', async () => {
    const customer = userEvent.setup();
    const r = renderCartPage(buildCart({ migrationPromotion }));
    const help = screen.getByLabelText(/I need help with the migration/);
    await customer.click(help);
    expect(r.payloads('migration/assistance-edited')).toEqual([{ needAssistance: true }]);
    expect(help).toBeChecked();
  });
});

describe('the donation', () => {
  it('requires a custom amount and sends it as a number', async () => {
    const customer = userEvent.setup();
    const r = renderCartPage(buildCart({ donation }));
    await customer.click(screen.getByLabelText('Custom amount'));
    await customer.click(screen.getByRole('button', { name: 'Donate' }));
    expect(screen.getByText('Field is required')).toBeVisible();
    await customer.type(screen.getByLabelText(/Your donation/), '1x5');
    await customer.click(screen.getByRole('button', { name: 'Donate' }));
    expect(r.payloads('cart-extras/donation-requested')).toEqual([{ donation: { customDonation: 15 } }]);
  });

  it('chooses a round-up version', async () => {
    const customer = userEvent.setup();
    const r = renderCartPage(buildCart({ donation }));
    await customer.click(screen.getByLabelText(/Round-up plus 0.50/));
    expect(r.payloads('cart-extras/donation-requested')).toEqual([{ donation: { roundUpVersion: 'v2' } }]);
  });
});

describe('a backup cross-sell', () => {
  it('prices the chosen capacity per 1024 MB and adds it with that capacity', async () => {
    const customer = userEvent.setup();
    const r = renderCartPage(buildCart());
    act(() => {
      r.log.append('cross-sell/received', {
        offers: {
          xSellProducts: [
            {
              uid: 'b1',
              name: 'Server backup',
              code: 'backup',
              sellType: 'direct',
              cartItemToUpgradeId: null,
              reasonCartItemIds: ['vps-1'],
              voucherCode: null,
              defaultConfiguration: { period: 12, properties: { capacity: 1024, server: 'vps-1' } },
              price: { period: 12, actualPrice: 12.5, marketingPrice: 12.5 },
              properties: { backup: { options: [1024, 2048] } },
            },
          ],
          upSellProducts: [],
        },
      });
    });
    const banner = screen.getByRole('listitem', { name: 'Server backup' });
    await customer.selectOptions(within(banner).getByLabelText('Backup capacity'), '2048');
    expect(within(banner).getByText('€25.00')).toBeVisible();
    await customer.click(within(banner).getByRole('button', { name: 'Add to cart' }));
    expect(r.payloads('cross-sell/offer-accepted')).toEqual([{ uid: 'b1', capacity: 2048 }]);
  });
});
