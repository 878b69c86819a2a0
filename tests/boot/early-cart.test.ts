/**
 * The entry adopts the reply of index.html's early `GET /cart` for the one request that is the same,
 * once, and sends everything else as before; an abort still aborts. Through the real API client the
 * adopted reply reads and records like any other, so the log cannot tell.
 */
import { describe, expect, it, vi } from 'vitest';
import { adoptingFetch, takeEarlyCart, type EarlyCart } from '../../src/boot/early-cart';
import { API, COMPANY, LANGUAGE, makeClient } from '../api/support/harness';
import * as samples from '../api/support/samples';

const URL_ = 'https://api.example.test/v1/cart';
const HEADERS = { Accept: 'application/json', company: 'sk-ws', language: 'sk-SK' };

function early(body = '{"early":true}'): EarlyCart {
  return { url: URL_, headers: HEADERS, reply: Promise.resolve(new Response(body)) };
}

function network() {
  return vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(new Response('{"network":true}')),
  );
}

describe('adoptingFetch', () => {
  it('answers the first identical request with the early reply, and sends the next one', async () => {
    const send = network();
    const fetch = adoptingFetch(early(), send);
    const init = { method: 'GET', headers: { ...HEADERS }, credentials: 'include' as const };
    expect(await (await fetch(URL_, init)).json()).toEqual({ early: true });
    expect(send).not.toHaveBeenCalled();
    expect(await (await fetch(URL_, init)).json()).toEqual({ network: true });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('sends a request that differs in URL, method, a header or a body', async () => {
    for (const [url, init] of [
      [`${URL_}?x=1`, { method: 'GET', headers: HEADERS }],
      [URL_, { method: 'POST', headers: HEADERS, body: '{}' }],
      [URL_, { method: 'GET', headers: { ...HEADERS, language: 'en-US' } }],
      [URL_, { method: 'GET', headers: { ...HEADERS, 'X-WITH-FLASH-MESSAGES': 'true' } }],
    ] as const) {
      const send = network();
      await adoptingFetch(early(), send)(url, init);
      expect(send, `${url} ${JSON.stringify(init)}`).toHaveBeenCalledTimes(1);
    }
  });

  it('rejects with an AbortError when the caller aborts before the early reply arrives', async () => {
    const pending: EarlyCart = { url: URL_, headers: HEADERS, reply: new Promise<Response>(() => undefined) };
    const controller = new AbortController();
    const answer = adoptingFetch(pending, network())(URL_, { headers: HEADERS, signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('aborts the early request itself when the adopted request is aborted (its time limit)', async () => {
    const abort = vi.fn();
    const pending: EarlyCart = {
      url: URL_,
      headers: HEADERS,
      reply: new Promise<Response>(() => undefined),
      abort,
    };
    const controller = new AbortController();
    const answer = adoptingFetch(pending, network())(URL_, { headers: HEADERS, signal: controller.signal });
    expect(abort).not.toHaveBeenCalled();
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    // the early request's connection is let go, not held until the provider answers
    expect(abort).toHaveBeenCalledTimes(1);
  });

  it('passes a failed early request on as the network failure it was', async () => {
    const failed: EarlyCart = {
      url: URL_,
      headers: HEADERS,
      reply: Promise.reject(new TypeError('Failed to fetch')),
    };
    failed.reply.catch(() => undefined);
    await expect(adoptingFetch(failed, network())(URL_, { headers: HEADERS })).rejects.toThrow(
      'Failed to fetch',
    );
  });

  it('without an early request sends everything', async () => {
    const send = network();
    await adoptingFetch(null, send)(URL_, { headers: HEADERS });
    expect(send).toHaveBeenCalledTimes(1);
  });
});

describe('takeEarlyCart', () => {
  it('takes a well-formed early request off the window once, and ignores anything else', () => {
    const win = { __checkoutEarlyCart: early() } as unknown as Window;
    expect(takeEarlyCart(win)?.url).toBe(URL_);
    expect(takeEarlyCart(win)).toBeNull();
    expect(takeEarlyCart({ __checkoutEarlyCart: { url: 1 } } as unknown as Window)).toBeNull();
  });
});

describe('the API client with the adopted reply', () => {
  it('reads and records the early cart as if it had asked for it itself, and asks the network next time', async () => {
    const reply = Promise.resolve(Response.json(samples.cart));
    const headers = { Accept: 'application/json', company: COMPANY, language: LANGUAGE };
    const send = vi.fn(() => Promise.resolve(Response.json(samples.cart)));
    const { api, events } = makeClient({
      fetch: adoptingFetch({ url: `${API}/cart`, headers, reply }, send),
    });
    const first = await api.getCart();
    expect(first.ok).toBe(true);
    expect(send).not.toHaveBeenCalled();
    expect(events.map((e) => [e.type, 'pathTemplate' in e ? e.pathTemplate : null])).toEqual([
      ['requested', '/cart'],
      ['responded', null],
    ]);
    await api.getCart();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
