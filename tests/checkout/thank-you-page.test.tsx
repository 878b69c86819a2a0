// @vitest-environment happy-dom
/**
 * The thank-you page: the transfer's account data with its QR code as an image (never markup), a retry
 * when the order was not created, the administration link for an unpaid invoice, and a polling give-up.
 */
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import ThankYouPage from '../../src/features/checkout/thank-you-page';
import { buildError } from '../support/builders';
import { renderInApp } from '../support/render-in-app';

afterEach(cleanup);

const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect/></svg>';
const transfer = {
  amount: 48.6,
  currency: 'EUR',
  iban: 'SK31 1200 0000 1987 4263 7541',
  swift: 'TATRSKBX',
  accountNumber: null,
  variableSymbol: '2400000001',
  dueDate: '2030-01-15',
  invoiceId: 'INV-000001',
  qrCode: `data:image/svg+xml;base64,${btoa(svg)}`,
};

describe('the thank-you page', () => {
  it.each([
    ['success', 'Thank you for your order'],
    ['mail', 'Thank you for your order'],
    ['processing', 'Your payment is being processed'],
    ['confirm', 'Your order is awaiting approval'],
    ['fail', 'The payment failed'],
    ['cancel', 'The payment was cancelled'],
    ['exception', 'Your order could not be completed'],
  ])('shows the %s outcome', (key, title) => {
    renderInApp(<ThankYouPage />, { route: `/thank-you?messageKey=${key}` });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
  });

  it('shows the bank account data and the PAY by square QR code as an image, never as markup', () => {
    const r = renderInApp(<ThankYouPage />, {
      route: '/thank-you?messageKey=transfer',
      seed: (log) => log.append('checkout/completed', { messageKey: 'transfer', transfer }),
    });
    expect(screen.getByText('SK31 1200 0000 1987 4263 7541')).toBeVisible();
    expect(screen.getByText('2400000001')).toBeVisible();
    expect(screen.getByText('€48.60')).toBeVisible();
    const qr = screen.getByRole('img', {
      name: 'PAY by square QR code for this payment',
    }) as HTMLImageElement;
    expect(qr).toHaveAttribute('src', transfer.qrCode);
    expect(r.container.querySelector('svg, script')).toBeNull();
  });

  it('leaves out a QR code that is not an inline image', () => {
    renderInApp(<ThankYouPage />, {
      route: '/thank-you?messageKey=transfer',
      seed: (log) =>
        log.append('checkout/transfer-restored', {
          transfer: { ...transfer, qrCode: 'javascript:alert(1)' },
        }),
    });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('TATRSKBX')).toBeVisible();
  });

  it.each(['fail', 'exception'])(
    'after a %s outcome, says where to find help and when the helpdesk answers',
    (key) => {
      renderInApp(<ThankYouPage />, {
        route: `/thank-you?messageKey=${key}`,
        config: {
          supportUrl: 'https://www.websupport.cz/podpora/',
          helpdeskHours: { opens: '09:00', closes: '17:00' },
        },
      });
      expect(screen.getByRole('link', { name: /Need help/ })).toHaveAttribute(
        'href',
        'https://www.websupport.cz/podpora/',
      );
      expect(screen.getByText('Helpdesk: daily 09:00–17:00')).toBeVisible();
    },
  );

  it('does not send a customer whose order went through to the helpdesk', () => {
    renderInApp(<ThankYouPage />, { route: '/thank-you?messageKey=success' });
    expect(screen.queryByText(/Helpdesk/)).toBeNull();
  });

  it('offers a retry when the order was not created', () => {
    renderInApp(<ThankYouPage />, { route: '/thank-you?messageKey=exception&exception=order.not_created' });
    expect(screen.getByRole('alert')).toHaveTextContent(/^Your order could not be created\.$/);
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/checkout/order?step=recapitulation',
    );
  });

  it('points to the customer administration for an unpaid invoice', () => {
    renderInApp(<ThankYouPage />, {
      route: '/thank-you?messageKey=exception&exception=order.unpaid_invoice',
    });
    expect(screen.getByRole('link', { name: 'Go to the customer administration' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\//),
    );
  });

  it('says when polling a processed payment gave up', () => {
    const r = renderInApp(<ThankYouPage />, {
      route: '/thank-you?messageKey=processing',
      seed: (log) => log.append('checkout/polling-started', { pollUrl: 'https://p.test/1' }),
    });
    expect(screen.getByText('Checking the payment status…')).toBeVisible();
    act(() =>
      r.emit('checkout/polling-failed', {
        error: buildError({ kind: 'client', status: 202, messageKey: 'polling.limit_exceeded' }),
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/^Server polling exceeded it's connection limit\.$/);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers "Try again" when polling met the time limit (issue 22)', async () => {
    const user = userEvent.setup();
    const r = renderInApp(<ThankYouPage />, {
      route: '/thank-you?messageKey=processing',
      seed: (log) => log.append('checkout/polling-started', { pollUrl: 'https://p.test/1' }),
    });
    act(() =>
      r.emit('checkout/polling-failed', {
        error: buildError({ kind: 'timeout', status: null, messageKey: 'general.timeout' }),
        pollUrl: 'https://p.test/1',
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Our server did not answer in time. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(r.log.all().at(-1)?.type).toBe('checkout/polling-retry-requested');
  });
});
