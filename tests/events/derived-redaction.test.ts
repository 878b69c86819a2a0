/**
 * A value the API client parsed from a reply body the log has already walked and found free of
 * secrets is not walked again at append (decision 007); it must never let a secret through: a body
 * with a secret, a body never appended, a schema that could add or rewrite values, and a field whose
 * own key is secret are all still redacted.
 */
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../events/catalogue/index';
import { ManualClock } from '../../events/clock';
import { Cart } from '../../events/contract/cart';
import { nullish } from '../../events/contract/scalars';
import { keepsValues, valuePreserving } from '../../events/keeps-values';
import { EventLog } from '../../events/log';
import { parsePayload } from '../../events/validate-payload';
import { REDACTED, isKnownClean } from '../../events/redact';
import { cartReply } from '../../src/api/replies';
import { buildCart, buildDomainItem, buildItem } from '../support/builders';

const newLog = () => new EventLog({ clock: new ManualClock() });

function reply(eppCode: string | null) {
  const text = JSON.stringify(
    buildCart({
      items: [
        buildDomainItem('example.sk', { properties: { domain: 'example.sk', eppCode } }),
        buildItem({ id: 'h1' }),
      ],
    }),
  );
  const read = cartReply()(200, text);
  if (!read.ok) throw new Error('the test cart does not parse');
  return read;
}

function respond(log: EventLog, body: unknown) {
  log.append('api/responded', { requestId: 'r1', status: 200, headers: {}, body, durationMs: 3 });
}

describe('a cart parsed from a reply body the log found clean', () => {
  it('is taken as clean without a walk of its own, and stored as it is', () => {
    const log = newLog();
    const { body, value } = reply(null);
    const payload = { cart: value, command: 'load' as const };
    const cleanFields = () => parsePayload(catalogue['cart/received'].schema, payload).clean;
    expect(cleanFields()).toEqual([]);
    respond(log, body);
    expect(isKnownClean(body as object)).toBe(true);
    expect(cleanFields()).toEqual(['cart']);
    const event = log.append('cart/received', payload);
    expect(event.payload.cart).toBe(value);
  });

  it('is still redacted when its body held a secret', () => {
    const log = newLog();
    const { body, value } = reply('EPP-SECRET-7');
    respond(log, body);
    expect(isKnownClean(body as object)).toBe(false);
    const event = log.append('cart/received', { cart: value, command: 'load' });
    expect(JSON.stringify(log.all())).not.toContain('EPP-SECRET-7');
    expect(event.payload.cart.items[0]?.properties.eppCode).toBe(REDACTED);
  });

  it('is still redacted when its body never went through the log', () => {
    const log = newLog();
    const { value } = reply('EPP-SECRET-8');
    log.append('cart/received', { cart: value, command: 'load' });
    expect(JSON.stringify(log.all())).not.toContain('EPP-SECRET-8');
  });

  it('comes frozen from the API client with its body, so neither can change after it was checked', () => {
    const { value, body } = reply(null);
    expect(Object.isFrozen(value)).toBe(true);
    expect(Object.isFrozen(value.items[0]?.properties)).toBe(true);
    expect(Object.isFrozen(body)).toBe(true);
    expect(Object.isFrozen((body as Cart).items[0]?.properties)).toBe(true);
  });
});

describe('which schemas keep values', () => {
  it('takes the contract Cart (loose objects, nullish fields) as keeping values', () => {
    expect(keepsValues(Cart)).toBe(true);
    expect(
      keepsValues(z.object({ a: nullish(z.string()), b: z.array(z.record(z.string(), z.number())) })),
    ).toBe(true);
  });

  it('refuses defaults, rewriting checks, unregistered transforms and fallbacks', () => {
    expect(keepsValues(z.object({ token: z._default(z.string(), 'abc') }))).toBe(false);
    expect(keepsValues(z.object({ a: z.string().check(z.trim()) }))).toBe(false);
    expect(
      keepsValues(
        z.pipe(
          z.string(),
          z.transform((s: string) => ({ password: s })),
        ),
      ),
    ).toBe(false);
    expect(keepsValues(z.catch(z.string(), 'x'))).toBe(false);
  });

  it('accepts a transform only once it is registered as value-preserving', () => {
    expect(keepsValues(z.pipe(z.string(), valuePreserving(z.transform((s: string) => s))))).toBe(true);
  });
});
