/**
 * The cart-item effects against the real mock provider (msw/node): licence changes debounced and
 * queued, one-licence prices, and what the item drawer loads, folded into the projections the
 * views read.
 */
import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '../../events/contract/cart';
import { drawerFieldPaths, drawerFields, drawerMessagePaths } from '../../projections/cart-items/item-drawer';
import { loadedCart } from '../../projections/cart/selectors';
import { messagesAt } from '../../projections/messages/selectors';
import {
  itemMessages,
  licenceChange,
  licenceCounts,
  oneLicencePrices,
} from '../../projections/cart-items/selectors';
import { cartLoadEffect } from '../../src/effects/cart/load';
import { cartQueueEffect } from '../../src/effects/runtime/core-effects';
import { drawerDataEffect } from '../../src/effects/cart-items/drawer-data';
import { licenceDebounceEffect } from '../../src/effects/cart-items/licence-debounce';
import { licencePricesEffect } from '../../src/effects/cart-items/licence-prices';
import { profilesLoadEffect } from '../../src/effects/profiles/load';
import {
  providerHarness,
  seed,
  useTestProvider,
  waitFor,
  type ProviderHarness,
} from '../support/provider-harness';

const provider = useTestProvider();

async function start(
  login: string | null = null,
): Promise<{ h: ProviderHarness; time: VirtualTimeScheduler }> {
  seed(provider, { cart: 'with-items', login });
  const time = new VirtualTimeScheduler();
  const h = providerHarness(
    [
      cartLoadEffect,
      cartQueueEffect,
      licenceDebounceEffect,
      licencePricesEffect,
      drawerDataEffect,
      profilesLoadEffect,
    ],
    {},
    time,
  );
  h.log.append('cart/load-requested', { reason: 'boot' });
  await waitFor(h, 'cart/received');
  return { h, time };
}

function itemByCode(h: ProviderHarness, code: string): CartItem {
  const item = loadedCart(h.state())?.items.find((i) => i.code === code);
  if (!item) throw new Error(`no ${code} in the cart`);
  return item;
}

describe('licence changes against the provider', () => {
  it('are sent after the quiet period and the cart then shows the counts the provider kept', async () => {
    const { h, time } = await start();
    const mail = itemByCode(h, 'business-mail');
    h.log.append('cart-items/licences-edited', { itemId: mail.id, type: 'basic', value: 3 });
    h.log.append('cart-items/licences-edited', { itemId: mail.id, type: 'advanced', value: 1 });
    expect(h.types()).not.toContain('cart/item-update-requested');
    time.flush();
    await waitFor(h, 'cart/received', 2);
    const after = itemByCode(h, 'business-mail');
    expect(after.licenses).toEqual({ basic: 3, advanced: 1, premium: 0 });
    expect(licenceChange(h.state(), mail.id)).toBe('saved');
    expect(licenceCounts(h.state(), after)).toEqual({ basic: 3, advanced: 1, premium: 0 });
  });

  it('run one change at a time in the order asked', async () => {
    const { h, time } = await start();
    const mail = itemByCode(h, 'business-mail');
    const hosting = itemByCode(h, 'hosting');
    h.log.append('cart/item-update-requested', { itemId: hosting.id, changes: { period: 1 } });
    h.log.append('cart-items/licences-edited', { itemId: mail.id, type: 'premium', value: 2 });
    time.flush();
    h.log.append('cart/item-remove-requested', { itemId: hosting.id });
    await waitFor(h, 'cart/received', 4);
    const cartCalls = h.exchanges().filter((x) => !x.includes('one-license-prices'));
    const changes = cartCalls.slice(cartCalls.indexOf('>PATCH /cart/items/{id}'));
    expect(changes.map((x) => x[0]).join('')).toBe('><><><');
    expect(changes.filter((x) => x.startsWith('>'))).toEqual([
      '>PATCH /cart/items/{id}',
      '>PATCH /cart/items/{id}',
      '>DELETE /cart/items/{id}',
    ]);
    expect(itemByCode(h, 'business-mail').licenses?.premium).toBe(2);
  });

  it('keeps what the customer typed and shows the refusal when the provider refuses the counts', async () => {
    const { h, time } = await start();
    const mail = itemByCode(h, 'business-mail');
    h.log.append('messages/subscribed', { path: mail.id });
    h.log.append('messages/subscribed', { path: `${mail.id}.licenses.basic` });
    h.log.append('cart-items/licences-edited', { itemId: mail.id, type: 'basic', value: 0 });
    time.flush();
    await waitFor(h, 'cart/command-failed');
    const state = h.state();
    expect(itemByCode(h, 'business-mail').licenses?.basic).toBe(2);
    expect(licenceChange(state, mail.id)).toBe('failed');
    expect(licenceCounts(state, itemByCode(h, 'business-mail'))?.basic).toBe(0);
    const shown = itemMessages(state, mail.id, ['licenses.basic']);
    expect(shown.fields['licenses.basic']?.map((m) => m.translationKey)).toEqual(['validation.too_short']);
  });
});

describe('Business Mail one-licence prices', () => {
  it('are fetched for the Business Mail item of a cart', async () => {
    const { h } = await start();
    await waitFor(h, 'cart-items/licence-prices-received');
    const prices = oneLicencePrices(h.state(), itemByCode(h, 'business-mail'));
    expect(prices.status).toBe('loaded');
    expect(prices.status === 'loaded' && Object.keys(prices.byType).sort()).toEqual([
      'advanced',
      'basic',
      'premium',
    ]);
    expect(h.exchanges().filter((x) => x.includes('one-license-prices'))).toHaveLength(1);
  });

  it('report a failed fetch as a message at the item', async () => {
    provider.store.setFaults({ status: 500, pathPattern: 'one-license-prices', times: 1 });
    const { h } = await start();
    await waitFor(h, 'cart-items/licence-prices-failed');
    const mail = itemByCode(h, 'business-mail');
    expect(oneLicencePrices(h.state(), mail)).toEqual({ status: 'failed' });
    const all = [...messagesAt(h.state(), mail.id), ...messagesAt(h.state(), 'general')];
    expect(all.map((m) => m.translationKey)).toContain('business_mail.price_fetch_failed');
  });
});

describe('what the item drawer loads', () => {
  it('loads the domain profiles of a logged-in customer for a domain item', async () => {
    const { h, time } = await start('alice');
    const domain = itemByCode(h, 'domain-register');
    h.log.append('ui/item-drawer-toggled', { itemId: domain.id });
    time.flush();
    await waitFor(h, 'profiles/domain-received');
    expect(h.state().profiles.domain.list.length).toBeGreaterThan(0);
    h.log.append('ui/item-drawer-toggled', { itemId: domain.id });
    h.log.append('ui/item-drawer-toggled', { itemId: domain.id });
    expect(h.types().filter((t) => t === 'profiles/load-requested')).toHaveLength(1);
  });

  it('never loads domain profiles for an anonymous visitor', async () => {
    const { h } = await start();
    const domain = itemByCode(h, 'domain-register');
    h.log.append('ui/item-drawer-toggled', { itemId: domain.id });
    await waitFor(h, 'cart/received');
    expect(h.types()).not.toContain('profiles/load-requested');
    expect(h.exchanges().some((x) => x.includes('/domain-profiles'))).toBe(false);
  });

  it('loads the selectable values of an additional setting once per item', async () => {
    const { h } = await start();
    h.log.append('cart/item-add-requested', {
      request: { code: 'vps', sellType: 'direct', period: 12, properties: { cpu: 2, ram: 4 } },
    });
    await waitFor(h, 'cart/received', 2);
    const vps = itemByCode(h, 'vps');
    h.log.append('ui/item-drawer-toggled', { itemId: vps.id });
    h.log.append('ui/item-drawer-toggled', { itemId: vps.id });
    await waitFor(h, 'cart-items/property-options-received');
    expect(h.exchanges().filter((x) => x === '>GET /cart/items/properties')).toHaveLength(1);
  });

  it('puts a domain the provider refuses under the domain field of the drawer', async () => {
    const { h } = await start();
    const hosting = itemByCode(h, 'hosting');
    h.log.append('ui/item-drawer-toggled', { itemId: hosting.id });
    const fields = drawerFields(hosting, false);
    for (const path of [hosting.id, ...drawerMessagePaths(hosting.id, fields)]) {
      h.log.append('messages/subscribed', { path });
    }
    h.log.append('cart/item-update-requested', {
      itemId: hosting.id,
      changes: { properties: { domain: 'google.sk' } },
    });
    await waitFor(h, 'cart/command-failed');
    const state = h.state();
    expect(state.ui.drawer).toEqual({ itemId: hosting.id, saving: false });
    const shown = itemMessages(state, hosting.id, drawerFieldPaths(fields));
    expect(shown.fields['properties.domain']?.map((m) => m.translationKey)).toEqual([
      'domain.is_registered_elsewhere',
    ]);
    expect(messagesAt(state, 'general')).toEqual([]);
  });
});
