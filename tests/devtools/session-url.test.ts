/**
 * Opening a reported session by its address (`/developer?session=<url>`, decision 033): a good
 * file opens with every event; a network failure, a 4xx/5xx reply and a bad file each give their
 * own translated message and open nothing.
 */
import { describe, expect, it } from 'vitest';
import { createSessionFile, serializeSession } from '../../events/session-file';
import { EventLog } from '../../events/log';
import { ManualClock } from '../../events/clock';
import { fetchSession, sessionNameOf, sessionUrlOf } from '../../devtools/session-url';
import { configInput } from '../support/builders';

const reply = (status: number, text: string) => async () => ({
  ok: status >= 200 && status < 300,
  status,
  text: async () => text,
});

function sessionText(): string {
  const log = new EventLog({ clock: new ManualClock() });
  log.append('session/segment-started', {
    reason: 'first-load',
    url: '/checkout',
    segment: 1,
    droppedSegments: 0,
    droppedEvents: 0,
  });
  log.append('nav/changed', { path: '/checkout', search: '' });
  log.append('session/segment-started', {
    reason: 'gateway-return',
    url: '/thank-you?messageKey=fail',
    segment: 2,
    droppedSegments: 0,
    droppedEvents: 0,
  });
  return serializeSession(
    createSessionFile({
      exportedAt: '2026-01-01T00:00:00.000Z',
      buildId: 'b',
      company: 'sk-ws',
      config: configInput,
      events: [...log.all()],
    }),
  );
}

describe('a session opened by its address', () => {
  it('reads the address from the console’s query', () => {
    expect(sessionUrlOf('?session=%2Freports%2Fa.json')).toBe('/reports/a.json');
    expect(sessionUrlOf('?session=')).toBeNull();
    expect(sessionUrlOf('')).toBeNull();
    expect(sessionNameOf('https://reports.test/s/a.json?x=1')).toBe('a.json');
  });

  it('opens a good file with every page load', async () => {
    const result = await fetchSession('/a.json', reply(200, sessionText()));
    expect(result.ok && result.session.events.map((e) => e.type)).toEqual([
      'session/segment-started',
      'nav/changed',
      'session/segment-started',
    ]);
  });

  it('says the request failed on a network error', async () => {
    const result = await fetchSession('/a.json', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(result).toMatchObject({
      ok: false,
      error: { messageKey: 'devtools.session_url.network', values: { url: '/a.json' }, badFile: false },
    });
  });

  it.each([404, 500])('says what the server answered (%i)', async (status) => {
    const result = await fetchSession('/a.json', reply(status, 'nope'));
    expect(result).toMatchObject({
      ok: false,
      error: { messageKey: 'devtools.session_url.http', values: { url: '/a.json', status }, badFile: false },
    });
  });

  it('refuses a bad file with the import’s own message', async () => {
    expect(await fetchSession('/a.json', reply(200, '<html>'))).toMatchObject({
      ok: false,
      error: { messageKey: 'session.import.not_json', badFile: true },
    });
    expect(await fetchSession('/a.json', reply(200, '{"format":"other","version":1}'))).toMatchObject({
      ok: false,
      error: { messageKey: 'session.import.wrong_format', badFile: true },
    });
  });
});
