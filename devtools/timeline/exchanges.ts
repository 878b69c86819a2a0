/**
 * API exchanges of a session: each `api/requested` with its `api/responded` or `api/failed`,
 * linked by requestId. The timeline shows them together, HAR export and replay read them.
 */
import type { AppEvent, EventOf } from '../../events/envelope';

export interface Exchange {
  requestId: string;
  request: EventOf<'api/requested'>;
  reply: EventOf<'api/responded'> | EventOf<'api/failed'> | null;
  failed: boolean;
}

export function exchangesOf(events: readonly AppEvent[]): Exchange[] {
  const byId = new Map<string, Exchange>();
  const list: Exchange[] = [];
  for (const event of events) {
    if (event.type === 'api/requested') {
      const exchange: Exchange = {
        requestId: event.payload.requestId,
        request: event,
        reply: null,
        failed: false,
      };
      byId.set(exchange.requestId, exchange);
      list.push(exchange);
    } else if (event.type === 'api/responded' || event.type === 'api/failed') {
      const exchange = byId.get(event.payload.requestId);
      if (!exchange || exchange.reply) continue;
      exchange.reply = event;
      exchange.failed = event.type === 'api/failed' || event.payload.status >= 400;
    }
  }
  return list;
}

/**
 * The exchange an event belongs to (request or reply), or null. The request is looked for before the
 * event and the reply after it, from the event's own place, so reading an event of a long session
 * costs the distance between request and reply, not the session's length.
 */
export function exchangeFor(events: readonly AppEvent[], event: AppEvent): Exchange | null {
  if (event.type !== 'api/requested' && event.type !== 'api/responded' && event.type !== 'api/failed')
    return null;
  const id = event.payload.requestId;
  const at = events[event.seq] === event ? event.seq : events.indexOf(event);
  let request: EventOf<'api/requested'> | null = null;
  let from = -1;
  for (let i = at; i >= 0; i--) {
    const e = events[i] as AppEvent;
    if (e.type === 'api/requested' && e.payload.requestId === id) {
      request = e;
      from = i;
      break;
    }
  }
  if (!request) return null;
  let reply: EventOf<'api/responded'> | EventOf<'api/failed'> | null = null;
  for (let i = from + 1; i < events.length; i++) {
    const e = events[i] as AppEvent;
    if ((e.type === 'api/responded' || e.type === 'api/failed') && e.payload.requestId === id) {
      reply = e;
      break;
    }
  }
  const failed = reply !== null && (reply.type === 'api/failed' || reply.payload.status >= 400);
  return { requestId: id, request, reply, failed };
}
