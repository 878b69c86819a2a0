/**
 * E57 polling (contract §1.9) with a controlled delay: 202 goes on, 200 ends with redirectTo,
 * anything else is an error, and 30 replies of 202 end with the connection-limit message.
 */
import { http as msw, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, COMPANY, LANGUAGE, makeClient, server, useServer } from './support/harness';

useServer();

const pollUrl = 'https://orders.example.test/orders/77/status?token=abc';

function replies(statuses: (() => Response)[]) {
  const seen: { company: string | null; language: string | null; credentials: RequestCredentials }[] = [];
  server.use(
    msw.get('https://orders.example.test/orders/77/status', ({ request }) => {
      seen.push({
        company: request.headers.get('company'),
        language: request.headers.get('language'),
        credentials: request.credentials,
      });
      const next = statuses[Math.min(seen.length - 1, statuses.length - 1)]!;
      return next();
    }),
  );
  return seen;
}

const pending = () => new HttpResponse(null, { status: 202 });
const done = () => HttpResponse.json({ redirectTo: 'https://shop.example.test/thank-you' });

describe('poll', () => {
  it('polls again after 202 and finishes with the redirect of the 200', async () => {
    const seen = replies([pending, pending, done]);
    const waits: number[] = [];
    const { api, events } = makeClient({ delay: async (ms) => void waits.push(ms) });
    const r = await api.poll(pollUrl);
    expect(r).toMatchObject({
      ok: true,
      status: 200,
      value: { redirectTo: 'https://shop.example.test/thank-you' },
    });
    expect(seen).toHaveLength(3);
    expect(waits).toEqual([2000, 2000]);
    // The poll's address is on another origin than the provider's: it gets no cookies (issue 30).
    expect(seen[0]).toEqual({ company: COMPANY, language: LANGUAGE, credentials: 'omit' });
    expect(
      events.filter((e) => e.type === 'requested').map((e) => e.type === 'requested' && e.pathTemplate),
    ).toEqual(['/orders/77/status', '/orders/77/status', '/orders/77/status']);
  });

  it("sends the customer's cookies only to a poll address on the provider's origin", async () => {
    const seen: RequestCredentials[] = [];
    server.use(
      msw.get(`${API}/polls/9`, ({ request }) => {
        seen.push(request.credentials);
        return done();
      }),
    );
    replies([done]);
    const { api } = makeClient();
    expect((await api.poll(`${API}/polls/9`)).ok).toBe(true);
    expect((await api.poll(pollUrl)).ok).toBe(true);
    expect(seen).toEqual(['include']);
  });

  it('sends the first request at once, before any wait', async () => {
    replies([done]);
    const waits: number[] = [];
    const r = await makeClient({ delay: async (ms) => void waits.push(ms) }).api.poll(pollUrl);
    expect(r.ok).toBe(true);
    expect(waits).toEqual([]);
  });

  it('stops after 30 replies of 202 with the connection-limit message', async () => {
    const seen = replies([pending]);
    const waits: number[] = [];
    const r = await makeClient({ delay: async (ms) => void waits.push(ms) }).api.poll(pollUrl);
    expect(seen).toHaveLength(30);
    expect(waits).toHaveLength(29);
    expect(!r.ok && r.error).toMatchObject({ kind: 'client', messageKey: 'polling.limit_exceeded' });
  });

  it('stops with the error of any other status', async () => {
    replies([pending, () => HttpResponse.json({}, { status: 500 })]);
    const r = await makeClient().api.poll(pollUrl);
    expect(!r.ok && r.error).toMatchObject({ status: 500, messageKey: 'general.server_error' });
  });

  it('treats a 2xx other than 200 and 202 as an error', async () => {
    replies([() => new HttpResponse(null, { status: 204 })]);
    const r = await makeClient().api.poll(pollUrl);
    expect(!r.ok && r.error).toMatchObject({ kind: 'http', status: 204 });
  });

  it('fails with invalid_reply when the 200 has no redirectTo', async () => {
    replies([() => HttpResponse.json({ ok: true })]);
    const r = await makeClient().api.poll(pollUrl);
    expect(!r.ok && r.error).toMatchObject({ kind: 'schema', messageKey: 'general.invalid_reply' });
  });

  it('stops with ws-abort when aborted between polls', async () => {
    const seen = replies([pending]);
    const controller = new AbortController();
    const { api } = makeClient({ delay: async () => controller.abort() });
    const r = await api.poll(pollUrl, { signal: controller.signal });
    expect(seen).toHaveLength(1);
    expect(!r.ok && r.error.messageKey).toBe('ws-abort');
  });
});
