/**
 * Opening a reported session by its address (`/developer?session=<url>`, decision 033): a good
 * file opens with every event; a network failure, a 4xx/5xx reply and a bad file each give their
 * own translated message and open nothing.
 */
import { describe, expect, it } from 'vitest';
import { serializeSession } from '../../events/session-file';
import { sessionFileOf, startSegment } from './support/recorded';
import { EventLog } from '../../events/log';
import { ManualClock } from '../../events/clock';
import { fetchSession, sessionNameOf, sessionUrlOf } from '../../devtools/session/session-url';

const reply = (status: number, text: string) => async () => ({
  ok: status >= 200 && status < 300,
  status,
  text: async () => text,
});

function sessionText(): string {
  const log = new EventLog({ clock: new ManualClock() });
  startSegment(log, 'first-load', '/checkout', 1);
  log.append('nav/changed', { path: '/checkout', search: '' });
  startSegment(log, 'gateway-return', '/thank-you?messageKey=fail', 2);
  return serializeSession(sessionFileOf(log.all()));
}

const OPTIONS = { pageOrigin: 'https://shop.test', allowedOrigins: ['https://reports.test/collect'] };

/** A reply whose body streams in chunks, counting what was read. */
function streamed(chunks: number, chunkBytes: number) {
  const read = { chunks: 0 };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (read.chunks >= chunks) return controller.close();
      read.chunks++;
      controller.enqueue(new Uint8Array(chunkBytes).fill(32));
    },
  });
  return { read, reply: async () => ({ ok: true, status: 200, text: async () => '', body }) };
}

describe('a session opened by its address', () => {
  it('reads the address from the console’s query', () => {
    expect(sessionUrlOf('?session=%2Freports%2Fa.json')).toBe('/reports/a.json');
    expect(sessionUrlOf('?session=')).toBeNull();
    expect(sessionUrlOf('')).toBeNull();
    expect(sessionNameOf('https://reports.test/s/a.json?x=1')).toBe('a.json');
  });

  it('opens a good file with every page load', async () => {
    const result = await fetchSession('/a.json', reply(200, sessionText()), OPTIONS);
    expect(result.ok && result.session.events.map((e) => e.type)).toEqual([
      'session/segment-started',
      'nav/changed',
      'session/segment-started',
    ]);
  });

  it('says the request failed on a network error', async () => {
    const result = await fetchSession(
      '/a.json',
      () => Promise.reject(new TypeError('Failed to fetch')),
      OPTIONS,
    );
    expect(result).toMatchObject({
      ok: false,
      error: { messageKey: 'devtools.session_url.network', values: { url: '/a.json' }, badFile: false },
    });
  });

  it.each([404, 500])('says what the server answered (%i)', async (status) => {
    const result = await fetchSession('/a.json', reply(status, 'nope'), OPTIONS);
    expect(result).toMatchObject({
      ok: false,
      error: { messageKey: 'devtools.session_url.http', values: { url: '/a.json', status }, badFile: false },
    });
  });

  it('refuses a bad file with the import’s own message', async () => {
    expect(await fetchSession('/a.json', reply(200, '<html>'), OPTIONS)).toMatchObject({
      ok: false,
      error: { messageKey: 'session.import.not_json', badFile: true },
    });
    expect(
      await fetchSession('/a.json', reply(200, '{"format":"other","version":1}'), OPTIONS),
    ).toMatchObject({
      ok: false,
      error: { messageKey: 'session.import.wrong_format', badFile: true },
    });
  });

  it.each([
    ['https://evil.test/a.json'],
    ['//evil.test/a.json'],
    ['data:application/json,{}'],
    ['javascript:alert(1)'],
    ['file:///etc/passwd'],
  ])('refuses %s before any request: only http(s) on this or an allowed origin', async (url) => {
    let asked = false;
    const result = await fetchSession(
      url,
      async () => {
        asked = true;
        return { ok: true, status: 200, text: async () => sessionText() };
      },
      OPTIONS,
    );
    expect(asked).toBe(false);
    expect(result).toMatchObject({ ok: false, error: { messageKey: 'devtools.session_url.refused' } });
  });

  it('fetches from the reporting service the config allows, without the page’s cookies nor following a redirect', async () => {
    const asked: { url: string; credentials: string; redirect: string }[] = [];
    const result = await fetchSession(
      'https://reports.test/r/7',
      async (url, init) => {
        asked.push({ url, credentials: init.credentials, redirect: init.redirect });
        return { ok: true, status: 200, text: async () => sessionText() };
      },
      OPTIONS,
    );
    expect(result.ok).toBe(true);
    // A redirect would lead anywhere (the address was checked, its redirect's would not be): an error.
    expect(asked).toEqual([{ url: 'https://reports.test/r/7', credentials: 'omit', redirect: 'error' }]);
  });

  it('stops reading a file that grows past the limit while it streams in', async () => {
    const { read, reply: big } = streamed(1000, 1024);
    const result = await fetchSession('/big.json', big, { ...OPTIONS, maxBytes: 10 * 1024 });
    expect(result).toMatchObject({ ok: false, error: { messageKey: 'devtools.session_url.too_large' } });
    expect(read.chunks).toBeLessThan(20);
  });

  it('refuses a file whose declared length is over the limit without reading it', async () => {
    let readBody = false;
    const result = await fetchSession(
      '/big.json',
      async () => ({
        ok: true,
        status: 200,
        headers: new Headers({ 'content-length': String(100 * 1024 * 1024) }),
        text: async () => {
          readBody = true;
          return '';
        },
      }),
      OPTIONS,
    );
    expect(result).toMatchObject({ ok: false, error: { messageKey: 'devtools.session_url.too_large' } });
    expect(readBody).toBe(false);
  });
});
