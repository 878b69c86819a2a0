/**
 * How a checkout reply and a checkout failure become what the customer sees next (contract §7,
 * row by row) and the thank-you return URLs (which redirects are followed:
 * tests/nav/allowed-navigation.test.ts).
 */
import { describe, expect, it } from 'vitest';
import {
  failureOutcome,
  isUnknownOrderOutcome,
  pollUrlOf,
  replyOutcome,
  thankYouPath,
  thankYouUrl,
} from '../../src/effects/checkout/outcome';
import { payloadOf, readErrorReply } from '../../src/api/read-error';
import { buildError } from '../support/builders';

const API = 'https://api.shop.test/api';
const transfer = {
  amount: 10,
  currency: 'EUR',
  iban: 'SK1',
  swift: null,
  accountNumber: null,
  variableSymbol: null,
  dueDate: null,
  invoiceId: null,
  qrCode: null,
};

describe('checkout replies, in the row order of contract §7', () => {
  it('follows a redirect before anything else in the reply', () => {
    expect(replyOutcome({ redirect: 'https://gw.test/pay', zeroOrder: true, key: 'mail' }, API)).toEqual({
      kind: 'redirect',
      url: 'https://gw.test/pay',
    });
  });

  it('shows success for a zero order even with a transfer key', () => {
    expect(replyOutcome({ zeroOrder: true, key: 'transfer' }, API)).toEqual({
      kind: 'thank-you',
      messageKey: 'success',
    });
  });

  it('shows the transfer page with its details, or fail without them', () => {
    expect(replyOutcome({ key: 'transfer', paymentOptions: transfer }, API)).toMatchObject({
      messageKey: 'transfer',
      transfer,
    });
    expect(replyOutcome({ key: 'transfer' }, API)).toEqual({ kind: 'thank-you', messageKey: 'fail' });
  });

  it('maps confirm and mail to their pages and anything else to success', () => {
    expect(replyOutcome({ key: 'confirm' }, API)).toMatchObject({ messageKey: 'confirm' });
    expect(replyOutcome({ key: 'mail' }, API)).toMatchObject({ messageKey: 'mail' });
    expect(replyOutcome({ key: 'success' }, API)).toMatchObject({ messageKey: 'success' });
    expect(replyOutcome({}, API)).toMatchObject({ messageKey: 'success' });
  });

  it('polls a processing payment at the URL the provider gives, else at the invoice poll', () => {
    expect(replyOutcome({ key: 'processing', pollUrl: 'https://p.test/x' } as never, API)).toEqual({
      kind: 'processing',
      pollUrl: 'https://p.test/x',
    });
    expect(pollUrlOf({ key: 'processing', invoiceId: 'INV 1' }, API)).toBe(`${API}/polls/INV%201`);
    expect(pollUrlOf({ key: 'processing' }, API)).toBeNull();
  });
});

describe('checkout failures (rows 9–11)', () => {
  it('sends a 401 to login and resets a lost cart', () => {
    expect(failureOutcome(buildError({ status: 401, key: 'user.unauthorized' }))).toEqual({ kind: 'login' });
    expect(failureOutcome(buildError({ status: 404, key: 'cart.not_prepared' }))).toEqual({
      kind: 'reset',
      key: 'cart.not_prepared',
    });
  });

  it('goes to the cart for the cart step, to the order view for other violations or context', () => {
    expect(failureOutcome(buildError({ context: { step: 'cart' } }))).toEqual({ kind: 'cart' });
    expect(failureOutcome(buildError({ context: { step: 'payment-method' } }))).toEqual({ kind: 'order' });
    expect(
      failureOutcome(
        buildError({ violations: [{ propertyPath: 'note', errors: [{ translationKey: 'x' }] }] }),
      ),
    ).toEqual({ kind: 'order' });
  });

  it('shows an error without violations and context as a thank-you exception', () => {
    expect(failureOutcome(buildError({ key: 'order.not_created', messageKey: 'order.not_created' }))).toEqual(
      { kind: 'exception', key: 'order.not_created' },
    );
  });
});

describe('a failure that leaves the order unknown (decision 039)', () => {
  it('is a lost reply, a 2xx that is not a checkout reply, or a cart the provider says is gone', () => {
    const unknown = [
      buildError({ kind: 'network', status: null }),
      buildError({ kind: 'timeout', status: null }),
      buildError({ kind: 'parse', status: 200 }),
      buildError({ kind: 'schema', status: 200 }),
      // the order closed the cart, and a request the browser sent again hears so (contract §1.2)
      buildError({ kind: 'http', status: 404, key: 'cart.not_prepared' }),
      buildError({ kind: 'http', status: 404, key: 'cart.not_found' }),
    ];
    const known = [
      buildError({ kind: 'http', status: 422, key: 'order.not_created' }),
      buildError({ kind: 'http', status: 500 }),
      buildError({ kind: 'abort', status: null }),
      buildError({ kind: 'http', status: 401 }),
    ];
    expect(unknown.map(isUnknownOrderOutcome)).toEqual(unknown.map(() => true));
    expect(known.map(isUnknownOrderOutcome)).toEqual(known.map(() => false));
  });

  const gatewayStatuses = [502, 503, 504, 520, 521, 522, 523, 524];
  const read = (status: number, body: string) =>
    readErrorReply(status, payloadOf(body), { production: true, hasKey: () => true });

  it.each(gatewayStatuses)(
    'is a %i answered by a proxy: its HTML page, an empty body, JSON of its own',
    (status) => {
      const proxyPage = read(status, `<html><body><h1>${status} Bad Gateway</h1></body></html>`);
      expect(isUnknownOrderOutcome(proxyPage)).toBe(true);
      expect(isUnknownOrderOutcome(read(status, ''))).toBe(true);
      expect(isUnknownOrderOutcome(read(status, '{"error":"upstream timed out"}'))).toBe(true);
    },
  );

  it.each(gatewayStatuses)(
    "is not a %i with the provider's error body: the provider said what happened",
    (status) => {
      expect(isUnknownOrderOutcome(read(status, '{"key":"general.outage"}'))).toBe(false);
      const violation =
        '{"violations":[{"propertyPath":"","errors":[{"translationKey":"order.not_created"}]}]}';
      expect(isUnknownOrderOutcome(read(status, violation))).toBe(false);
    },
  );

  it('is not another 5xx a proxy sends, whatever its body: the contract gives it no such meaning', () => {
    expect(isUnknownOrderOutcome(read(500, '<html>500 Internal Server Error</html>'))).toBe(false);
    expect(isUnknownOrderOutcome(read(505, ''))).toBe(false);
  });
});

describe('thank-you URLs', () => {
  it('builds the absolute return URLs with the language prefix', () => {
    expect(thankYouUrl('https://shop.test', '/en', 'cancel')).toBe(
      'https://shop.test/en/thank-you?messageKey=cancel',
    );
    expect(thankYouUrl('https://shop.test', '', 'success')).toBe(
      'https://shop.test/thank-you?messageKey=success',
    );
  });

  it('adds the exception key for an exception page', () => {
    expect(thankYouPath('exception', 'order.not_created')).toBe(
      '/thank-you?messageKey=exception&exception=order.not_created',
    );
  });
});
