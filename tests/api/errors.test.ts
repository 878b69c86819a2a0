/**
 * Error replies, unreadable replies, network failures and aborts as the app sees them: the
 * resulting AppError and message key, flash messages on both branches, and what the recorder gets.
 */
import { delay, http as msw, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, makeClient, server, useServer } from './support/harness';
import * as s from './support/samples';

useServer();

const replyOnCart = (resolver: Parameters<typeof msw.get>[1]) => server.use(msw.get(`${API}/cart`, resolver));
const textReply = (status: number, body: string) =>
  new HttpResponse(body, { status, headers: { 'content-type': 'application/json' } });
/** A checkout request whose content does not matter: the reply decides the error. */
const anyCheckout = {
  redirectAfterCancel: 'c',
  redirectAfterPaySuccess: 's',
  redirectAfterPayFailure: 'f',
  termsAndConditionsConsent: true,
  thirdPartyConsent: true,
};

describe('error replies become AppErrors', () => {
  it('shows the first violation of a 422 and keeps violations and context for the fields', async () => {
    server.use(
      msw.patch(`${API}/cart/items/:id`, () =>
        HttpResponse.json(
          {
            key: 'integrity.ram_not_available',
            context: { step: 'service-settings', cartItemId: 'c1a9' },
            violations: [
              {
                propertyPath: 'properties.ram',
                errors: [{ translationKey: 'integrity.ram_not_available', values: { ram: 64 } }],
              },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    const { api } = makeClient();
    const r = await api.updateItem('c1a9', { period: 12 });
    expect(r).toEqual({
      ok: false,
      flash: [],
      error: {
        kind: 'http',
        status: 422,
        messageKey: 'integrity.ram_not_available',
        values: { ram: 64 },
        key: 'integrity.ram_not_available',
        context: { step: 'service-settings', cartItemId: 'c1a9' },
        violations: [
          {
            propertyPath: 'properties.ram',
            errors: [{ translationKey: 'integrity.ram_not_available', values: { ram: 64 } }],
          },
        ],
      },
    });
  });

  it('uses the key of an error without violations', async () => {
    server.use(
      msw.post(`${API}/quick-order`, () => HttpResponse.json({ key: 'quick_order.failed' }, { status: 422 })),
    );
    const { api } = makeClient();
    const r = await api.quickOrder();
    expect(!r.ok && r.error).toMatchObject({
      kind: 'http',
      status: 422,
      messageKey: 'quick_order.failed',
      key: 'quick_order.failed',
    });
  });

  it('reports a 401 with user.unauthorized so the app can go to login', async () => {
    server.use(
      msw.get(`${API}/users`, () => HttpResponse.json({ key: 'user.unauthorized' }, { status: 401 })),
    );
    const { api } = makeClient();
    const r = await api.getUser();
    expect(!r.ok && r.error).toMatchObject({
      status: 401,
      messageKey: 'user.unauthorized',
      key: 'user.unauthorized',
    });
  });

  it('keeps cart.not_found as the key so the app can reset', async () => {
    server.use(
      msw.put(`${API}/cart/note`, () => HttpResponse.json({ key: 'cart.not_found' }, { status: 404 })),
    );
    const { api } = makeClient();
    const r = await api.setNote('x');
    expect(!r.ok && r.error).toMatchObject({
      status: 404,
      key: 'cart.not_found',
      messageKey: 'cart.not_found',
    });
  });

  it('says the session is out of sync for a 404 without a key', async () => {
    replyOnCart(() => new HttpResponse(null, { status: 404 }));
    const r = await makeClient().api.getCart();
    expect(!r.ok && r.error).toMatchObject({
      kind: 'http',
      status: 404,
      messageKey: 'general.not_found_out_of_sync',
      key: null,
    });
  });

  it('shows the server-error text for a 500 without a key', async () => {
    replyOnCart(() => HttpResponse.json({}, { status: 500 }));
    const r = await makeClient().api.getCart();
    expect(!r.ok && r.error).toMatchObject({ status: 500, messageKey: 'general.server_error' });
  });

  it('shows the outage text for a 503', async () => {
    replyOnCart(() => new HttpResponse(null, { status: 503 }));
    const r = await makeClient().api.getCart();
    expect(!r.ok && r.error).toMatchObject({ status: 503, messageKey: 'general.outage' });
  });

  it('says unknown error, with the id, for a 500 whose key the catalogue lacks', async () => {
    replyOnCart(() => HttpResponse.json({ key: 'server.brand_new', invoiceId: 'INV-3' }, { status: 500 }));
    const r = await makeClient().api.getCart();
    expect(!r.ok && r.error).toMatchObject({
      status: 500,
      messageKey: 'wsk.general.unknown_error_id',
      values: { id: 'INV-3' },
      key: 'server.brand_new',
    });
  });

  it('says unknown error for a 503 whose key the catalogue lacks', async () => {
    replyOnCart(() => HttpResponse.json({ key: 'maintenance.brand_new' }, { status: 503 }));
    const r = await makeClient().api.getCart();
    expect(!r.ok && r.error).toMatchObject({ status: 503, messageKey: 'wsk.general.unknown_error' });
  });

  it('reads a malformed JSON error body as a parse error', async () => {
    replyOnCart(() => textReply(422, '{"key": "cart.'));
    const r = await makeClient().api.getCart();
    expect(!r.ok && r.error).toMatchObject({ kind: 'parse', status: 422, messageKey: 'general.unexpected' });
  });

  it('turns a title-only error into unknown_error in production', async () => {
    replyOnCart(() => HttpResponse.json({ title: 'Kernel panic' }, { status: 422 }));
    const r = await makeClient({ production: true }).api.getCart();
    expect(!r.ok && r.error.messageKey).toBe('wsk.general.unknown_error');
  });

  it('shows a title-only error as is in development', async () => {
    replyOnCart(() => HttpResponse.json({ title: 'Kernel panic' }, { status: 422 }));
    const r = await makeClient({ production: false }).api.getCart();
    expect(!r.ok && r.error.messageKey).toBe('Kernel panic');
  });

  it('takes a JSON string body as the key', async () => {
    server.use(
      msw.put(`${API}/cart/coupon`, () => HttpResponse.json('validation.coupon.not_found', { status: 422 })),
    );
    const r = await makeClient().api.addCoupon('NOPE');
    expect(!r.ok && r.error).toMatchObject({
      messageKey: 'validation.coupon.not_found',
      key: 'validation.coupon.not_found',
    });
  });

  it('maps a key the catalogue lacks to unknown_error', async () => {
    server.use(
      msw.post(`${API}/checkout`, () =>
        HttpResponse.json({ key: 'payment.brand_new_failure' }, { status: 422 }),
      ),
    );
    const r = await makeClient().api.checkout(anyCheckout);
    expect(!r.ok && r.error).toMatchObject({
      messageKey: 'wsk.general.unknown_error',
      key: 'payment.brand_new_failure',
    });
  });

  it('maps an unknown key with an invoice to unknown_error_id and keeps the invoiceId', async () => {
    server.use(
      msw.post(`${API}/checkout`, () =>
        HttpResponse.json({ key: 'order.odd', invoiceId: 'INV-9' }, { status: 422 }),
      ),
    );
    const r = await makeClient().api.checkout(anyCheckout);
    expect(!r.ok && r.error).toMatchObject({
      messageKey: 'wsk.general.unknown_error_id',
      values: { id: 'INV-9' },
      invoiceId: 'INV-9',
    });
  });
});

describe('unreadable replies and transport failures', () => {
  it('fails with invalid_reply when a 2xx reply does not match the schema', async () => {
    replyOnCart(() => HttpResponse.json({ ...s.cart, uuid: 42 }));
    const { api, events } = makeClient();
    const r = await api.getCart();
    expect(!r.ok && r.error).toMatchObject({
      kind: 'schema',
      status: 200,
      messageKey: 'general.invalid_reply',
    });
    expect(!r.ok && r.error.data).toEqual({ issues: [expect.objectContaining({ path: 'uuid' })] });
    expect(events.map((e) => e.type)).toEqual(['requested', 'failed']);
  });

  it('fails with invalid_reply when a 2xx reply is not JSON', async () => {
    replyOnCart(
      () => new HttpResponse('<html>login</html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    const r = await makeClient().api.getCart();
    expect(!r.ok && r.error).toMatchObject({
      kind: 'parse',
      status: 200,
      messageKey: 'general.invalid_reply',
    });
  });

  it('reports a network error without a status', async () => {
    replyOnCart(() => HttpResponse.error());
    const { api, events } = makeClient();
    const r = await api.getCart();
    expect(r).toEqual({
      ok: false,
      flash: [],
      error: {
        kind: 'network',
        status: null,
        messageKey: 'general.network_error',
        key: null,
        violations: [],
      },
    });
    expect(events[1]).toMatchObject({ type: 'failed', requestId: 'req-1', status: null });
  });

  it('resolves (never throws) when fetch itself throws', async () => {
    const { api } = makeClient({
      fetch: () => {
        throw new TypeError('boom');
      },
    });
    const r = await api.getCart();
    expect(!r.ok && r.error.kind).toBe('network');
  });

  it('gives ws-abort when the caller aborts while waiting for the reply', async () => {
    let reached!: () => void;
    const arrived = new Promise<void>((resolve) => (reached = resolve));
    replyOnCart(async () => {
      reached();
      await delay('infinite');
      return HttpResponse.json(s.cart);
    });
    const controller = new AbortController();
    const { api, events } = makeClient();
    const pending = api.getCart({ signal: controller.signal });
    await arrived;
    controller.abort();
    const r = await pending;
    expect(!r.ok && r.error).toMatchObject({ kind: 'abort', messageKey: 'ws-abort' });
    expect(events.map((e) => e.type)).toEqual(['requested', 'failed']);
  });

  it('records a request the browser cuts while the customer leaves the page as an abort, not a network failure', async () => {
    replyOnCart(() => HttpResponse.error());
    let leaving = false;
    const { api, events } = makeClient({ pageLeft: () => leaving });
    const staying = await api.getCart();
    expect(!staying.ok && staying.error.kind).toBe('network');
    leaving = true;
    const left = await api.getCart();
    expect(!left.ok && left.error).toMatchObject({
      kind: 'abort',
      messageKey: 'ws-abort',
      data: { reason: 'page-left' },
    });
    expect(events[3]).toMatchObject({ type: 'failed', error: { kind: 'abort' } });
  });

  it('records a reply body cut while the customer leaves the page as an abort', async () => {
    const cut = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"uuid":'));
        controller.error(new TypeError('network error'));
      },
    });
    replyOnCart(
      () => new HttpResponse(cut, { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const { api } = makeClient({ pageLeft: () => true });
    const r = await api.getCart();
    expect(!r.ok && r.error).toMatchObject({ kind: 'abort', status: 200, data: { reason: 'page-left' } });
  });

  it('gives ws-abort without calling the server when already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const r = await makeClient().api.getCart({ signal: controller.signal });
    expect(!r.ok && r.error.messageKey).toBe('ws-abort');
  });
});

describe('flash messages', () => {
  const header =
    '[{"type":"success","translationKey":"flash.saved"},{"type":"error","text":"Objedn\\u00e1vka zlyhala"}]';

  it('come with a successful reply', async () => {
    replyOnCart(() => HttpResponse.json(s.cart, { headers: { 'x-flash-messages': header } }));
    const r = await makeClient().api.getCart();
    expect(r.ok && r.flash).toEqual([
      { type: 'success', translationKey: 'flash.saved' },
      { type: 'error', text: 'Objednávka zlyhala' },
    ]);
  });

  it('come with an error reply', async () => {
    replyOnCart(() =>
      HttpResponse.json({ key: 'general.outage' }, { status: 503, headers: { 'x-flash-messages': header } }),
    );
    const r = await makeClient().api.getCart();
    expect(r.ok).toBe(false);
    expect(r.flash).toHaveLength(2);
  });

  it('are none when the header is unparseable', async () => {
    replyOnCart(() => HttpResponse.json(s.cart, { headers: { 'x-flash-messages': '[{"type"' } }));
    const r = await makeClient().api.getCart();
    expect(r.flash).toEqual([]);
  });
});

describe('recording', () => {
  it('reports requested and responded with the same id and only the allowed headers, never the raw flash messages', async () => {
    replyOnCart(() =>
      HttpResponse.json(s.cart, {
        headers: { 'set-cookie': 'session=secret', 'x-flash-messages': '[]', 'x-other': '1' },
      }),
    );
    const { api, events } = makeClient();
    await api.getCart();
    const [requested, responded] = events;
    expect(requested).toMatchObject({
      type: 'requested',
      requestId: 'req-1',
      method: 'GET',
      url: `${API}/cart`,
      pathTemplate: '/cart',
      headers: { company: 'cz-ws', language: 'cs-CZ' },
      body: null,
    });
    expect(requested?.type === 'requested' && Object.keys(requested.headers).sort()).toEqual([
      'company',
      'language',
    ]);
    expect(responded).toMatchObject({ type: 'responded', requestId: 'req-1', status: 200, body: s.cart });
    expect(Object.keys(responded!.type === 'responded' ? responded!.headers : {}).sort()).toEqual([
      'content-type',
    ]);
  });

  it('reports requested and failed with the same id for an error reply', async () => {
    replyOnCart(() => HttpResponse.json({ key: 'cart.not_found' }, { status: 404 }));
    const { api, events } = makeClient();
    await api.getCart();
    expect(events).toEqual([
      expect.objectContaining({ type: 'requested', requestId: 'req-1' }),
      expect.objectContaining({
        type: 'failed',
        requestId: 'req-1',
        status: 404,
        error: expect.objectContaining({ key: 'cart.not_found' }),
      }),
    ]);
  });

  it('records the JSON body as sent and its content type', async () => {
    server.use(msw.put(`${API}/cart/coupon`, () => HttpResponse.json(s.cart)));
    const { api, events } = makeClient();
    await api.addCoupon('SAVE10');
    expect(events[0]).toMatchObject({
      url: `${API}/cart/coupon?cart=true`,
      headers: { 'content-type': 'application/json' },
      body: { code: 'SAVE10' },
    });
  });

  it('reads the language for every call', async () => {
    const languages: (string | null)[] = [];
    replyOnCart(({ request }) => {
      languages.push(request.headers.get('language'));
      return HttpResponse.json(s.cart);
    });
    let language = 'sk-SK';
    const { api } = makeClient({ language: () => language });
    await api.getCart();
    language = 'en-US';
    await api.getCart();
    expect(languages).toEqual(['sk-SK', 'en-US']);
  });
});
