/**
 * Every call has a time limit (decision 038): past it the caller gets a `timeout` failure at once
 * (not an abort) and the request is aborted, so the browser's connection is free for the next call
 * (issue 30: six hung cart loads held every connection to the provider). Time is a manual timer the
 * test fires, never the clock.
 */
import { describe, expect, it } from 'vitest';
import { AppConfig } from '../../events/contract/app-config';
import type { StartTimer } from '../../src/api/http';
import { deferred, flush } from '../support/effect-harness';
import { makeClient, type Recorded } from './support/harness';

/** A timer the test fires by hand: every started timer, with its limit, and whether it was cancelled. */
function manualTimer() {
  const timers: { ms: number; fire: () => void; cancelled: boolean }[] = [];
  const timer: StartTimer = (ms, fire) => {
    const t = { ms, fire, cancelled: false };
    timers.push(t);
    return () => void (t.cancelled = true);
  };
  const fireAll = () => timers.filter((t) => !t.cancelled).forEach((t) => t.fire());
  return { timers, timer, fireAll };
}

/** A fetch whose replies the test hands over by hand, one per request, in order. */
function heldFetch() {
  const requests: {
    url: string;
    init: RequestInit | undefined;
    reply: ReturnType<typeof deferred<Response>>;
  }[] = [];
  const fetch = ((url: string, init?: RequestInit) => {
    const reply = deferred<Response>();
    requests.push({ url, init, reply });
    return new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('The operation was aborted.', 'AbortError')),
      );
      void reply.promise.then(resolve);
    });
  }) as typeof globalThis.fetch;
  return { requests, fetch };
}

const cart = { uuid: 'c-1', items: [] };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function client(limits = { callMs: 10_000, orderMs: 45_000 }) {
  const time = manualTimer();
  const net = heldFetch();
  return { ...makeClient({ fetch: net.fetch, timer: time.timer, timeLimits: limits }), time, net };
}

const types = (events: Recorded[]) => events.map((e) => e.type);

describe('the time limit of a call', () => {
  it('fails a call whose reply does not come within the limit with a timeout, not an abort', async () => {
    const c = client();
    const call = c.api.getCart();
    await flush();
    expect(c.time.timers.map((t) => t.ms)).toEqual([10_000]);
    c.time.fireAll();
    const result = await call;
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({
      kind: 'timeout',
      status: null,
      messageKey: 'general.timeout',
      data: { limitMs: 10_000 },
    });
    expect(types(c.events)).toEqual(['requested', 'failed']);
  });

  it('aborts the request when its limit ends, and not before', async () => {
    const c = client();
    const call = c.api.getCart();
    await flush();
    const signal = c.net.requests[0]?.init?.signal;
    expect(signal?.aborted).toBe(false);
    c.time.fireAll();
    await call;
    // the connection is released: the next call does not wait behind the hung one
    expect(signal?.aborted).toBe(true);
  });

  it('keeps the timeout for the caller when a cart change is aborted at its limit', async () => {
    const c = client();
    const call = c.api.updateItem('i-1', { period: 24 });
    await flush();
    c.time.fireAll();
    const result = await call;
    expect(result.ok ? 'ok' : result.error.kind).toBe('timeout');
    expect(c.net.requests[0]?.init?.signal?.aborted).toBe(true);
    c.net.requests[0]?.reply.resolve(json({ ...cart, items: [{ id: 'i-1' }] }));
    await flush();
    expect(types(c.events)).toEqual(['requested', 'failed']);
  });

  it("passes the caller's abort on to the request, and forgets the caller's signal once settled", async () => {
    const c = client();
    const controller = new AbortController();
    const call = c.api.deleteMigrationFile('site.zip', { signal: controller.signal });
    await flush();
    c.net.requests[0]?.reply.resolve(new Response(null, { status: 204 }));
    expect((await call).ok).toBe(true);
    controller.abort();
    expect(c.net.requests[0]?.init?.signal?.aborted).toBe(false);
  });

  it('answers a reply within the limit as usual and stops its timer', async () => {
    const c = client();
    const call = c.api.getCart();
    await flush();
    c.net.requests[0]?.reply.resolve(json({ wrong: true }));
    const result = await call;
    expect(result.ok ? 'ok' : result.error.kind).toBe('schema');
    expect(c.time.timers.every((t) => t.cancelled)).toBe(true);
  });

  it('times out a reply whose headers came in time but whose body does not', async () => {
    const c = client();
    const call = c.api.getCart();
    await flush();
    let push!: (text: string) => void;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (text) => {
          controller.enqueue(new TextEncoder().encode(text));
          controller.close();
        };
      },
    });
    c.net.requests[0]?.reply.resolve(new Response(body, { status: 200 }));
    await flush();
    c.time.fireAll();
    const result = await call;
    expect(result.ok ? 'ok' : result.error).toMatchObject({ kind: 'timeout', status: 200 });
    expect(c.net.requests[0]?.init?.signal?.aborted).toBe(true);
    push(JSON.stringify(cart));
    await flush();
    expect(types(c.events)).toEqual(['requested', 'failed']);
  });

  it('tells a timeout from an abort of the caller', async () => {
    const c = client();
    const controller = new AbortController();
    const call = c.api.getCrossSell({ signal: controller.signal });
    await flush();
    controller.abort();
    const result = await call;
    expect(result.ok ? 'ok' : result.error.kind).toBe('abort');
    expect(c.net.requests[0]?.init?.signal?.aborted).toBe(true);
    expect(c.time.timers.every((t) => t.cancelled)).toBe(true);
  });

  it('gives the checkout the order limit and every other call the call limit', async () => {
    const c = client({ callMs: 3000, orderMs: 60_000 });
    void c.api.getCart();
    void c.api.checkout({
      redirectAfterCancel: 'https://shop.test/thank-you?messageKey=cancel',
      redirectAfterPaySuccess: 'https://shop.test/thank-you?messageKey=success',
      redirectAfterPayFailure: 'https://shop.test/thank-you?messageKey=fail',
      termsAndConditionsConsent: true,
      thirdPartyConsent: false,
    });
    void c.api.getPaymentOptions();
    await flush();
    expect(c.time.timers.map((t) => t.ms)).toEqual([3000, 60_000, 3000]);
  });

  it('limits each polling request and ends polling with the timeout', async () => {
    const c = client();
    const poll = c.api.poll('https://orders.example.test/polls/7');
    await flush();
    c.net.requests[0]?.reply.resolve(new Response(null, { status: 202 }));
    await flush();
    await flush();
    expect(c.net.requests).toHaveLength(2);
    c.time.fireAll();
    const result = await poll;
    expect(result.ok ? 'ok' : result.error.kind).toBe('timeout');
    expect(c.time.timers.map((t) => t.ms)).toEqual([10_000, 10_000]);
  });
});

describe('the time limits in the app config', () => {
  const base = { apiUrl: '/api', validationApiUrl: '/v', loginUrl: '/login' };

  it('default to 10 s for a call and 45 s for the checkout', () => {
    expect(AppConfig.parse(base).timeLimits).toEqual({ callMs: 10_000, orderMs: 45_000 });
  });

  it('take what the host page configures, part by part', () => {
    expect(AppConfig.parse({ ...base, timeLimits: { callMs: 4000 } }).timeLimits).toEqual({
      callMs: 4000,
      orderMs: 45_000,
    });
    expect(AppConfig.safeParse({ ...base, timeLimits: { orderMs: 0 } }).success).toBe(false);
  });
});
