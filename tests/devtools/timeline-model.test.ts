/**
 * The timeline's model: families and one-line summaries, filtering that hides without dropping,
 * windowing that renders a few dozen rows of 100,000, the exchange of an API event, and the
 * dashboard's session summary.
 */
import { describe, expect, it } from 'vitest';
import type { AppEvent } from '../../events/envelope';
import { filterEvents } from '../../devtools/timeline/event-filter';
import { familiesOf, formatMs, summarize } from '../../devtools/timeline/event-summary';
import { isErrorEvent, nearestError } from '../../devtools/timeline/error-events';
import { exchangeFor, exchangesOf } from '../../devtools/timeline/exchanges';
import { RequestIndex } from '../../devtools/timeline/request-index';
import { summarizeSession } from '../../devtools/session/session-summary';
import { rowWindow, scrollToRow } from '../../devtools/timeline/timeline-window';
import { recordedSession, typesOf } from './support/recorded';

const events = recordedSession().log.all();
const byType = (type: string) => events.find((e) => e.type === type)!;

describe('event families and summaries', () => {
  it('puts intents, API, navigation and errors in their families', () => {
    expect(familiesOf(byType('cart/item-add-requested'))).toEqual(['intent']);
    expect(familiesOf(byType('api/failed'))).toEqual(['api', 'error']);
    expect(familiesOf(byType('nav/requested'))).toEqual(['intent', 'navigation']);
  });

  it('summarizes an exchange in one readable line, a reply by its call', () => {
    const requests = new RequestIndex().update(events);
    expect(summarize(byType('api/requested'), requests)).toBe('POST /cart/items');
    expect(summarize(byType('api/responded'), requests)).toBe('POST /cart/items → 200 in 42.0 ms');
    expect(summarize(byType('api/failed'), requests)).toBe(
      'GET /cart/items/{id}/prices → 402 payment.card_failed',
    );
  });
});

describe('filtering', () => {
  it('shows only the chosen families and never removes events from the session', () => {
    const before = events.length;
    const errors = filterEvents(events, { families: ['error'], text: '' });
    expect(typesOf(errors)).toEqual(['api/failed', 'api/failed']);
    expect(events.length).toBe(before);
  });

  it('filters by text in the type or the summary, an API reply also by its request', () => {
    const requests = new RequestIndex().update(events);
    expect(typesOf(filterEvents(events, { families: [], text: 'card_failed' }, requests))).toEqual([
      'api/failed',
    ]);
    expect(typesOf(filterEvents(events, { families: ['api'], text: 'prices' }, requests))).toEqual([
      'api/requested',
      'api/failed',
      'api/requested',
      'api/failed',
    ]);
  });
});

describe('windowing', () => {
  it('renders only the rows around the viewport of a 100,000-event list', () => {
    const w = rowWindow(100_000, 24 * 50_000);
    expect(w.end - w.start).toBeLessThan(50);
    expect(w.start).toBeLessThanOrEqual(50_000);
    expect(w.end).toBeGreaterThan(50_000);
    expect(w.totalHeight).toBe(2_400_000);
  });

  it('scrolls just enough to bring a chosen row into view', () => {
    expect(scrollToRow(0, 240)).toBe(0);
    expect(scrollToRow(100, 0)).toBe(100 * 24 + 24 - 480);
    expect(scrollToRow(12, 0)).toBe(0);
  });
});

describe('exchanges', () => {
  it('links each request to its reply by requestId and marks failures', () => {
    expect(exchangesOf(events).map((e) => [e.requestId, e.reply?.type, e.failed])).toEqual([
      ['r1', 'api/responded', false],
      ['r2', 'api/failed', true],
      ['r3', 'api/failed', true],
    ]);
    expect(exchangeFor(events, byType('api/responded'))?.request.payload.url).toBe(
      'https://api.test/cart/items',
    );
  });
});

describe('session summary', () => {
  it('counts events, API calls and errors and reads company, workflow and language', () => {
    expect(summarizeSession(events)).toEqual({
      company: 'sk-ws',
      workflow: 1,
      language: 'sk-SK',
      events: events.length,
      apiCalls: 3,
      errors: 2,
    });
  });
});

describe('errors and durations', () => {
  it('calls failed replies, crashes, failed boots and message-bearing failures errors, and nothing else', () => {
    const s = recordedSession();
    s.emit('app/crashed', { messageKey: 'general.unexpected', detail: 'boom' });
    s.emit('app/boot-failed', { messageKey: 'boot.no_config' });
    s.emit('nav/failed', { to: '/x', messageKey: 'nav.failed' });
    const all = s.log.all();
    const errors = all.filter(isErrorEvent).map((e) => e.type);
    expect(errors).toEqual(['api/failed', 'api/failed', 'app/crashed', 'app/boot-failed', 'nav/failed']);
    expect(isErrorEvent(byType('api/responded'))).toBe(false);
  });

  it('does not call a request the app aborted itself (a newer one replaced it) an error', () => {
    const failed = byType('api/failed') as Extract<AppEvent, { type: 'api/failed' }>;
    const aborted = {
      ...failed,
      payload: { ...failed.payload, error: { ...failed.payload.error, kind: 'abort' } },
    };
    expect(isErrorEvent(failed)).toBe(true);
    expect(isErrorEvent(aborted as AppEvent)).toBe(false);
  });

  it('does not call a failure event an error when what failed was an abort (the customer left the page)', () => {
    const failure = (kind: string) =>
      ({
        seq: 1,
        type: 'cross-sell/failed',
        payload: {
          error: { kind, status: null, messageKey: 'general.network_error', key: null, violations: [] },
        },
      }) as unknown as AppEvent;
    expect(isErrorEvent(failure('network'))).toBe(true);
    expect(isErrorEvent(failure('abort'))).toBe(false);
  });

  it('finds the previous and the next error from a position, and none past the last', () => {
    const failures = events.flatMap((e, i) => (isErrorEvent(e) ? [i] : []));
    expect(nearestError(events, -1, 1)).toBe(failures[0]);
    expect(nearestError(events, failures[0]!, 1)).toBe(failures[1]);
    expect(nearestError(events, failures[1]!, -1)).toBe(failures[0]);
    expect(nearestError(events, failures.at(-1)!, 1)).toBe(-1);
  });

  it('rounds times and durations to 0.1 ms', () => {
    expect(formatMs(12.345)).toBe('12.3');
    expect(formatMs(0.06)).toBe('0.1');
    expect(formatMs(42)).toBe('42.0');
  });
});
