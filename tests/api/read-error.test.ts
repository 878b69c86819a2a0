/**
 * The error-reading rules of contract §1.7 / spec §8, as a pure function of status and body.
 */
import { describe, expect, it } from 'vitest';
import { payloadOf, readErrorReply, type ErrorReading } from '../../src/api/read-error';

const known = new Set([
  'integrity.ram_not_available',
  'cart.not_found',
  'validation.required',
  'legacy.t',
  'order.x',
]);
const prod: ErrorReading = { production: true, hasKey: (k) => known.has(k) };
const dev: ErrorReading = { ...prod, production: false };
const json = (value: unknown) => ({ type: 'json' as const, value });

describe('readErrorReply', () => {
  it('takes the first violation error as the message, with its values, and keeps the whole body', () => {
    const body = {
      key: 'cart.not_found',
      context: { step: 'service-settings', cartItemId: 'c1a9' },
      violations: [
        {
          propertyPath: 'properties.ram',
          errors: [{ translationKey: 'integrity.ram_not_available', values: { ram: 64 } }],
        },
        { propertyPath: 'properties.cpu', errors: [{ translationKey: 'validation.required' }] },
      ],
    };
    const e = readErrorReply(422, json(body), prod);
    expect(e).toMatchObject({
      kind: 'http',
      status: 422,
      messageKey: 'integrity.ram_not_available',
      values: { ram: 64 },
      key: 'cart.not_found',
      context: { step: 'service-settings', cartItemId: 'c1a9' },
    });
    expect(e.violations).toHaveLength(2);
  });

  it('uses key when there are no violations', () => {
    expect(readErrorReply(404, json({ key: 'cart.not_found' }), prod)).toMatchObject({
      messageKey: 'cart.not_found',
      key: 'cart.not_found',
    });
  });

  it('falls back to the legacy translationKey, then tKey, before title', () => {
    expect(
      readErrorReply(422, json({ translationKey: 'legacy.t', tKey: 'order.x', title: 'T' }), prod).messageKey,
    ).toBe('legacy.t');
    expect(readErrorReply(422, json({ tKey: 'order.x', title: 'T' }), prod).messageKey).toBe('order.x');
  });

  it('reports a legacy key as the server key when key itself is absent', () => {
    expect(readErrorReply(422, json({ tKey: 'order.x' }), prod).key).toBe('order.x');
  });

  it('turns a title-only error into unknown_error in production', () => {
    expect(readErrorReply(422, json({ title: 'Something broke' }), prod).messageKey).toBe(
      'wsk.general.unknown_error',
    );
  });

  it('shows a title-only error verbatim in development', () => {
    expect(readErrorReply(422, json({ title: 'Something broke' }), dev).messageKey).toBe('Something broke');
  });

  it('reads a JSON string body as its own key', () => {
    expect(readErrorReply(422, json('validation.required'), prod)).toMatchObject({
      messageKey: 'validation.required',
      key: 'validation.required',
    });
  });

  it('maps a key missing from the catalogue to unknown_error', () => {
    expect(readErrorReply(422, json({ key: 'nobody.knows' }), prod)).toMatchObject({
      messageKey: 'wsk.general.unknown_error',
      key: 'nobody.knows',
    });
  });

  it('maps an unknown key to unknown_error_id with the invoiceId when there is one', () => {
    const e = readErrorReply(422, json({ key: 'payment.weird', invoiceId: 'INV-7' }), prod);
    expect(e).toMatchObject({
      messageKey: 'wsk.general.unknown_error_id',
      values: { id: 'INV-7' },
      invoiceId: 'INV-7',
    });
  });

  it('takes the id for unknown_error_id from data.id, else a top-level id', () => {
    expect(readErrorReply(422, json({ key: 'x.y', data: { id: 42 } }), prod).values).toEqual({ id: 42 });
    expect(readErrorReply(422, json({ key: 'x.y', id: 'abc' }), prod).values).toEqual({ id: 'abc' });
  });

  it('shows the out-of-sync text for a 404 without a usable key', () => {
    expect(readErrorReply(404, json({}), prod).messageKey).toBe('general.not_found_out_of_sync');
    expect(readErrorReply(404, json({ key: 'nobody.knows' }), prod).messageKey).toBe(
      'general.not_found_out_of_sync',
    );
    expect(readErrorReply(404, { type: 'empty' }, prod).messageKey).toBe('general.not_found_out_of_sync');
  });

  it('keeps the out-of-sync text for a 404 with an unknown key even when the body names an id', () => {
    expect(readErrorReply(404, json({ key: 'nobody.knows', invoiceId: 'INV-1' }), prod)).toMatchObject({
      messageKey: 'general.not_found_out_of_sync',
      invoiceId: 'INV-1',
    });
  });

  it('uses the server-error and outage keys for 500 and 503 whose body says nothing', () => {
    expect(readErrorReply(500, { type: 'empty' }, prod).messageKey).toBe('general.server_error');
    expect(readErrorReply(503, json({}), prod).messageKey).toBe('general.outage');
  });

  it('uses the contract keys for 400 and 401 whose body says nothing', () => {
    expect(readErrorReply(400, { type: 'empty' }, prod).messageKey).toBe('validation.invalid_form');
    expect(readErrorReply(401, { type: 'empty' }, prod).messageKey).toBe('user.unauthorized');
  });

  it.each([400, 401, 500, 503])(
    'maps an unknown key on a %i to unknown_error, not the status text',
    (status) => {
      expect(readErrorReply(status, json({ key: 'nobody.knows' }), prod)).toMatchObject({
        kind: 'http',
        status,
        messageKey: 'wsk.general.unknown_error',
        key: 'nobody.knows',
      });
      expect(readErrorReply(status, json('nobody.knows'), prod).messageKey).toBe('wsk.general.unknown_error');
    },
  );

  it.each([400, 401, 500, 503])('keeps the id of an unknown key on a %i', (status) => {
    const e = readErrorReply(status, json({ key: 'payment.weird', invoiceId: 'INV-7' }), prod);
    expect(e).toMatchObject({ messageKey: 'wsk.general.unknown_error_id', values: { id: 'INV-7' } });
    expect(readErrorReply(status, json({ key: 'x.y', data: { id: 42 } }), prod).values).toEqual({ id: 42 });
  });

  it('keeps an id even when the body names no key', () => {
    expect(readErrorReply(500, json({ id: 'req-9' }), prod)).toMatchObject({
      messageKey: 'wsk.general.unknown_error_id',
      values: { id: 'req-9' },
    });
  });

  it('turns a title-only 500 into unknown_error in production, not the server-error text', () => {
    expect(readErrorReply(500, json({ title: 'Kernel panic' }), prod).messageKey).toBe(
      'wsk.general.unknown_error',
    );
    expect(readErrorReply(500, json({ title: 'Kernel panic' }), dev).messageKey).toBe('Kernel panic');
  });

  it('still shows a known key on any status', () => {
    expect(readErrorReply(500, json({ key: 'order.x' }), prod).messageKey).toBe('order.x');
  });

  it('gives unknown_error for another status without a key', () => {
    expect(readErrorReply(422, json({}), prod).messageKey).toBe('wsk.general.unknown_error');
    expect(readErrorReply(422, json(null), prod).messageKey).toBe('wsk.general.unknown_error');
    expect(readErrorReply(422, json([1, 2]), prod).messageKey).toBe('wsk.general.unknown_error');
  });

  it('reads a non-JSON body as a parse error with the unexpected text', () => {
    expect(readErrorReply(422, payloadOf('<html>oops</html>'), prod)).toMatchObject({
      kind: 'parse',
      status: 422,
      messageKey: 'general.unexpected',
      key: null,
    });
  });

  it('still says outage for an HTML maintenance page on 503', () => {
    expect(readErrorReply(503, payloadOf('<html>maintenance</html>'), prod)).toMatchObject({
      kind: 'parse',
      messageKey: 'general.outage',
    });
  });

  it('drops malformed parts of the body instead of failing the reading', () => {
    const e = readErrorReply(
      422,
      json({ key: 'cart.not_found', violations: 'nope', context: { step: 'nowhere' } }),
      prod,
    );
    expect(e).toMatchObject({ messageKey: 'cart.not_found', violations: [] });
    expect(e.context).toBeUndefined();
  });

  it('skips a violation without errors and falls back to key', () => {
    const e = readErrorReply(
      422,
      json({ key: 'cart.not_found', violations: [{ propertyPath: 'x', errors: [] }] }),
      prod,
    );
    expect(e.messageKey).toBe('cart.not_found');
  });

  it('keeps data for key-specific payloads', () => {
    const e = readErrorReply(
      422,
      json({ key: 'validation.duplicate_domain_profile', data: { domainProfileId: 5 } }),
      prod,
    );
    expect(e.data).toEqual({ domainProfileId: 5 });
  });
});

describe('payloadOf', () => {
  it('tells empty, JSON and other text apart', () => {
    expect(payloadOf('')).toEqual({ type: 'empty' });
    expect(payloadOf('  \n')).toEqual({ type: 'empty' });
    expect(payloadOf('{"a":1}')).toEqual({ type: 'json', value: { a: 1 } });
    expect(payloadOf('"k"')).toEqual({ type: 'json', value: 'k' });
    expect(payloadOf('{"a":')).toEqual({ type: 'text', text: '{"a":' });
  });
});
