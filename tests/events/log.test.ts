/**
 * The event log: sequence numbers and clock times, numbering after an imported session, payloads
 * validated and parsed at append, and delivery in seq order to subscribers that append themselves.
 */
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../events/clock';
import type { AppEvent } from '../../events/envelope';
import { EVENT_SCHEMA_VERSION } from '../../events/envelope';
import { EventLog } from '../../events/log';

describe('the event log', () => {
  it('gives each appended event the next seq and the clock time', () => {
    const clock = new ManualClock(5);
    const log = new EventLog({ clock });
    const first = log.append('nav/changed', { path: '/checkout', search: '' });
    clock.advance(120);
    const second = log.append('ui/side-panel-opened', { panel: 'login' });
    expect([first.seq, first.at, second.seq, second.at]).toEqual([0, 5, 1, 125]);
    expect(second.v).toBe(EVENT_SCHEMA_VERSION);
    expect(log.size).toBe(2);
    expect(log.last()).toBe(second);
  });

  it('continues numbering after the events of an imported session', () => {
    const log = new EventLog({ clock: new ManualClock() });
    log.append('nav/changed', { path: '/', search: '' });
    const resumed = new EventLog({ clock: new ManualClock(), initial: log.all() });
    expect(resumed.append('ui/side-panel-closed', {}).seq).toBe(1);
  });

  it('refuses an event whose payload does not fit its schema and stores nothing', () => {
    const log = new EventLog({ clock: new ManualClock() });
    // @ts-expect-error: the payload is wrong on purpose
    expect(() => log.append('nav/changed', { path: 42 })).toThrow(/nav\/changed has an invalid payload/);
    expect(log.size).toBe(0);
  });

  it('stores the parsed payload, with defaults applied by the schema', () => {
    const log = new EventLog({ clock: new ManualClock() });
    const event = log.append('app/booted', {
      config: { validationApiUrl: 'v', apiUrl: 'a', loginUrl: 'l' },
      locale: 'sk-SK',
      mode: 'test',
      buildId: 'b',
    });
    expect(event.payload.config.company).toBe('sk-ws');
    expect(event.payload.config.workflow).toBe(1);
  });

  it('delivers events appended by a subscriber after the event being delivered, in seq order', () => {
    const log = new EventLog({ clock: new ManualClock() });
    const seenByA: number[] = [];
    const seenByB: number[] = [];
    log.events$.subscribe((e: AppEvent) => {
      seenByA.push(e.seq);
      if (e.type === 'ui/item-drawer-toggled')
        log.append('ui/item-drawer-saving', { itemId: 'x', saving: true });
    });
    log.events$.subscribe((e: AppEvent) => seenByB.push(e.seq));
    log.append('ui/item-drawer-toggled', { itemId: 'x' });
    log.append('ui/item-drawer-closed', {});
    expect(seenByA).toEqual([0, 1, 2]);
    expect(seenByB).toEqual([0, 1, 2]);
    expect(log.all().map((e) => e.type)).toEqual([
      'ui/item-drawer-toggled',
      'ui/item-drawer-saving',
      'ui/item-drawer-closed',
    ]);
  });
});
