/**
 * Values classified by what they are (events/free-text-scrub.ts, issue 30): e-mails, phones as
 * customers type them, Luhn-valid card numbers and valid IBANs in a text get stand-ins, the same
 * each time; ids, dates, prices and numbers that only look alike stay; coupon codes and a saved
 * card are redacted in reports; a URL's user info goes up to the authority's last `@`.
 */
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../events/clock';
import type { AppEvent } from '../../events/envelope';
import { EventLog } from '../../events/log';
import { scrubFreeText } from '../../events/free-text-scrub';
import { pseudonymiseEvent } from '../../events/pseudonymise';
import { pseudonymiser } from '../../events/pseudonyms';
import { REDACTED } from '../../events/redact';
import { buildOption } from '../support/builders';

const p = pseudonymiser('scrub-salt');

describe('scrubbing a free text', () => {
  it.each([
    ['an e-mail', 'Write to jana.novakova@example.sk today', 'jana.novakova@example.sk'],
    ['an international phone with spaces', 'Call +421 905 123 456 after 5', '905 123 456'],
    ['a phone with 00', 'Call 00421905123456', '00421905123456'],
    ['a national phone', 'Volajte 0905 123 456', '0905 123 456'],
    ['a Czech number as typed', 'Tel. 605 123 456', '605 123 456'],
    ['a card number with spaces', 'Card 4111 1111 1111 1111 failed', '4111 1111 1111 1111'],
    ['a card number with dashes', 'Card 5500-0000-0000-0004', '5500-0000-0000-0004'],
    ['an IBAN', 'Refund to SK31 1200 0000 1987 4263 7541 please', 'SK31 1200 0000 1987 4263 7541'],
  ])('replaces %s', (_, text, value) => {
    const out = scrubFreeText(text, p);
    expect(out).not.toContain(value);
    expect(out).toBe(scrubFreeText(text, p));
    expect(out.length).toBe(text.length);
  });

  it('gives the same e-mail the same stand-in as its field would', () => {
    expect(scrubFreeText('from jana@example.sk', p)).toBe(`from ${p.value('email', 'jana@example.sk')}`);
  });

  it.each([
    ['a number that fails the card checksum', 'Order 4111 1111 1111 1112'],
    ['a date and a time', 'At 2026-12-07T14:05:26.000Z'],
    ['a uuid', 'Cart 550e8400-e29b-41d4-a716-446655440000'],
    ['a short id and a price', 'Item 12345 costs 1 234,56 €'],
    ['a company id and a VAT id', 'IČO 35763469, SK2020123456'],
    ['a domain', 'novakova.sk is free'],
  ])('keeps %s', (_, text) => {
    expect(scrubFreeText(text, p)).toBe(text);
  });
});

describe('values no field name marks', () => {
  const one = (type: AppEvent['type'], payload: unknown) => {
    const log = new EventLog({ clock: new ManualClock() });
    log.append(type, payload as never);
    return pseudonymiseEvent(log.all()[0] as AppEvent, p);
  };

  it('redacts a coupon code and a saved card’s number and expiry', () => {
    expect(one('cart-extras/coupon-add-requested', { code: 'JANA-2026' }).payload).toEqual({
      code: REDACTED,
    });
    const option = buildOption('card-1', { number: '**** 1111', expiryAt: '2028-04', cardName: 'Jana N' });
    const text = JSON.stringify(
      one('api/responded', {
        requestId: 'r1',
        status: 200,
        headers: {},
        body: { paymentOptions: [option] },
        durationMs: 1,
      }),
    );
    expect(text).not.toMatch(/\*\*\*\* 1111|2028-04|Jana N/);
  });

  it('replaces an error’s echoed values but keeps counts and domains', () => {
    const failed = one('api/failed', {
      requestId: 'r2',
      status: 422,
      durationMs: 1,
      error: {
        kind: 'http',
        status: 422,
        messageKey: 'user.login_taken',
        values: { login: 'jana.novakova', name: 'Jana Nováková', limit: 3, domain: 'novakova.sk' },
        key: null,
        violations: [
          { propertyPath: 'email', errors: [{ translationKey: 'x', values: { value: 'Ďurčeková' } }] },
        ],
      },
    });
    const text = JSON.stringify(failed);
    expect(text).not.toMatch(/jana\.novakova|Nováková|Ďurčeková/);
    expect(text).toContain('"limit":3');
    expect(text).toContain('"domain":"novakova.sk"');
  });

  it('replaces a URL’s user info up to the last @ of its authority', () => {
    const url = p.value('url', 'https://jana:p@ss@example.sk/path');
    expect(url).not.toMatch(/jana|p@ss/);
    expect(url).toMatch(/@example\.sk\/path$/);
  });
});
