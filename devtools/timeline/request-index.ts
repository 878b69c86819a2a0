/**
 * Which request each reply of a session answers, so the timeline can name a reply by its call
 * (`POST /checkout → 500 …`) although `api/responded` and `api/failed` carry only the requestId. It
 * reads each event once, as the session grows, so a 100,000-event timeline pays for new events only.
 */
import type { AppEvent, EventOf } from '../../events/envelope';

export type RequestEvent = EventOf<'api/requested'>;
export type ReplyEvent = EventOf<'api/responded'> | EventOf<'api/failed'>;

export function isReply(event: AppEvent): event is ReplyEvent {
  return event.type === 'api/responded' || event.type === 'api/failed';
}

/** The request of a reply: null when the session has none, undefined when the reply was not read. */
export interface RequestLookup {
  requestOf(reply: ReplyEvent): RequestEvent | null | undefined;
}

export class RequestIndex implements RequestLookup {
  private first: AppEvent | undefined;
  private last: AppEvent | undefined;
  private read = 0;
  private latest = new Map<string, RequestEvent>();
  private requests = new WeakMap<ReplyEvent, RequestEvent | null>();

  /**
   * Reads the events added since the last call. A reply answers the latest request with its
   * requestId before it (as `exchangeFor` pairs them). Another session's events (a loaded file, a
   * shorter view) start the index over.
   */
  update(events: readonly AppEvent[]): this {
    const same =
      events[0] === this.first && events.length >= this.read && events[this.read - 1] === this.last;
    if (!same) this.reset(events[0]);
    for (let i = this.read; i < events.length; i++) {
      const event = events[i] as AppEvent;
      if (event.type === 'api/requested') this.latest.set(event.payload.requestId, event);
      else if (isReply(event)) this.requests.set(event, this.latest.get(event.payload.requestId) ?? null);
    }
    this.read = events.length;
    this.last = events[events.length - 1];
    return this;
  }

  requestOf(reply: ReplyEvent): RequestEvent | null | undefined {
    return this.requests.get(reply);
  }

  private reset(first: AppEvent | undefined): void {
    this.first = first;
    this.last = undefined;
    this.read = 0;
    this.latest = new Map();
    this.requests = new WeakMap();
  }
}
