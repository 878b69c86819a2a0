import type { AppEvent } from '../events/envelope';
import { EVENT_SCHEMA_VERSION } from '../events/envelope';
import { buildBillingProfile, buildCart, buildDomainItem, buildItem, bootPayload, user } from '../tests/support/builders';
import { catalogue } from '../events/catalogue/index';
const template = buildCart({
  user,
  billingProfile: buildBillingProfile(),
  items: [
    buildDomainItem('example.sk'),
    buildDomainItem('example.cz'),
    buildItem({ id: 'h1', code: 'the-hosting', mandatoryEditableProperties: ['name'], properties: { name: 'web' } }),
    buildItem({ id: 'v1', code: 'vps', properties: { name: 'vps-1', cpu: 2, ram: 4 } }),
  ],
});

/** A deterministic PRNG (mulberry32), so every run benchmarks the same session. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generate(count: number): AppEvent[] {
  const random = prng(42);
  const events: AppEvent[] = [];
  const push = (type: string, payload: unknown) => {
    events.push({ seq: events.length, at: events.length * 37, type, payload, v: EVENT_SCHEMA_VERSION } as AppEvent);
  };
  push('app/booted', catalogue['app/booted'].schema.parse(bootPayload()));
  let n = 0;
  while (events.length < count) {
    n++;
    const requestId = `r${n}`;
    const commandId = `cmd-${n}`;
    const itemId = template.items[n % template.items.length]?.id ?? 'h1';
    const roll = random();
    if (roll < 0.5) {
      // a cart command: intent, start, request, response, new cart
      push('cart/item-update-requested', { itemId, changes: { period: 12 } });
      push('cart/command-started', { command: 'update-item', itemId, commandId });
      push('api/requested', { requestId, method: 'PATCH', url: `https://api.test/cart/items/${itemId}`, pathTemplate: '/cart/items/{id}', headers: { company: 'sk-ws' }, body: { period: 12 } });
      const cart = structuredClone(template);
      cart.summary.count = n;
      push('api/responded', { requestId, status: 200, headers: {}, body: cart, durationMs: 40 });
      push('cart/received', { cart: structuredClone(cart), command: 'update-item', commandId });
    } else if (roll < 0.8) {
      // a read-only call (cross-sell, profiles, payment options)
      push('api/requested', { requestId, method: 'GET', url: 'https://api.test/cart/x-sell-up-sell', pathTemplate: '/cart/x-sell-up-sell', headers: {}, body: null });
      push('api/responded', { requestId, status: 200, headers: {}, body: { xSellProducts: [], upSellProducts: [] }, durationMs: 25 });
    } else if (roll < 0.9) {
      push('ui/item-drawer-toggled', { itemId });
      push('messages/shown', { path: 'general', message: { translationKey: `flash.k${n % 5}`, type: 'info' } });
    } else {
      push('nav/changed', { path: n % 2 ? '/checkout' : '/checkout/order', search: n % 2 ? '' : '?step=payment-method' });
      push('steps/user-step-set', { step: n % 2 ? 'billing-profile' : 'payment-method' });
    }
  }
  return events.slice(0, count);
}

