/**
 * The streamed domain check's limits (issue 30, decision 038): the call's limit runs for each element
 * (a provider that only sends whitespace does not keep it alive), an overall limit ends a page that
 * keeps delivering, and a page holds no more elements than it asked for. Each ends the page as a
 * failure that keeps the results handed over, and aborts the request. Fake timers, no clock.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DomainResult } from '../../events/contract/offers';
import type { Result } from '../../src/api/result';
import type { DomainCheckPage } from '../../src/api/endpoints/domain-check-stream';
import { makeClient } from './support/harness';
import { domainResult } from './support/samples';

const encoder = new TextEncoder();
const line = (name: string) => JSON.stringify(domainResult(name));

/** A provider whose E46 reply the test writes by hand; `signal` is what the client gave fetch. */
function handWrittenStream() {
  let stream: ReadableStreamDefaultController<Uint8Array> | null = null;
  let open = true;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      stream = controller;
    },
    cancel() {
      open = false;
    },
  });
  const wire = {
    signal: null as AbortSignal | null,
    /** Writes to the reply while the client still reads it. */
    send(text: string) {
      if (open) stream?.enqueue(encoder.encode(text));
    },
    close() {
      if (open) stream?.close();
    },
  };
  const fetch = ((_url: string, init?: RequestInit) => {
    wire.signal = init?.signal ?? null;
    return Promise.resolve(new Response(body, { headers: { 'content-type': 'application/json' } }));
  }) as typeof globalThis.fetch;
  return { wire, fetch };
}

/** Starts a check and keeps what it hands over and how it ends (undefined while it runs). */
function check(fetch: typeof globalThis.fetch, perPage = 10) {
  const names: string[] = [];
  const outcome: { result?: Result<DomainCheckPage> } = {};
  void makeClient({ fetch })
    .api.checkDomains({
      domains: ['example.sk'],
      perPage,
      onResult: (r: DomainResult) => names.push(r.name),
    })
    .then((result) => (outcome.result = result));
  return { names, outcome };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the limits of the streamed domain check', () => {
  it('ends a stream that only sends a space every 9 s at the per-element limit, keeping what came', async () => {
    const { wire, fetch } = handWrittenStream();
    const c = check(fetch);
    await vi.advanceTimersByTimeAsync(0);
    wire.send(`[\n${line('example.sk')}`);
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 3 && !c.outcome.result; i++) {
      await vi.advanceTimersByTimeAsync(9_000);
      wire.send(' ');
    }
    expect(c.outcome.result).toMatchObject({
      ok: false,
      error: { kind: 'timeout', messageKey: 'general.timeout', data: { limitMs: 10_000 } },
    });
    expect(c.names).toEqual(['example.sk']);
    expect(wire.signal?.aborted).toBe(true);
  });

  it('gives each element the whole per-element limit again', async () => {
    const { wire, fetch } = handWrittenStream();
    const c = check(fetch);
    await vi.advanceTimersByTimeAsync(0);
    wire.send('[\n');
    for (const name of ['a.sk', 'a.cz', 'a.eu']) {
      await vi.advanceTimersByTimeAsync(9_000);
      wire.send(`${name === 'a.sk' ? '' : ',\n'}${line(name)}`);
    }
    await vi.advanceTimersByTimeAsync(9_000);
    wire.send('\n]');
    wire.close();
    await vi.advanceTimersByTimeAsync(0);
    expect(c.outcome.result).toMatchObject({ ok: true, value: { endOfStream: true } });
    expect(c.names).toEqual(['a.sk', 'a.cz', 'a.eu']);
  });

  it('ends a page still delivering after 60 s at the overall limit, keeping what came', async () => {
    const { wire, fetch } = handWrittenStream();
    const c = check(fetch, 100);
    await vi.advanceTimersByTimeAsync(0);
    wire.send('[\n');
    for (let i = 0; i < 10 && !c.outcome.result; i++) {
      await vi.advanceTimersByTimeAsync(9_000);
      wire.send(`${i > 0 ? ',\n' : ''}${line(`d${i}.sk`)}`);
    }
    expect(c.outcome.result).toMatchObject({
      ok: false,
      error: { kind: 'timeout', data: { limitMs: 60_000 } },
    });
    // elements at 9, 18, … 54 s came before the limit; the one at 63 s did not count
    expect(c.names).toHaveLength(6);
    expect(wire.signal?.aborted).toBe(true);
  });

  it('fails a page that sends more elements than it asked for, keeping the ones it asked for', async () => {
    const { wire, fetch } = handWrittenStream();
    const c = check(fetch, 2);
    await vi.advanceTimersByTimeAsync(0);
    wire.send(`[\n${line('a.sk')},\n${line('a.cz')},\n${line('a.eu')},\n`);
    await vi.advanceTimersByTimeAsync(0);
    expect(c.outcome.result).toMatchObject({ ok: false, error: { kind: 'parse' } });
    expect(c.names).toEqual(['a.sk', 'a.cz']);
    expect(wire.signal?.aborted).toBe(true);
  });
});
