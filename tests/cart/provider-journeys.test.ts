/**
 * The cart view's effects against the real mock provider (msw/node): coupons, note, donation,
 * quick order, continue, cross-sell and up-sell, and the command queue keeping every change in
 * order. Each test seeds the provider's default session, loads the cart and appends intents as the
 * views would.
 */
import { HttpResponse, http } from 'msw';
import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { CompanyCode } from '../../events/contract/scalars';
import type { AppEvent } from '../../events/envelope';
import { messagesAt } from '../../projections/messages/selectors';
import { couponPanel, noteText } from '../../projections/cart-extras/selectors';
import { cartLoadEffect } from '../../src/effects/cart/load';
import { cartProceedEffect } from '../../src/effects/cart/proceed';
import { cartQueueEffect } from '../../src/effects/runtime/core-effects';
import { crossSellEffect } from '../../src/effects/cross-sell/cross-sell';
import { loginEffect } from '../../src/effects/ui/login';
import { noteDebounceEffect } from '../../src/effects/cart-extras/note-debounce';
import type { Effect } from '../../src/effects/runtime/start-effects';
import {
  PROVIDER_API,
  providerHarness,
  seed,
  until,
  useTestProvider,
  type ProviderHarness,
} from '../support/provider-harness';

const provider = useTestProvider();

const effects: Effect[] = [
  cartQueueEffect,
  cartLoadEffect,
  loginEffect,
  noteDebounceEffect,
  crossSellEffect,
  cartProceedEffect,
];

const received = (h: ProviderHarness, command: string) =>
  h.all('cart/received').filter((e) => e.payload.command === command);
const failed = (h: ProviderHarness, command: string) =>
  h.all('cart/command-failed').filter((e) => e.payload.command === command);
const lastCart = (h: ProviderHarness) => h.all('cart/received').at(-1)?.payload.cart;

async function loaded(
  login: string | null = null,
  config: { company?: CompanyCode; workflow?: 1 | 2 } = {},
  scheduler?: VirtualTimeScheduler,
) {
  seed(provider, { cart: 'with-items', login, ...(config.company ? { company: config.company } : {}) });
  const h = providerHarness(effects, config, scheduler);
  h.log.append('cart/load-requested', { reason: 'boot' });
  expect(
    await until(() => received(h, 'load').length === 1 && h.types().includes('cross-sell/received')),
  ).toBe(true);
  return h;
}

describe('coupons against the provider', () => {
  it('applies a seeded coupon, lists it in the summary and starts the form over', async () => {
    const h = await loaded();
    h.log.append('cart-extras/coupon-add-requested', { code: 'WELCOME10' });
    expect(await until(() => received(h, 'add-coupon').length === 1)).toBe(true);
    const cart = lastCart(h);
    expect(cart?.summary.coupons.map((c) => c.code)).toEqual(['WELCOME10']);
    expect(cart?.summary.discount).toBeGreaterThan(0);
    expect(couponPanel(h.state())).toMatchObject({ open: true, toggleable: false, formKey: 1 });
  });

  it('shows an unknown coupon at discount only, and keeps the form (and what was typed)', async () => {
    const h = await loaded();
    h.log.append('messages/subscribed', { path: 'discount' });
    h.log.append('cart-extras/coupon-add-requested', { code: 'NOPE' });
    expect(await until(() => failed(h, 'add-coupon').length === 1)).toBe(true);
    const state = h.state();
    expect(messagesAt(state, 'discount').map((m) => m.translationKey)).toEqual([
      'validation.coupon.not_found',
    ]);
    expect(messagesAt(state, 'general')).toEqual([]);
    expect(couponPanel(state).formKey).toBe(0);
  });

  it('shows a failed removal at discount_rm', async () => {
    const h = await loaded();
    h.log.append('messages/subscribed', { path: 'discount_rm' });
    h.log.append('cart-extras/coupon-remove-requested', { code: 'WELCOME10' });
    expect(await until(() => failed(h, 'remove-coupon').length === 1)).toBe(true);
    expect(messagesAt(h.state(), 'discount_rm').map((m) => m.translationKey)).toEqual([
      'validation.coupon.not_found',
    ]);
  });

  it('resets and reloads the cart when a coupon add meets cart.not_found', async () => {
    const h = await loaded();
    provider.server.use(
      http.put(
        `${PROVIDER_API}/cart/coupon`,
        () => HttpResponse.json({ key: 'cart.not_found' }, { status: 404 }),
        {
          once: true,
        },
      ),
    );
    h.log.append('cart-extras/coupon-add-requested', { code: 'WELCOME10' });
    expect(await until(() => received(h, 'load').length === 2)).toBe(true);
    expect(h.types()).toContain('cart/reset');
    expect(failed(h, 'add-coupon')).toEqual([]);
    expect(h.state().cart.load.status).toBe('loaded');
  });
});

describe('the note against the provider', () => {
  it('sends one trimmed note after the quiet time, and removes it when emptied', async () => {
    const scheduler = new VirtualTimeScheduler();
    const h = await loaded(null, {}, scheduler);
    for (const text of ['C', 'Ca', 'Call me ', '  Call me  '])
      h.log.append('cart-extras/note-edited', { text });
    scheduler.flush();
    expect(await until(() => received(h, 'set-note').length === 1)).toBe(true);
    expect(h.all('cart-extras/note-committed').map((e) => e.payload.note)).toEqual(['Call me']);
    expect(lastCart(h)?.note).toBe('Call me');
    h.log.append('cart-extras/note-edited', { text: '   ' });
    scheduler.flush();
    expect(await until(() => received(h, 'delete-note').length === 1)).toBe(true);
    expect(lastCart(h)?.note).toBeNull();
  });

  it('keeps the draft and shows the error at note when the provider refuses it', async () => {
    const scheduler = new VirtualTimeScheduler();
    const h = await loaded(null, {}, scheduler);
    h.log.append('messages/subscribed', { path: 'note' });
    const long = 'x'.repeat(1001);
    h.log.append('cart-extras/note-edited', { text: long });
    scheduler.flush();
    expect(await until(() => failed(h, 'set-note').length === 1)).toBe(true);
    const state = h.state();
    expect(messagesAt(state, 'note').map((m) => m.translationKey)).toEqual(['validation.too_long']);
    expect(noteText(state)).toBe(long);
  });

  it('removes a saved note when the checkbox is unchecked', async () => {
    const scheduler = new VirtualTimeScheduler();
    const h = await loaded(null, {}, scheduler);
    h.log.append('cart-extras/note-edited', { text: 'Invoice to HQ' });
    scheduler.flush();
    expect(await until(() => lastCart(h)?.note === 'Invoice to HQ')).toBe(true);
    h.log.append('cart-extras/note-toggled', { open: false });
    expect(await until(() => received(h, 'delete-note').length === 1)).toBe(true);
    expect(lastCart(h)?.note).toBeNull();
  });
});

describe('the donation against the provider (sk-ws offers it)', () => {
  it('chooses a round-up version, then a custom amount, then removes it', async () => {
    const h = await loaded();
    expect(lastCart(h)?.donation?.options.map((o) => o.roundUpVersion)).toEqual(['v1', 'v2', 'v3']);
    h.log.append('cart-extras/donation-requested', { donation: { roundUpVersion: 'v2' } });
    h.log.append('cart-extras/donation-requested', { donation: { customDonation: 5 } });
    expect(await until(() => received(h, 'set-donation').length === 2)).toBe(true);
    const [v2, custom] = received(h, 'set-donation').map((e) => e.payload.cart.donation?.current);
    expect(v2?.roundUpVersion).toBe('v2');
    expect(custom).toMatchObject({ customDonation: 5, donationVatIncluded: 5 });
    h.log.append('cart-extras/donation-remove-requested', {});
    expect(await until(() => received(h, 'remove-donation').length === 1)).toBe(true);
    expect(lastCart(h)?.donation?.current).toBeNull();
  });
});

describe('continue and quick order against the provider', () => {
  it('validates a logged-in cart and opens the billing-profile step', async () => {
    const h = await loaded('alice');
    h.log.append('cart/validate-requested', { next: 'billing-profile' });
    expect(await until(() => h.types().includes('nav/requested'))).toBe(true);
    expect(h.all('nav/requested').map((e) => e.payload.to)).toEqual(['/checkout/order?step=billing-profile']);
    expect(h.state().steps.userStep).toBe('billing-profile');
  });

  it('opens the domain-profile step in the Swedish workflow', async () => {
    const h = await loaded('sven', { company: 'se-ws', workflow: 2 });
    h.log.append('cart/validate-requested', { next: 'domain-profile' });
    expect(await until(() => h.types().includes('nav/requested'))).toBe(true);
    expect(h.all('nav/requested')[0]?.payload.to).toBe('/checkout/order?step=domain-profile');
  });

  it('stays on the cart with the messages at their paths when validation fails', async () => {
    const h = await loaded('alice');
    const itemId = lastCart(h)?.items[0]?.id ?? '';
    provider.server.use(
      http.get(`${PROVIDER_API}/cart/items/validate`, () =>
        HttpResponse.json(
          {
            key: 'cart.invalid_step.cart',
            context: { step: 'cart', cartItemId: itemId },
            violations: [
              { propertyPath: 'properties.domain', errors: [{ translationKey: 'domain.not_available' }] },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    h.log.append('messages/subscribed', { path: `${itemId}.properties.domain` });
    h.log.append('cart/validate-requested', { next: 'billing-profile' });
    expect(await until(() => failed(h, 'validate').length === 1)).toBe(true);
    const state = h.state();
    expect(h.types()).not.toContain('nav/requested');
    expect(state.steps.userStep).toBe('cart');
    expect(messagesAt(state, `${itemId}.properties.domain`).map((m) => m.translationKey)).toEqual([
      'domain.not_available',
    ]);
    expect(messagesAt(state, 'general').map((m) => m.translationKey)).toContain('domain.not_available');
  });

  it('runs a quick order, reads the cart again and opens recapitulation', async () => {
    const h = await loaded('alice');
    h.log.append('cart-extras/quick-order-requested', {});
    expect(await until(() => h.types().includes('nav/requested'))).toBe(true);
    const paths = h.all('api/requested').map((e) => `${e.payload.method} ${e.payload.pathTemplate}`);
    expect(paths.slice(paths.indexOf('POST /quick-order'), paths.indexOf('POST /quick-order') + 2)).toEqual([
      'POST /quick-order',
      'GET /cart',
    ]);
    expect(received(h, 'quick-order')[0]?.payload.cart.billingProfile).not.toBeNull();
    expect(h.all('nav/requested')[0]?.payload.to).toBe('/checkout/order?step=recapitulation');
    expect(h.state().steps.userStep).toBe('recapitulation');
  });

  it('sends an anonymous quick order (401) to login, not to recapitulation', async () => {
    const h = await loaded(null);
    h.log.append('cart-extras/quick-order-requested', {});
    expect(await until(() => h.browser.assigned.length === 1)).toBe(true);
    expect(h.browser.assigned[0]).toMatch(/^http:\/\/provider\.test\/login\?returnUrl=/);
    expect(h.types()).not.toContain('nav/requested');
  });

  it('still opens recapitulation with the message when the quick order fails (quick_order.failed)', async () => {
    const h = await loaded('new');
    h.log.append('cart-extras/quick-order-requested', {});
    expect(await until(() => h.types().includes('nav/requested'))).toBe(true);
    expect(failed(h, 'quick-order')[0]?.payload.error.key).toBe('quick_order.failed');
    expect(h.all('nav/requested')[0]?.payload.to).toBe('/checkout/order?step=recapitulation');
    const shown = Object.entries(h.state().messages.byPath).flatMap(([path, list]) =>
      list.map((m) => ({ path, key: m.translationKey, originalPath: m.originalPath })),
    );
    expect(shown).toContainEqual({ path: 'general', key: 'quick_order.failed', originalPath: 'quick-order' });
  });
});

describe('cross-sell and up-sell against the provider', () => {
  it('fetches offers after every cart change and adds a cross-sell from its default configuration', async () => {
    const h = await loaded();
    const offers = h.all('cross-sell/received').at(-1)?.payload.offers;
    const ssl = offers?.xSellProducts.find((o) => o.code === 'ssl');
    expect(ssl).toBeDefined();
    h.log.append('cross-sell/offer-accepted', { uid: ssl?.uid ?? '' });
    expect(await until(() => received(h, 'add-item').length === 1)).toBe(true);
    expect(h.all('cart/item-add-requested')[0]?.payload.request).toEqual({
      code: 'ssl',
      name: ssl?.name,
      sellType: 'direct',
      period: ssl?.defaultConfiguration.period,
      properties: ssl?.defaultConfiguration.properties,
    });
    expect(lastCart(h)?.items.some((i) => i.code === 'ssl')).toBe(true);
    expect(await until(() => h.all('cross-sell/received').length === 2)).toBe(true);
    expect(h.all('cross-sell/received')[1]?.payload.offers.xSellProducts.some((o) => o.code === 'ssl')).toBe(
      false,
    );
  });

  it('upgrades the named item with an up-sell and records the new items', async () => {
    const h = await loaded();
    const up = h
      .all('cross-sell/received')
      .at(-1)
      ?.payload.offers.upSellProducts.find((o) => !o.voucherCode);
    expect(up?.cartItemToUpgradeId).toBeTruthy();
    h.log.append('cross-sell/offer-accepted', { uid: up?.uid ?? '' });
    expect(await until(() => received(h, 'upgrade-item').length === 1)).toBe(true);
    const reply = received(h, 'upgrade-item')[0]?.payload;
    expect(h.all('api/requested').some((e) => e.payload.pathTemplate === '/cart/items/{id}/upgrade')).toBe(
      true,
    );
    expect(reply?.newItems?.[0]?.properties.capacity).toBe(up?.defaultConfiguration.properties.capacity);
    expect(reply?.cart.items.some((i) => i.id === up?.cartItemToUpgradeId)).toBe(false);
  });

  it('logs an up-sell without cartItemToUpgradeId and adds it as a normal item', async () => {
    const h = await loaded();
    const base = h
      .all('cross-sell/received')
      .at(-1)
      ?.payload.offers.xSellProducts.find((o) => o.code === 'seo');
    provider.server.use(
      http.get(`${PROVIDER_API}/cart/x-sell-up-sell`, () =>
        HttpResponse.json({
          xSellProducts: [],
          upSellProducts: [{ ...base, uid: 'orphan', sellType: 'up-sell', cartItemToUpgradeId: null }],
        }),
      ),
    );
    h.log.append('cart/reload-configuration-requested', {});
    expect(
      await until(
        () => h.all('cross-sell/received').at(-1)?.payload.offers.upSellProducts[0]?.uid === 'orphan',
      ),
    ).toBe(true);
    h.log.append('cross-sell/offer-accepted', { uid: 'orphan' });
    expect(await until(() => received(h, 'add-item').length === 1)).toBe(true);
    expect(h.all('cross-sell/up-sell-target-missing').map((e) => e.payload)).toEqual([
      { uid: 'orphan', code: 'seo' },
    ]);
    expect(h.types()).not.toContain('cart/item-upgrade-requested');
    expect(lastCart(h)?.items.some((i) => i.code === 'seo')).toBe(true);
  });

  it('records a failed offer call quietly (no message)', async () => {
    const h = await loaded();
    provider.server.use(
      http.get(`${PROVIDER_API}/cart/x-sell-up-sell`, () =>
        HttpResponse.json({ key: 'general.server_error' }, { status: 500 }),
      ),
    );
    h.log.append('cart/reload-configuration-requested', {});
    expect(await until(() => h.types().includes('cross-sell/failed'))).toBe(true);
    expect(h.state().crossSell).toMatchObject({ status: 'failed', xSell: [], upSell: [] });
    expect(h.state().messages.byPath).toEqual({});
  });
});

describe('the command queue under rapid clicks', () => {
  it('never interleaves cart changes: each starts after the previous one was answered, in order', async () => {
    const h = await loaded('alice');
    const clicks: [string, () => void][] = [
      ['PUT /cart/coupon', () => h.log.append('cart-extras/coupon-add-requested', { code: 'WELCOME10' })],
      ['PUT /cart/note', () => h.log.append('cart-extras/note-committed', { note: 'first' })],
      [
        'PUT /cart/donation',
        () => h.log.append('cart-extras/donation-requested', { donation: { roundUpVersion: 'v1' } }),
      ],
      [
        'DELETE /cart/coupon/{code}',
        () => h.log.append('cart-extras/coupon-remove-requested', { code: 'WELCOME10' }),
      ],
      ['PUT /cart/note', () => h.log.append('cart-extras/note-committed', { note: 'second' })],
      ['POST /quick-order', () => h.log.append('cart-extras/quick-order-requested', {})],
    ];
    for (const [, click] of clicks) click();
    expect(await until(() => received(h, 'quick-order').length === 1)).toBe(true);
    const changes = h.log
      .all()
      .filter((e): e is Extract<AppEvent, { type: 'api/requested' }> => e.type === 'api/requested')
      .filter((e) => e.payload.method !== 'GET');
    expect(changes.map((e) => `${e.payload.method} ${e.payload.pathTemplate}`)).toEqual(
      clicks.map(([call]) => call),
    );
    for (const [before, after] of changes.slice(0, -1).map((e, i) => [e, changes[i + 1]] as const)) {
      const answered = h.log
        .all()
        .find(
          (e) =>
            (e.type === 'api/responded' || e.type === 'api/failed') &&
            e.payload.requestId === before.payload.requestId,
        );
      expect(answered && after && answered.seq < after.seq).toBe(true);
    }
    const cart = lastCart(h);
    expect(cart?.note).toBe('second');
    expect(cart?.summary.coupons).toEqual([]);
    expect(cart?.donation?.current?.roundUpVersion).toBe('v1');
  });
});
