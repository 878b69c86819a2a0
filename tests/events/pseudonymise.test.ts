/**
 * Pseudonymising events (events/pseudonymise.ts, decision 037): personal values in intents, facts
 * and recorded bodies get their stand-ins, the same in every event; ids, prices, product codes,
 * domain names, countries, message keys and statuses stay; secrets stay `[redacted]`; the input is
 * never changed and what holds no personal data is the very same object; an event read back from
 * the tab's recording is not pseudonymised a second time.
 */
import { describe, expect, it } from 'vitest';
import type { EventType, PayloadInput } from '../../events/catalogue/index';
import { ManualClock } from '../../events/clock';
import { deepFreeze } from '../../events/deep-freeze';
import type { AppEvent } from '../../events/envelope';
import { EventLog } from '../../events/log';
import { markPseudonymised, pseudonymiseEvent, pseudonymiseEvents } from '../../events/pseudonymise';
import { pseudonymiser } from '../../events/pseudonyms';
import { REDACTED } from '../../events/redact';
import { buildBillingProfile, buildCart, buildDomainItem, buildItem, user } from '../support/builders';

const p = pseudonymiser('event-salt');

function logOf(...appends: [EventType, unknown][]): AppEvent[] {
  const log = new EventLog({ clock: new ManualClock() });
  for (const [type, payload] of appends) log.append(type, payload as PayloadInput<typeof type>);
  return [...log.all()];
}

const profile = buildBillingProfile({
  name: 'Jana Nováková',
  firstName: 'Jana',
  lastName: 'Nováková',
  street: 'Hlavná 12',
  city: 'Bratislava',
  postalCode: '821 08',
  email: 'jana@example.sk',
  emails: ['jana@example.sk'],
  phone: '+421905123456',
  idCard: 'EA123456',
});
const cart = buildCart({
  items: [buildItem({ id: 'item-1', name: 'Webhosting Profi' }), buildDomainItem('novakova.sk')],
  billingProfile: profile,
  user,
  note: 'Volajte Jane po 17:00',
});
const personal = [
  'Jana',
  'Nováková',
  'Hlavná 12',
  'Bratislava',
  '821 08',
  'jana@example.sk',
  '905123456',
  'EA123456',
  'Volajte',
];

describe('pseudonymising events', () => {
  const events = logOf(
    ['profiles/billing-received', { profiles: [profile] }],
    ['cart/received', { cart, command: 'load' }],
    [
      'api/responded',
      { requestId: 'r1', status: 200, headers: {}, body: { profiles: [profile], total: 1 }, durationMs: 5 },
    ],
    ['profiles/field-committed', { form: 'billing', field: 'street', value: 'Hlavná 12' }],
    ['profiles/field-edited', { form: 'billing', field: 'name', value: 'Jana Nováková' }],
    ['profiles/field-committed', { form: 'billing', field: 'vatId', value: 'SK2020123456' }],
    ['messages/shown', { path: 'billing', message: { translationKey: 'validation.phone', type: 'error' } }],
  );
  const out = pseudonymiseEvents(events, p);
  const text = JSON.stringify(out);

  it('replaces every personal value, in profiles, the cart, recorded bodies and committed form fields', () => {
    for (const value of personal) expect(text).not.toContain(value);
  });

  it('gives a value the same stand-in in every event that holds it', () => {
    const street = p.value('street', 'Hlavná 12');
    expect(text.split(street).length - 1).toBe(4); // the profiles, the cart, the body, the field
    const [received, inCart, body] = out as [
      AppEvent & { payload: { profiles: { phone: string }[] } },
      AppEvent & { payload: { cart: { billingProfile: { phone: string } } } },
      AppEvent & { payload: { body: { profiles: { phone: string }[] } } },
    ];
    expect(received.payload.profiles[0]?.phone).toBe(inCart.payload.cart.billingProfile.phone);
    expect(body.payload.body.profiles[0]?.phone).toBe(inCart.payload.cart.billingProfile.phone);
  });

  it('keeps ids, prices, product names and codes, domain names, countries, company ids and message keys', () => {
    for (const kept of [
      '"id":7',
      '"userId":3',
      '"countryCode":"SK"',
      '"name":"Webhosting Profi"',
      'novakova.sk',
      '"vatExcluded":39',
      '"code":"domain-register"',
      'SK2020123456',
      'validation.phone',
      '"invoiceDelivery":"email"',
    ])
      expect(text).toContain(kept);
  });

  it('changes neither the events nor their payloads, and copies only what changes', () => {
    const before = JSON.stringify(events);
    deepFreeze(events);
    const again = pseudonymiseEvents(events, p);
    expect(JSON.stringify(events)).toBe(before);
    expect(JSON.stringify(again)).toBe(text);
    const inCart = again[1] as AppEvent & { payload: { cart: typeof cart } };
    expect(inCart.payload.cart.items).toBe((events[1] as typeof inCart).payload.cart.items);
    expect(again[6]).toBe(events[6]);
  });

  it('leaves an event read back from the tab’s recording as it is', () => {
    const [stored] = logOf([
      'profiles/field-committed',
      { form: 'billing', field: 'city', value: 'Bratislava' },
    ]);
    markPseudonymised([stored as AppEvent]);
    expect(pseudonymiseEvent(stored as AppEvent, p)).toBe(stored);
    const [fresh] = pseudonymiseEvents(
      logOf(['profiles/field-committed', { form: 'billing', field: 'city', value: 'Bratislava' }]),
      p,
    );
    expect(pseudonymiseEvent(fresh as AppEvent, p)).toBe(fresh);
  });
});

describe('what is personal where', () => {
  const one = (type: EventType, payload: unknown) =>
    pseudonymiseEvent(logOf([type, payload])[0] as AppEvent, p);

  it('a `name` beside a person’s data, not a product’s, a currency’s or a server’s', () => {
    const contact = one('api/requested', {
      requestId: 'r2',
      method: 'POST',
      url: 'https://api.test/management-form',
      pathTemplate: '/management-form',
      headers: {},
      body: { uuid: 'u-1', name: 'Peter Malý', email: 'peter@maly.sk', phone: '+421905000111', note: 'Hi' },
    });
    expect(JSON.stringify(contact)).not.toMatch(/Peter|Malý|maly|905000111/);
    expect(one('server-form/name-check-started', { name: 'db-server-01' })?.payload).toEqual({
      name: 'db-server-01',
    });
    const inCart = one('cart/received', { cart, command: 'load' }) as AppEvent & {
      payload: { cart: typeof cart };
    };
    expect(inCart.payload.cart.summary.currency.name).toBe(cart.summary.currency.name);
    expect(inCart.payload.cart.items[0]?.name).toBe('Webhosting Profi');
  });

  it('a committed form field by the field it names; a contact form’s messages are message keys', () => {
    const server = one('server-form/field-committed', { field: 'name', value: 'Peter Malý' });
    expect(server.payload).toEqual({ field: 'name', value: p.value('name', 'Peter Malý') });
    const rejected = { errors: { name: 'validation.name', email: 'validation.email' } };
    expect(one('server-form/rejected', rejected).payload).toEqual(rejected);
    expect(
      one('profiles/check-started', { form: 'billing', field: 'bonusCard', value: 'S421000123456X' }).payload,
    ).not.toMatchObject({ value: 'S421000123456X' });
  });

  it('a begun form restored after a reload: what was typed and what it opened with', () => {
    const values = {
      name: 'Jana Nováková',
      street: 'Hlavná 12',
      email: 'jana@example.sk',
      countryCode: 'SK',
    };
    const restored = one('profiles/drafts-restored', {
      forms: [{ form: 'signup', values, initial: values, touched: ['street'], drawer: false }],
    });
    const text = JSON.stringify(restored.payload);
    for (const value of ['Jana', 'Nováková', 'Hlavná 12', 'jana@example.sk'])
      expect(text).not.toContain(value);
    expect(text).toContain('"countryCode":"SK"');
    expect(text).toContain('"touched":["street"]');
  });

  it('the cart note as typed, navigation targets and the pages’ queries', () => {
    expect(one('cart-extras/note-edited', { text: 'Jana, 0905 123 456' }).payload).toEqual({
      text: p.value('note', 'Jana, 0905 123 456'),
    });
    const nav = one('nav/requested', { to: '/checkout?step=payment-method&token=abc123' });
    expect(nav.payload).toEqual({ to: p.value('url', '/checkout?step=payment-method&token=abc123') });
    expect(JSON.stringify(nav)).toMatch(/step=payment-method&token=[a-z]{3}\d{3}"/);
    const changed = one('nav/changed', {
      path: '/thank-you',
      search: '?messageKey=exception&exception=payment.card_failed',
    });
    expect(changed.payload).toEqual({
      path: '/thank-you',
      search: '?messageKey=exception&exception=payment.card_failed',
    });
  });

  it('secrets stay redacted', () => {
    const [signup] = pseudonymiseEvents(
      logOf([
        'api/requested',
        {
          requestId: 'r3',
          method: 'POST',
          url: 'https://api.test/users',
          pathTemplate: '/users',
          headers: { Authorization: 'Bearer tok-1' },
          body: {
            personalInformation: {
              login: 'jana',
              password: 'S3cret!',
              emails: ['jana@example.sk'],
              phone: '+421905123456',
            },
          },
        },
      ]),
      p,
    );
    const body = (
      signup as AppEvent & { payload: { body: { personalInformation: Record<string, unknown> } } }
    ).payload.body.personalInformation;
    expect(body.password).toBe(REDACTED);
    expect(body.login).toBe(p.value('login', 'jana'));
    expect(JSON.stringify(signup)).not.toMatch(/S3cret|tok-1|jana/);
    // A header off the recorded list is not kept at all.
    expect((signup as AppEvent & { payload: { headers: Record<string, string> } }).payload.headers).toEqual(
      {},
    );
  });
});
