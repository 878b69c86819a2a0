/**
 * What makes an append cheap must not weaken it (decision 007): a Cart the API client has already
 * validated is not parsed again, yet the stored payload is the same as a full parse gives, the rest
 * of the payload is still validated, and its secrets are still redacted; a payload without secrets
 * is stored without being copied.
 */
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../events/clock';
import { Cart } from '../../events/contract/cart';
import { EventLog } from '../../events/log';
import { REDACTED, redact } from '../../events/redact';
import { markValidated, validatedBy } from '../../events/validated';
import { cartReply } from '../../src/api/replies';
import { buildCart, buildDomainItem, buildItem } from '../support/builders';

const cartJson = JSON.stringify(
  buildCart({
    items: [
      buildDomainItem('example.sk', { properties: { domain: 'example.sk', eppCode: 'EPP-SECRET-1' } }),
      buildItem({ id: 'h1' }),
    ],
  }),
);

function replyCart(): Cart {
  const reply = cartReply()(200, cartJson);
  if (!reply.ok) throw new Error('the test cart does not parse');
  return reply.value;
}

const newLog = () => new EventLog({ clock: new ManualClock() });

describe('appending a cart the API client has validated', () => {
  it('is marked by the reply reader with the schema it was parsed with', () => {
    expect(validatedBy(replyCart())).toBe(Cart);
  });

  it('stores the same payload as a full parse of the same cart', () => {
    const trusted = newLog().append('cart/received', { cart: replyCart(), command: 'load' });
    const parsed = newLog().append('cart/received', {
      cart: JSON.parse(cartJson) as Cart,
      command: 'load',
    });
    expect(trusted.payload).toEqual(parsed.payload);
  });

  it('still redacts the secrets inside it', () => {
    const event = newLog().append('cart/received', { cart: replyCart(), command: 'load' });
    expect(JSON.stringify(event)).not.toContain('EPP-SECRET-1');
    expect(event.payload.cart.items[0]?.properties.eppCode).toBe(REDACTED);
  });

  it('still validates the rest of the payload', () => {
    const log = newLog();
    // @ts-expect-error: the command is wrong on purpose
    expect(() => log.append('cart/received', { cart: replyCart(), command: 'nonsense' })).toThrow(
      /cart\/received has an invalid payload/,
    );
    expect(log.size).toBe(0);
  });

  it('parses in full a value marked by another schema', () => {
    const log = newLog();
    const notACart = markValidated(Cart.def.shape.summary, { count: 'x' });
    // @ts-expect-error: the cart is wrong on purpose
    expect(() => log.append('cart/received', { cart: notACart, command: 'load' })).toThrow(TypeError);
  });
});

describe('redaction without copies', () => {
  it('gives back the very same value when there is nothing to redact', () => {
    const body = { items: [{ id: 'a', properties: { domain: 'x.sk' } }], count: 1 };
    expect(redact(body)).toBe(body);
  });

  it('copies only the objects on the way to a secret', () => {
    const body = { keep: { a: 1 }, items: [{ id: 'a' }, { id: 'b', properties: { eppCode: 'E' } }] };
    const out = redact(body);
    expect(out.keep).toBe(body.keep);
    expect(out.items[0]).toBe(body.items[0]);
    expect(out.items[1]?.properties).toEqual({ eppCode: REDACTED });
    expect(body.items[1]?.properties?.eppCode).toBe('E');
  });
});
