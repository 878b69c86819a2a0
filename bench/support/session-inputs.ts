/**
 * The generated sessions the console benchmarks append (issue 5): a realistic mix of what a session
 * logs most, as the effects would append it. Half of the rounds are a cart command (intent, start,
 * request, response, new cart), three in ten a read-only call, two in ten navigation and a message.
 * Each reply is a fresh object read by the real API client's reader from JSON text, as in the app
 * (so the Cart is the client's validated value and the recorded body its raw JSON), and is built
 * before any timing starts: what is timed is the append, not the network or the JSON parse.
 */
import type { EventType, PayloadInput } from '../../events/catalogue/index';
import { cartReply } from '../../src/api/replies';
import { bootPayload, buildCart, buildDomainItem, buildItem } from '../../tests/support/builders';

export type Append = { [T in EventType]: readonly [T, PayloadInput<T>] }[EventType];

const cartText = JSON.stringify(
  buildCart({
    items: [buildDomainItem('example.sk'), buildItem({ id: 'h1' }), buildItem({ id: 'v1', code: 'vps' })],
  }),
);
const readCart = cartReply();
const crossSellText = JSON.stringify({ xSellProducts: [], upSellProducts: [] });

/** One round of appends (2 to 5 events); `n` numbers the round. */
function round(n: number): Append[] {
  const requestId = `r${n}`;
  const roll = n % 10;
  if (roll < 5) {
    const reply = readCart(200, cartText);
    if (!reply.ok) throw new Error('the generated cart does not parse');
    return [
      ['cart/item-update-requested', { itemId: 'h1', changes: { period: 12 } }],
      ['cart/command-started', { command: 'update-item', itemId: 'h1', commandId: `cmd-${n}` }],
      [
        'api/requested',
        {
          requestId,
          method: 'PATCH',
          url: 'https://api.test/cart/items/h1',
          pathTemplate: '/cart/items/{id}',
          headers: {},
          body: { period: 12 },
        },
      ],
      ['api/responded', { requestId, status: 200, headers: {}, body: reply.body, durationMs: 40 }],
      ['cart/received', { cart: reply.value, command: 'update-item', commandId: `cmd-${n}` }],
    ];
  }
  if (roll < 8) {
    return [
      [
        'api/requested',
        {
          requestId,
          method: 'GET',
          url: 'https://api.test/cart/x-sell-up-sell',
          pathTemplate: '/cart/x-sell-up-sell',
          headers: {},
          body: null,
        },
      ],
      [
        'api/responded',
        { requestId, status: 200, headers: {}, body: JSON.parse(crossSellText) as unknown, durationMs: 25 },
      ],
    ];
  }
  return [
    ['nav/changed', { path: n % 2 ? '/checkout' : '/checkout/order', search: '' }],
    ['messages/shown', { path: 'general', message: { translationKey: `flash.k${n % 5}`, type: 'info' } }],
  ];
}

/** The appends of a session of `count` events, the first being `app/booted`. */
export function sessionInputs(count: number): Append[] {
  const inputs: Append[] = [['app/booted', bootPayload()]];
  for (let n = 1; inputs.length < count; n++) inputs.push(...round(n));
  return inputs.slice(0, count);
}
