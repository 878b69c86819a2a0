/**
 * An order whose reply is lost or unreadable (issue 22, decision 039), against the mock provider:
 * the outcome is its own state, the customer is told to check their e-mail, Finish is not offered,
 * and the cart read again settles it (another cart: the order exists, and the customer is told it
 * was received; the same cart: it was not created and Finish comes back). A proxy's 5xx page and a
 * repeated request that hears the cart is gone leave it unknown too; a 502 with the provider's
 * error body does not. The provider never gets a second order for the same cart.
 */
import { describe, expect, it } from 'vitest';
import { finishDecision, finishVisible } from '../../projections/checkout/selectors';
import { foldAll } from '../../projections/fold';
import type { AppState } from '../../projections/state';
import { loadedCart } from '../../projections/cart/selectors';
import type { StartTimer } from '../../src/api/http';
import { RETRY_REASON } from '../../events/catalogue/cart';
import { isReportableError } from '../../src/effects/app/error-reporting';
import { DOMAIN_DRAFT_KEY, forgetCustomerEffect } from '../../src/effects/customer-data';
import { USER_STEP_KEY } from '../../src/effects/steps/user-step-storage';
import { until, useTestProvider } from '../support/provider-harness';
import {
  finish,
  payloadsOf,
  providerClient,
  readyForCheckout,
  type CheckoutHarness,
} from './support/checkout-harness';

const provider = useTestProvider();

const transfer = { groupId: 'transfer', optionId: null, recurrence: false } as const;
/** What the general message area says in a state. */
const toldAt = (state: AppState) => (state.messages.byPath.general ?? []).map((m) => m.translationKey);
const told = (h: CheckoutHarness) => (h.state().messages.byPath.general ?? []).map((m) => m.translationKey);
const navs = (h: CheckoutHarness) => payloadsOf(h, 'nav/requested').map((p) => p.to);

/** The state as the unknown outcome was recorded, before any cart settled it. */
function atUnknown(h: CheckoutHarness) {
  const at = h.log.all().findIndex((e) => e.type === 'checkout/outcome-unknown');
  return foldAll(h.log.all().slice(0, at + 1));
}

async function settled(h: CheckoutHarness) {
  expect(await until(() => payloadsOf(h, 'checkout/outcome-settled').length === 1)).toBe(true);
  return payloadsOf(h, 'checkout/outcome-settled')[0]?.order;
}

describe('an order whose outcome is unknown', () => {
  it('is created but its reply is dropped: the customer is told, Finish is gone, one order only', async () => {
    const h = await readyForCheckout(provider, { payment: transfer });
    const checkedOut = loadedCart(h.state())?.uuid;
    provider.store.setFaults({ dropReply: true, method: 'POST', pathPattern: '/checkout$', times: 1 });
    await finish(h, ['checkout/outcome-unknown', 'checkout/completed', 'checkout/failed']);
    const [unknown] = payloadsOf(h, 'checkout/outcome-unknown');
    expect(unknown).toMatchObject({ cartUuid: checkedOut, error: { kind: 'network' } });
    expect(payloadsOf(h, 'checkout/completed')).toEqual([]);
    const then = atUnknown(h);
    expect(then.checkout.status.status).toBe('unknown');
    expect(finishVisible(then)).toBe(false);
    expect(finishDecision(then)).toEqual({ kind: 'busy' });
    expect(isReportableError(h.log.all().find((e) => e.type === 'checkout/outcome-unknown')!)).toBe(true);

    expect(await settled(h)).toBe('created');
    expect(loadedCart(h.state())?.uuid).not.toBe(checkedOut);
    expect(h.state().checkout.status).toEqual({ status: 'unconfirmed' });
    expect(toldAt(atUnknown(h))).toEqual(['checkout.outcome_unknown']);
    expect(told(h)).toEqual(['checkout.outcome_received']);
    expect(navs(h).some((to) => to.startsWith('/thank-you'))).toBe(false);
    // a click on an old Finish changes nothing: the provider has one order
    h.log.append('checkout/finish-requested', {});
    await until(() => false, 20);
    expect(h.requests.filter((r) => r === '>POST /checkout')).toHaveLength(1);
    expect(provider.store.state.orders).toHaveLength(1);
  });

  it('stays unknown while the cart cannot be read either, and "Try again" on the cart settles it', async () => {
    const h = await readyForCheckout(provider, { payment: transfer });
    provider.store.setFaults([
      { dropReply: true, method: 'POST', pathPattern: '/checkout$', times: 1 },
      { dropReply: true, method: 'GET', pathPattern: '/cart$', times: 1 },
    ]);
    await finish(h, ['checkout/outcome-unknown', 'checkout/completed', 'checkout/failed']);
    expect(await until(() => payloadsOf(h, 'cart/command-failed').length === 1)).toBe(true);
    // The connection is still gone: nothing is settled, the customer keeps being told, no Finish.
    expect(payloadsOf(h, 'checkout/outcome-settled')).toEqual([]);
    expect(h.state().checkout.status.status).toBe('unknown');
    expect(finishVisible(h.state())).toBe(false);
    expect(told(h)).toContain('checkout.outcome_unknown');
    h.log.append('checkout/finish-requested', {});
    await until(() => false, 20);
    expect(h.requests.filter((r) => r === '>POST /checkout')).toHaveLength(1);

    h.log.append('cart/load-requested', { reason: RETRY_REASON });
    expect(await settled(h)).toBe('created');
    expect(provider.store.state.orders).toHaveLength(1);
  });

  it("forgets the customer's step and draft once the cart shows the order exists", async () => {
    const h = await readyForCheckout(provider, { payment: transfer });
    forgetCustomerEffect(h.deps);
    h.deps.storage.setItem(DOMAIN_DRAFT_KEY, JSON.stringify({ owner: { userId: 1 }, values: {} }));
    expect(h.deps.storage.getItem(USER_STEP_KEY)).not.toBeNull();
    provider.store.setFaults({ dropReply: true, method: 'POST', pathPattern: '/checkout$', times: 1 });
    await finish(h, ['checkout/outcome-unknown', 'checkout/completed', 'checkout/failed']);
    expect(await settled(h)).toBe('created');
    expect(h.deps.storage.getItem(DOMAIN_DRAFT_KEY)).toBeNull();
    expect(h.deps.storage.getItem(USER_STEP_KEY)).toBeNull();
  });

  it('is created but its 200 is not a checkout reply: no generic thank-you, never a second order', async () => {
    const h = await readyForCheckout(provider, { payment: transfer });
    provider.store.setFaults({ malformedBody: true, method: 'POST', pathPattern: '/checkout$', times: 1 });
    await finish(h, ['checkout/outcome-unknown', 'checkout/completed', 'checkout/failed']);
    expect(payloadsOf(h, 'checkout/outcome-unknown')[0]?.error).toMatchObject({ kind: 'parse', status: 200 });
    expect(payloadsOf(h, 'checkout/completed')).toEqual([]);
    expect(await settled(h)).toBe('created');
    expect(told(h)).toEqual(['checkout.outcome_received']);
    expect(provider.store.state.orders).toHaveLength(1);
  });

  it('is created and a proxy answers 502 with its own page: unknown, then received, one order', async () => {
    const h = await readyForCheckout(provider, { payment: transfer });
    provider.store.setFaults({ proxyStatus: 502, method: 'POST', pathPattern: '/checkout$', times: 1 });
    await finish(h, ['checkout/outcome-unknown', 'checkout/completed', 'checkout/failed']);
    expect(payloadsOf(h, 'checkout/outcome-unknown')[0]?.error).toMatchObject({ status: 502, key: null });
    expect(toldAt(atUnknown(h))).toEqual(['checkout.outcome_unknown']);
    expect(await settled(h)).toBe('created');
    expect(told(h)).toEqual(['checkout.outcome_received']);
    expect(finishVisible(h.state())).toBe(false);
    expect(payloadsOf(h, 'checkout/completed')).toEqual([]);
    expect(provider.store.state.orders).toHaveLength(1);
  });

  it('is created by a request the browser sent again, which hears the cart is gone: told, never reset away', async () => {
    const h = await readyForCheckout(provider, { payment: transfer });
    // the first request, whose connection closed unanswered, created the order and closed the cart
    const first = await providerClient().checkout({
      redirectAfterCancel: 'http://app.test/thank-you?messageKey=cancel',
      redirectAfterPaySuccess: 'http://app.test/thank-you?messageKey=success',
      redirectAfterPayFailure: 'http://app.test/thank-you?messageKey=fail',
      termsAndConditionsConsent: true,
      thirdPartyConsent: true,
    });
    expect(first.ok).toBe(true);
    await finish(h, ['checkout/outcome-unknown', 'checkout/completed', 'checkout/failed', 'cart/reset']);
    expect(payloadsOf(h, 'checkout/outcome-unknown')[0]?.error).toMatchObject({ status: 404 });
    expect(await settled(h)).toBe('created');
    expect(told(h)).toEqual(['checkout.outcome_received']);
    expect(payloadsOf(h, 'checkout/failed')).toEqual([]);
    expect(provider.store.state.orders).toHaveLength(1);
  });

  it("is the provider's word when a 502 carries its error body: no unknown outcome", async () => {
    const h = await readyForCheckout(provider);
    provider.store.setFaults({
      status: 502,
      key: 'order.not_created',
      method: 'POST',
      pathPattern: '/checkout$',
    });
    await finish(h, ['checkout/outcome-unknown', 'checkout/completed', 'checkout/failed']);
    expect(payloadsOf(h, 'checkout/outcome-unknown')).toEqual([]);
    expect(payloadsOf(h, 'checkout/completed')).toEqual([
      { messageKey: 'exception', exception: 'order.not_created' },
    ]);
  });

  it('was not created (a gateway answered 502 with its own page): the same cart comes back and Finish is offered again', async () => {
    const h = await readyForCheckout(provider);
    const checkedOut = loadedCart(h.state())?.uuid;
    // the gateway never reached the provider: its page, not the provider's error body
    provider.store.setFaults({
      status: 502,
      malformedBody: true,
      method: 'POST',
      pathPattern: '/checkout$',
      times: 1,
    });
    await finish(h, ['checkout/outcome-unknown', 'checkout/completed', 'checkout/failed']);
    expect(payloadsOf(h, 'checkout/outcome-unknown')).toHaveLength(1);
    expect(await settled(h)).toBe('not-created');
    expect(loadedCart(h.state())?.uuid).toBe(checkedOut);
    expect(h.state().checkout.status.status).toBe('failed');
    expect(finishDecision(h.state())).toEqual({ kind: 'checkout' });
    expect(told(h)).toEqual(['checkout.outcome_unknown']);
    expect(provider.store.state.orders).toHaveLength(0);
  });

  it('times out while the provider creates the order: unknown, settled by the cart, and the held reply changes nothing', async () => {
    const timers: { ms: number; fire: () => void }[] = [];
    const timer: StartTimer = (ms, fire) => {
      timers.push({ ms, fire });
      return () => undefined;
    };
    const h = await readyForCheckout(provider, { payment: transfer, timer });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const sleep = provider.store.sleep;
    provider.store.sleep = () => held;
    try {
      provider.store.setFaults({ holdReplyMs: 60_000, method: 'POST', pathPattern: '/checkout$', times: 1 });
      h.log.append('checkout/finish-requested', {});
      // the provider has created the order and holds its reply
      expect(await until(() => provider.store.state.orders.length === 1)).toBe(true);
      const limit = timers.at(-1);
      expect(limit?.ms).toBe(45_000);
      limit?.fire();
      expect(await until(() => payloadsOf(h, 'checkout/outcome-unknown').length === 1)).toBe(true);
      expect(payloadsOf(h, 'checkout/outcome-unknown')[0]?.error.kind).toBe('timeout');
      expect(await settled(h)).toBe('created');
      expect(told(h)).toEqual(['checkout.outcome_received']);
      // the request was aborted at its limit (the order was made all the same): letting the held
      // reply go changes nothing
      release();
      expect(payloadsOf(h, 'checkout/completed')).toEqual([]);
      expect(h.state().checkout.status).toEqual({ status: 'unconfirmed' });
    } finally {
      provider.store.sleep = sleep;
    }
  });
});

describe('polling a payment being processed, with the time limit', () => {
  it('ends a poll whose reply does not come with a timeout, and "Try again" polls there again', async () => {
    const timers: { ms: number; fire: () => void; cancelled: boolean }[] = [];
    const timer: StartTimer = (ms, fire) => {
      const t = { ms, fire, cancelled: false };
      timers.push(t);
      return () => void (t.cancelled = true);
    };
    const h = await readyForCheckout(provider, {
      behaviour: { checkout: 'processing', pollsBeforeDone: 1 },
      timer,
    });
    provider.store.setFaults({ latencyMs: 60_000, method: 'GET', pathPattern: '/polls/', times: 1 });
    const sleep = provider.store.sleep;
    provider.store.sleep = () => new Promise(() => undefined);
    try {
      await finish(h, ['checkout/polling-started']);
      expect(await until(() => h.requests.some((r) => r.startsWith('>GET /polls/')))).toBe(true);
      const limit = timers.filter((t) => !t.cancelled).at(-1);
      expect(limit?.ms).toBe(10_000);
      limit?.fire();
      expect(await until(() => payloadsOf(h, 'checkout/polling-failed').length === 1)).toBe(true);
      expect(h.state().checkout.pollError?.messageKey).toBe('general.timeout');
      expect(h.state().checkout.pollRetry).toMatch(/\/polls\//);
    } finally {
      provider.store.sleep = sleep;
    }
    h.log.append('checkout/polling-retry-requested', {});
    expect(await until(() => h.browser.assigned.length === 1)).toBe(true);
    expect(h.requests.filter((r) => r.startsWith('>GET /polls/')).length).toBeGreaterThanOrEqual(2);
    expect(h.state().checkout.pollError).toBeNull();
  });
});
