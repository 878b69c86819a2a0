/**
 * A recorded session for console tests: boot, navigation, an added item (request + reply through
 * the log, as the API client records them), a failed card payment (HTTP 402 with an error body) and
 * a request that never got a reply, on a manual clock.
 */
import type { SegmentReason } from '../../../events/catalogue/session';
import type { AppEvent } from '../../../events/envelope';
import type { EventLog } from '../../../events/log';
import { createSessionFile, type SessionFile } from '../../../events/session-file';
import { buildCart, buildError, buildItem, configInput, session, type Session } from '../../support/builders';

export function recordedSession(): Session {
  const s = session().boot();
  s.emit('nav/changed', { path: '/checkout', search: '' });
  s.emit('cart/item-add-requested', {
    request: { code: 'domain', sellType: 'direct', period: 12, properties: { domain: 'example.sk' } },
  });
  s.emit('api/requested', {
    requestId: 'r1',
    method: 'POST',
    url: 'https://api.test/cart/items',
    pathTemplate: '/cart/items',
    headers: { company: 'sk-ws', 'content-type': 'application/json' },
    body: { code: 'domain', properties: { domain: 'example.sk' } },
  });
  const cart = buildCart({ items: [buildItem()] });
  s.emit('api/responded', {
    requestId: 'r1',
    status: 200,
    headers: { 'content-type': 'application/json' },
    body: cart,
    durationMs: 42,
  });
  s.received(cart, 'add-item');
  s.emit('api/requested', {
    requestId: 'r2',
    method: 'GET',
    url: 'https://api.test/cart/items/c1/prices?period=12',
    pathTemplate: '/cart/items/{id}/prices',
    headers: {},
    body: null,
  });
  s.emit('api/failed', {
    requestId: 'r2',
    status: 402,
    error: buildError({
      kind: 'http',
      status: 402,
      key: 'payment.card_failed',
      messageKey: 'payment.card_failed',
    }),
    durationMs: 12,
  });
  s.emit('api/requested', {
    requestId: 'r3',
    method: 'GET',
    url: 'https://api.test/cart/items/c2/prices',
    pathTemplate: '/cart/items/{id}/prices',
    headers: {},
    body: null,
  });
  s.emit('api/failed', {
    requestId: 'r3',
    status: null,
    error: buildError({ kind: 'network', status: null, messageKey: 'general.network' }),
    durationMs: 5,
  });
  s.emit('nav/requested', { to: '/checkout/order' });
  return s;
}

export function typesOf(events: readonly AppEvent[]): string[] {
  return events.map((e) => e.type);
}

/** A session file of these events, as the console exports it (fixed time, build and config). */
export function sessionFileOf(events: readonly AppEvent[]): SessionFile {
  return createSessionFile({
    exportedAt: '2026-01-01T00:00:00.000Z',
    buildId: 'b',
    company: 'sk-ws',
    config: configInput,
    events: [...events],
  });
}

/** Starts a page load in a log, as boot does (`session/segment-started`). */
export function startSegment(log: EventLog, reason: SegmentReason, url: string, segment: number): void {
  log.append('session/segment-started', { reason, url, segment, droppedSegments: 0, droppedEvents: 0 });
}
