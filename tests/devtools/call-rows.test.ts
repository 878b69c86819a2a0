/**
 * API rows of the timeline name their call (issue 21, item 3): a request, a reply and a failure read
 * by method and path template, a reply whose request is not in the session by its requestId; the
 * request index pairs replies with their request as the session grows; the text filter finds a call's
 * request and replies by its path, its method and path, or its concrete path.
 */
import { describe, expect, it } from 'vitest';
import type { AppEvent } from '../../events/envelope';
import { callPath } from '../../devtools/timeline/call-summary';
import { filterEvents } from '../../devtools/timeline/event-filter';
import { summarize } from '../../devtools/timeline/event-summary';
import { exchangeFor } from '../../devtools/timeline/exchanges';
import { RequestIndex, type ReplyEvent, type RequestEvent } from '../../devtools/timeline/request-index';
import { buildError, session, type Session } from '../support/builders';

function checkoutSession(): Session {
  const s = session().boot();
  s.emit('api/requested', {
    requestId: 's2r17',
    method: 'GET',
    url: 'https://api.test/cart',
    pathTemplate: '/cart',
    headers: {},
    body: null,
  });
  s.emit('api/responded', { requestId: 's2r17', status: 200, headers: {}, body: {}, durationMs: 12.34 });
  s.emit('api/requested', {
    requestId: 's2r18',
    method: 'POST',
    url: 'https://api.test/checkout',
    pathTemplate: '/checkout',
    headers: {},
    body: {},
  });
  s.emit('api/failed', {
    requestId: 's2r18',
    status: 500,
    error: buildError({ kind: 'http', status: 500, messageKey: 'general.server_error' }),
    durationMs: 30,
  });
  s.emit('api/requested', {
    requestId: 's2r19',
    method: 'DELETE',
    url: 'https://api.test/base/cart/items/7?force=1',
    pathTemplate: '/cart/items/{id}',
    headers: {},
    body: null,
  });
  s.emit('api/failed', {
    requestId: 's2r19',
    status: null,
    error: buildError({ kind: 'network', status: null, messageKey: 'general.network_error' }),
    durationMs: 3,
  });
  s.emit('api/requested', {
    requestId: 's2r20',
    method: 'POST',
    url: 'https://api.test/checkout',
    pathTemplate: '/checkout',
    headers: {},
    body: {},
  });
  return s;
}

const rows = (events: readonly AppEvent[], requests: RequestIndex) =>
  events.filter((e) => e.type.startsWith('api/')).map((e) => summarize(e, requests));

describe('API rows', () => {
  it('name the call by method and path template: request, reply, failure, failure without a status', () => {
    const events = checkoutSession().log.all();
    expect(rows(events, new RequestIndex().update(events))).toEqual([
      'GET /cart',
      'GET /cart → 200 in 12.3 ms',
      'POST /checkout',
      'POST /checkout → 500 general.server_error',
      'DELETE /cart/items/{id} (/cart/items/7)',
      'DELETE /cart/items/{id} → network general.network_error',
      'POST /checkout',
    ]);
  });

  it('name a reply whose request is not in the session by its requestId', () => {
    const s = session().boot();
    s.emit('api/failed', {
      requestId: 's1r4',
      status: 500,
      error: buildError({ kind: 'http', status: 500, messageKey: 'general.server_error' }),
      durationMs: 30,
    });
    s.emit('api/responded', { requestId: 's1r5', status: 204, headers: {}, body: null, durationMs: 1 });
    const events = s.log.all();
    expect(rows(events, new RequestIndex().update(events))).toEqual([
      's1r4 → 500 general.server_error',
      's1r5 → 204 in 1.0 ms',
    ]);
  });

  it('name a reply by its call once the index has read it, though summarized without it before', () => {
    const events = checkoutSession().log.all();
    const failed = events.find((e) => e.type === 'api/failed')!;
    expect(summarize(failed)).toBe('s2r18 → 500 general.server_error');
    expect(summarize(failed, new RequestIndex())).toBe('s2r18 → 500 general.server_error');
    expect(summarize(failed, new RequestIndex().update(events))).toBe(
      'POST /checkout → 500 general.server_error',
    );
  });

  it('read the concrete path under the API base, whatever the base', () => {
    const request = (url: string, pathTemplate: string) =>
      ({ payload: { url, pathTemplate } }) as unknown as RequestEvent;
    expect(
      callPath(
        request('http://127.0.0.1:4604/api/cart/items/c1/prices?period=12', '/cart/items/{id}/prices'),
      ),
    ).toBe('/cart/items/c1/prices');
    expect(callPath(request('/api/checkout', '/checkout'))).toBe('/checkout');
    expect(callPath(request('https://pay.test/return/x', '/return/x'))).toBe('/return/x');
    expect(callPath(request('https://api.test/other/path', '/checkout'))).toBe('/other/path');
  });
});

describe('the request index', () => {
  it('pairs each reply with the latest request of its requestId before it, reading new events only', () => {
    const s = checkoutSession();
    const requests = new RequestIndex().update(s.log.all());
    const byId = (type: string, id: string) =>
      s.log.all().find((e) => e.type === type && 'requestId' in e.payload && e.payload.requestId === id)!;
    const failed = byId('api/failed', 's2r18') as ReplyEvent;
    expect(requests.requestOf(failed)).toBe(byId('api/requested', 's2r18'));

    // A later page load that reuses the requestId: its reply answers the newer request.
    s.emit('api/requested', {
      requestId: 's2r18',
      method: 'GET',
      url: 'https://api.test/cart',
      pathTemplate: '/cart',
      headers: {},
      body: null,
    });
    const again = s.log.last()!;
    s.emit('api/responded', { requestId: 's2r18', status: 200, headers: {}, body: {}, durationMs: 1 });
    const reply = s.log.last() as ReplyEvent;
    expect(requests.requestOf(reply)).toBeUndefined();
    requests.update(s.log.all());
    expect(requests.requestOf(reply)).toBe(again);
    expect(requests.requestOf(failed)).toBe(byId('api/requested', 's2r18'));
  });

  it('starts over for another session, and for a frozen view of the same one goes on', () => {
    const live = checkoutSession().log.all();
    const requests = new RequestIndex().update(live.slice(0, 3));
    const reply = live[2] as ReplyEvent;
    expect(requests.requestOf(reply)).toBe(live[1]);
    requests.update(live);
    expect(requests.requestOf(live[4] as ReplyEvent)).toBe(live[3]);

    const other = checkoutSession().log.all();
    requests.update(other);
    expect(requests.requestOf(other[2] as ReplyEvent)).toBe(other[1]);
    expect(requests.requestOf(reply)).toBeUndefined();
  });

  it('gives the partner of each side: a request its reply, a reply its request, none when missing', () => {
    const events = checkoutSession().log.all();
    const request = events.find((e) => e.type === 'api/requested' && e.payload.requestId === 's2r18')!;
    const failed = events.find((e) => e.type === 'api/failed' && e.payload.requestId === 's2r18')!;
    expect(exchangeFor(events, request)?.reply).toBe(failed);
    expect(exchangeFor(events, failed)?.request).toBe(request);
    expect(exchangeFor(events, events[events.length - 1]!)?.reply).toBeNull();
  });
});

describe('finding a call by its path', () => {
  const events = checkoutSession().log.all();
  const requests = new RequestIndex().update(events);
  const found = (text: string) =>
    filterEvents(events, { families: [], text }, requests).map((e) => `${e.type} ${summarize(e, requests)}`);

  it('finds the requests and replies of /checkout by path and by method and path', () => {
    const checkout = [
      'api/requested POST /checkout',
      'api/failed POST /checkout → 500 general.server_error',
      'api/requested POST /checkout',
    ];
    expect(found('/checkout')).toEqual(checkout);
    expect(found('POST /checkout')).toEqual(checkout);
    expect(found('post /CHECKOUT')).toEqual(checkout);
  });

  it('finds a call by its concrete path, its whole URL path and its requestId', () => {
    const deleted = [
      'api/requested DELETE /cart/items/{id} (/cart/items/7)',
      'api/failed DELETE /cart/items/{id} → network general.network_error',
    ];
    expect(found('/cart/items/7')).toEqual(deleted);
    expect(found('DELETE /cart/items/7')).toEqual(deleted);
    expect(found('DELETE /base/cart/items/7')).toEqual(deleted);
    expect(found('force=1')).toEqual(deleted);
    expect(found('s2r19')).toEqual(deleted);
    expect(found('GET /cart')).toEqual([
      'api/requested GET /cart',
      'api/responded GET /cart → 200 in 12.3 ms',
    ]);
  });

  it('finds the same calls among 100,000 events, the second filter reading the cached texts', () => {
    const s = checkoutSession();
    while (s.log.size < 100_000) s.log.append('nav/changed', { path: `/p${s.log.size}`, search: '' });
    const all = s.log.all();
    const index = new RequestIndex().update(all);
    expect(filterEvents(all, { families: [], text: '/checkout' }, index)).toHaveLength(3);
    expect(filterEvents(all, { families: [], text: 'post /checkout' }, index)).toHaveLength(3);
  });
});
