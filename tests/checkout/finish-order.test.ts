/**
 * Finish order with a fake API and virtual time: the one-second throttle, and a refused gateway.
 */
import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { failWith, succeed } from '../../src/api/result';
import type { ApiClient } from '../../src/api/client';
import { finishOrderEffect } from '../../src/effects/checkout/finish-order';
import { bootPayload, buildBillingProfile, buildCart, buildError, user } from '../support/builders';
import { flush, harness } from '../support/effect-harness';

const cart = buildCart({
  user,
  billingProfile: buildBillingProfile(),
  paymentOption: { groupId: 'transfer', optionId: null, recurrence: false },
});

function ready(checkout: ApiClient['checkout']) {
  const h = harness({ checkout });
  const time = new VirtualTimeScheduler();
  h.deps.scheduler = time;
  h.log.append('app/booted', bootPayload());
  h.log.append('cart/received', { cart, command: 'load' });
  h.log.append('steps/user-step-set', { step: 'recapitulation' });
  h.log.append('checkout/consent-set', { consent: 'terms', value: true });
  finishOrderEffect(h.deps);
  return { h, time };
}

describe('finish order timing', () => {
  it('takes at most one finish a second, even after the first has ended', async () => {
    let calls = 0;
    const { h, time } = ready(
      async () => (
        calls++,
        failWith(buildError({ key: 'order.not_created', messageKey: 'order.not_created' }))
      ),
    );
    h.log.append('checkout/finish-requested', {});
    await flush();
    expect(calls).toBe(1);
    expect(h.types()).toContain('checkout/completed');
    h.log.append('checkout/finish-requested', {});
    await flush();
    expect(calls).toBe(1);
    time.flush();
    h.log.append('checkout/finish-requested', {});
    await flush();
    expect(calls).toBe(2);
  });

  it('does not follow a gateway redirect to a script URL and shows the fail page', async () => {
    const { h } = ready(async () => succeed({ redirect: 'javascript:alert(1)' }, 200));
    h.log.append('checkout/finish-requested', {});
    await flush();
    expect(h.browser.assigned).toEqual([]);
    expect(h.types()).toContain('nav/redirect-refused');
    const nav = h.log
      .all()
      .filter((e) => e.type === 'nav/requested')
      .map((e) => e.payload);
    expect(nav).toContainEqual({ to: '/thank-you?messageKey=fail' });
  });
});

describe('finishing an order never depends on a write (decision 042)', () => {
  const details = {
    iban: 'SK31 1200 0000 1987 4263 7541',
    swift: 'TATRSKBX',
    accountNumber: null,
    variableSymbol: '2024000001',
    dueDate: null,
    invoiceId: 'INV-1',
    qrCode: null,
    amount: 25.2,
    currency: 'EUR',
  };

  it('shows the transfer order when the browser refuses to store its details (quota full)', async () => {
    const { h } = ready(async () =>
      succeed({ key: 'transfer', invoiceId: 'INV-1', paymentOptions: details }, 200),
    );
    h.deps.storage = {
      ...h.deps.storage,
      setItem: () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      },
    };
    h.log.append('checkout/finish-requested', {});
    await flush();
    const completed = h.log.all().find((e) => e.type === 'checkout/completed');
    expect(completed?.payload).toMatchObject({
      messageKey: 'transfer',
      invoiceId: 'INV-1',
      transfer: details,
    });
    const nav = h.log.all().flatMap((e) => (e.type === 'nav/requested' ? [e.payload.to] : []));
    expect(nav).toContain('/thank-you?messageKey=transfer');
    expect(
      h.log
        .all()
        .filter((e) => e.type === 'cart/load-requested')
        .map((e) => e.payload),
    ).toEqual([{ reason: 'order-created' }]);
  });
});
