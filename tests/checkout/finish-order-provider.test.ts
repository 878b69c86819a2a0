/**
 * Finish order against the real mock provider (msw/node): every outcome of contract §7 and every
 * error class checkout can meet, what the customer sees next, that the cart survives every failed
 * payment, the throttle and the polling limit.
 */
import { describe, expect, it } from 'vitest';
import { Cart } from '../../events/contract/cart';
import { messagesAt } from '../../projections/messages/selectors';
import { TRANSFER_DATA_KEY, USER_STEP_KEY } from '../../src/effects/steps/user-step-storage';
import { seed, until, useTestProvider } from '../support/provider-harness';
import {
  finish,
  payloadsOf,
  providerCart,
  providerClient,
  readyForCheckout,
} from './support/checkout-harness';

const provider = useTestProvider();

const outcomes = ['checkout/completed', 'checkout/failed', 'checkout/gateway-redirected'] as const;
const navs = (h: { log: { all(): readonly { type: string; payload: unknown }[] } }) =>
  h.log
    .all()
    .filter((e) => e.type === 'nav/requested')
    .map((e) => (e.payload as { to: string }).to);

/** Paths the order view shows (a path nobody shows falls back to `general`). */
function subscribe(
  h: { log: { append(type: 'messages/subscribed', payload: { path: string }): unknown } },
  ...paths: string[]
) {
  for (const path of paths) h.log.append('messages/subscribed', { path });
}

async function cartNow(): Promise<Cart> {
  const result = await providerClient().getCart();
  if (!result.ok) throw new Error(result.error.messageKey);
  return result.value;
}

describe('finishing the order: the outcomes of contract §7', () => {
  it('hands the browser to the payment gateway for a card and sends the three thank-you URLs', async () => {
    const h = await readyForCheckout(provider);
    await finish(h, [...outcomes]);
    expect(h.requests).toEqual(['>POST /checkout']);
    expect(h.browser.assigned).toEqual(['https://shop.test/thank-you?messageKey=success']);
    expect(payloadsOf(h, 'nav/left-app')).toEqual([
      { url: 'https://shop.test/thank-you?messageKey=success', reason: 'payment-gateway' },
    ]);
    expect(h.state().checkout.status.status).toBe('leaving');
  });

  it('comes back from a failed gateway payment to the fail page', async () => {
    const h = await readyForCheckout(provider, { behaviour: { gateway: 'fail' } });
    await finish(h, [...outcomes]);
    expect(h.browser.assigned).toEqual(['https://shop.test/thank-you?messageKey=fail']);
  });

  it('shows success for a zero order', async () => {
    const h = await readyForCheckout(provider, { behaviour: { checkout: 'zero-order' } });
    await finish(h, [...outcomes]);
    expect(payloadsOf(h, 'checkout/completed')[0]).toMatchObject({ messageKey: 'success' });
    expect(navs(h)).toContain('/thank-you?messageKey=success');
    expect(h.browser.assigned).toEqual([]);
  });

  it('stores the bank transfer details with the PAY by square QR code and shows the transfer page', async () => {
    const h = await readyForCheckout(provider, {
      payment: { groupId: 'transfer', optionId: null, recurrence: false },
    });
    await finish(h, [...outcomes]);
    const [completed] = payloadsOf(h, 'checkout/completed');
    expect(completed?.messageKey).toBe('transfer');
    expect(completed?.transfer?.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(JSON.parse(h.deps.storage.getItem(TRANSFER_DATA_KEY) ?? 'null')).toMatchObject({
      iban: completed?.transfer?.iban,
    });
    expect(h.state().checkout.transfer?.amount).toBeGreaterThan(0);
    expect(navs(h)).toContain('/thank-you?messageKey=transfer');
  });

  it('treats a transfer reply without payment details as failed', async () => {
    const h = await readyForCheckout(provider, { behaviour: { checkout: 'transfer-without-details' } });
    await finish(h, [...outcomes]);
    expect(payloadsOf(h, 'checkout/completed')[0]?.messageKey).toBe('fail');
    expect(h.deps.storage.getItem(TRANSFER_DATA_KEY)).toBeNull();
  });

  it.each(['confirm', 'mail', 'success'] as const)('shows the %s page for that reply', async (key) => {
    const h = await readyForCheckout(provider, { behaviour: { checkout: key } });
    await finish(h, [...outcomes]);
    expect(payloadsOf(h, 'checkout/completed')[0]?.messageKey).toBe(key);
    expect(navs(h)).toContain(`/thank-you?messageKey=${key}`);
  });

  it('pays later by mail for the pay-later group', async () => {
    const h = await readyForCheckout(provider, {
      payment: { groupId: 'later', optionId: 'pay-later', recurrence: false },
    });
    await finish(h, [...outcomes]);
    expect(payloadsOf(h, 'checkout/completed')[0]?.messageKey).toBe('mail');
  });

  it('polls a payment being processed at once and after each reply, then follows the redirect', async () => {
    const h = await readyForCheckout(provider, { behaviour: { checkout: 'processing', pollsBeforeDone: 2 } });
    await finish(h, ['checkout/completed']);
    for (let i = 0; i < 200 && h.browser.assigned.length === 0; i++)
      await new Promise((r) => setTimeout(r, 0));
    expect(navs(h)).toContain('/thank-you?messageKey=processing');
    expect(h.requests.filter((r) => r.startsWith('>GET /polls/'))).toHaveLength(3);
    expect(h.browser.assigned).toEqual(['https://shop.test/thank-you?messageKey=success']);
    expect(payloadsOf(h, 'nav/left-app').at(-1)?.reason).toBe('payment-processed');
  });

  it("stops polling after 30 requests with 'Server polling exceeded it's connection limit.'", async () => {
    const h = await readyForCheckout(provider, {
      behaviour: { checkout: 'processing', pollsBeforeDone: 40 },
    });
    await finish(h, ['checkout/completed']);
    for (let i = 0; i < 500 && !h.types().includes('checkout/polling-failed'); i++)
      await new Promise((r) => setTimeout(r, 0));
    expect(h.requests.filter((r) => r.startsWith('>GET /polls/'))).toHaveLength(30);
    expect(h.state().checkout.pollError?.messageKey).toBe('polling.limit_exceeded');
    expect(h.browser.assigned).toEqual([]);
  });
});

describe('finishing the order: held back before any call', () => {
  it('sends one checkout for a double click', async () => {
    const h = await readyForCheckout(provider, { behaviour: { checkout: 'success' } });
    h.log.append('checkout/finish-requested', {});
    await finish(h, [...outcomes]);
    await new Promise((r) => setTimeout(r, 20));
    expect(h.requests.filter((r) => r === '>POST /checkout')).toHaveLength(1);
  });

  it('goes to the step being edited first', async () => {
    const h = await readyForCheckout(provider);
    h.log.append('ui/edit-mode-set', { step: 'payment-method' });
    await finish(h, ['checkout/blocked']);
    expect(payloadsOf(h, 'checkout/blocked')).toEqual([{ reason: 'editing', step: 'payment-method' }]);
    expect(h.requests).toEqual([]);
  });

  it('goes to the first step not yet done when the customer has not reached the end', async () => {
    const h = await readyForCheckout(provider, { step: 'payment-method' });
    await finish(h, ['checkout/blocked']);
    const [blocked] = payloadsOf(h, 'checkout/blocked');
    expect(blocked?.reason).toBe('steps-incomplete');
    expect(navs(h)).toContain(`/checkout/order?step=${blocked?.step}`);
    expect(h.state().steps.userStep).toBe(blocked?.step);
    expect(h.requests).toEqual([]);
  });

  it("asks for the terms consent with 'Consent terms of service is required'", async () => {
    const h = await readyForCheckout(provider, { consents: false });
    subscribe(h, 'termsAndConditionsConsent', 'thirdPartyConsent');
    await finish(h, ['checkout/blocked']);
    expect(payloadsOf(h, 'checkout/blocked')).toEqual([
      { reason: 'consents', missing: ['terms', 'thirdParty'] },
    ]);
    expect(messagesAt(h.state(), 'termsAndConditionsConsent')[0]?.translationKey).toBe(
      'validation.consent.terms',
    );
    expect(messagesAt(h.state(), 'thirdPartyConsent')[0]?.translationKey).toBe(
      'validation.consent.third_party',
    );
    expect(h.requests).toEqual([]);
  });
});

describe('finishing the order: failures keep the cart', () => {
  it.each([
    'order.not_created',
    'order.unpaid_invoice',
    'payment.card_failed',
    'payment.credit_failed',
    'payment.verification_failed',
    'checkout.failed',
    'general.server_error',
    'general.outage',
  ] as const)('shows %s on the thank-you exception page and keeps the cart', async (key) => {
    const h = await readyForCheckout(provider, { behaviour: { checkout: key } });
    const before = await cartNow();
    await finish(h, [...outcomes]);
    expect(payloadsOf(h, 'checkout/completed')).toEqual([{ messageKey: 'exception', exception: key }]);
    expect(navs(h)).toContain(`/thank-you?messageKey=exception&exception=${encodeURIComponent(key)}`);
    const after = await cartNow();
    expect(after.uuid).toBe(before.uuid);
    expect(after.items).toHaveLength(before.items.length);
    expect(h.types()).not.toContain('cart/reset');
  });

  it('goes back to the cart with the violations when the problem lies in the cart step', async () => {
    const h = await readyForCheckout(provider);
    h.log.append('messages/shown', {
      path: 'note',
      message: { translationKey: 'old.message', type: 'info' },
    });
    providerCart(provider).items.forEach((item) => (item.disabled = true));
    await finish(h, [...outcomes]);
    expect(h.state().steps.userStep).toBe('cart');
    expect(navs(h)).toContain('/checkout');
    const state = h.state();
    expect(state.messages.byPath.note).toBeUndefined();
    expect(
      Object.values(state.messages.byPath)
        .flat()
        .map((m) => m.translationKey),
    ).toContain('cart.invalid_product_data');
  });

  it('opens the billing step when the provider says no billing profile is set', async () => {
    const h = await readyForCheckout(provider);
    providerCart(provider).billingProfileId = null;
    subscribe(h, 'billingProfile');
    await finish(h, [...outcomes]);
    expect(h.state().checkout.issues).toEqual(['billing-profile']);
    expect(h.state().steps.userStep).toBe('billing-profile');
    expect(navs(h)).toContain('/checkout/order?step=billing-profile');
    expect(messagesAt(h.state(), 'billingProfile')[0]?.translationKey).toBe(
      'validation.billing_profile.not_set',
    );
  });

  it('flags the service settings of the item whose configuration the provider misses', async () => {
    const h = await readyForCheckout(provider);
    const item = providerCart(provider).items.find((i) => i.code === 'hosting');
    if (!item) throw new Error('no hosting item');
    item.properties.domain = '';
    h.log.append('messages/subscribed', { path: `${item.id}.properties.domain` });
    await finish(h, [...outcomes]);
    const state = h.state();
    expect(state.checkout.issues).toContain('service-settings');
    expect(state.steps.userStep).toBe('service-settings');
    expect(messagesAt(state, `${item.id}.properties.domain`)[0]?.translationKey).toBe('validation.required');
  });

  it('clears a chosen payment option that no longer exists and opens the payment step', async () => {
    const h = await readyForCheckout(provider);
    providerCart(provider).paymentOption = { groupId: 'card', optionId: 'card-gone', recurrence: false };
    const groups = await providerClient().getPaymentOptions();
    h.log.append('payment/options-received', { groups: groups.ok ? groups.value : [] });
    expect(h.state().payment.selected.optionId).toBe('card-alice-visa');
    await finish(h, [...outcomes]);
    const state = h.state();
    expect(state.payment.selected).toEqual({ groupId: null, optionId: null, recurrence: false });
    expect(state.payment.error?.translationKey).toBe('payment.option_not_found');
    expect(state.steps.userStep).toBe('payment-method');
  });

  it('reports insufficient credit at the payment step', async () => {
    const h = await readyForCheckout(provider, {
      payment: { groupId: 'credit', optionId: 'credit', recurrence: false },
    });
    subscribe(h, 'paymentOption');
    await finish(h, [...outcomes]);
    expect(h.state().steps.userStep).toBe('payment-method');
    expect(messagesAt(h.state(), 'paymentOption')[0]?.translationKey).toBe('checkout.insufficient_credit');
  });

  it('goes to login on 401 and keeps the stored step', async () => {
    const h = await readyForCheckout(provider);
    const stored = h.deps.storage.getItem(USER_STEP_KEY);
    seed(provider, { login: null });
    await finish(h, [...outcomes]);
    expect(h.types()).toContain('ui/login-started');
    expect(h.deps.storage.getItem(USER_STEP_KEY)).toBe(stored);
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ step: 'recapitulation' });
  });

  it('resets and reloads a cart the provider no longer has, the order told as unknown (decision 039)', async () => {
    const h = await readyForCheckout(provider);
    const session = provider.store.state.sessions.default;
    if (session) session.cart = null;
    await finish(h, [...outcomes, 'checkout/outcome-unknown']);
    expect(h.types()).toContain('cart/reset');
    expect(h.types()).toContain('cart/load-requested');
    expect(await until(() => h.types().includes('checkout/outcome-settled'))).toBe(true);
  });
});
