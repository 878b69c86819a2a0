/**
 * E46: the streamed domain check hands each result over as it arrives, fails on a broken stream,
 * and stops with ws-abort when the user aborts.
 */
import { http as msw, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DomainResult } from '../../events/contract/offers';
import { API, COMPANY, makeClient, server, useServer } from './support/harness';
import { domainResult } from './support/samples';

useServer();

const url = `${API}/domain-checker/check-domains`;
const line = (name: string) => JSON.stringify(domainResult(name));
const encoder = new TextEncoder();

function streamReply(write: (send: (text: string) => void) => Promise<void>): Response {
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        await write((text) => controller.enqueue(encoder.encode(text)));
        controller.close();
      } catch (e) {
        controller.error(e);
      }
    },
  });
  return new HttpResponse(body, { headers: { 'content-type': 'application/json' } });
}

describe('checkDomains', () => {
  it('hands over each result before the stream has ended', async () => {
    const order: string[] = [];
    let firstSeen!: () => void;
    const seen = new Promise<void>((resolve) => (firstSeen = resolve));
    server.use(
      msw.get(url, () =>
        streamReply(async (send) => {
          send(`[\n${line('example.sk')},\n`);
          // Wait until the client has handed over the first result (or give up, which fails below).
          await Promise.race([seen, new Promise((r) => setTimeout(r, 1000))]);
          order.push('server: sends the rest');
          send(`${line('example.cz')}\n]`);
        }),
      ),
    );
    const { api } = makeClient();
    const r = await api.checkDomains({
      domains: ['example.sk'],
      onResult: (result: DomainResult) => {
        order.push(`client: ${result.name}`);
        firstSeen();
      },
    });
    expect(order).toEqual(['client: example.sk', 'server: sends the rest', 'client: example.cz']);
    expect(r.ok && r.value.results.map((d) => d.name)).toEqual(['example.sk', 'example.cz']);
  });

  it('sends domains[] repeated with page and per-page, and ends the stream on a short page', async () => {
    let query: [string, string][] = [];
    let company: string | null = null;
    server.use(
      msw.get(url, ({ request }) => {
        query = [...new URL(request.url).searchParams.entries()];
        company = request.headers.get('company');
        return streamReply(async (send) => send(`[\n${line('a.sk')}\n]`));
      }),
    );
    const { api, events } = makeClient();
    const r = await api.checkDomains({ domains: ['a.sk', 'a'], page: 2, perPage: 2 });
    expect(query).toEqual([
      ['domains[]', 'a.sk'],
      ['domains[]', 'a'],
      ['page', '2'],
      ['per-page', '2'],
    ]);
    expect(company).toBe(COMPANY);
    expect(r).toMatchObject({ ok: true, value: { endOfStream: true } });
    expect(events.map((e) => e.type)).toEqual(['requested', 'responded']);
    expect(events[1]).toMatchObject({ body: [domainResult('a.sk')] });
  });

  it('does not end the stream when the page is full', async () => {
    server.use(
      msw.get(url, () => streamReply(async (send) => send(`[\n${line('a.sk')},\n${line('a.cz')}\n]`))),
    );
    const r = await makeClient().api.checkDomains({ domains: ['a'], perPage: 2 });
    expect(r).toMatchObject({ ok: true, value: { endOfStream: false } });
  });

  it('uses page 1 and 10 per page by default', async () => {
    let query: [string, string][] = [];
    server.use(
      msw.get(url, ({ request }) => {
        query = [...new URL(request.url).searchParams.entries()];
        return streamReply(async (send) => send('[\n]'));
      }),
    );
    const r = await makeClient().api.checkDomains({ domains: ['a'] });
    expect(query).toEqual([
      ['domains[]', 'a'],
      ['page', '1'],
      ['per-page', '10'],
    ]);
    expect(r).toMatchObject({ ok: true, value: { results: [], endOfStream: true } });
  });

  it('fails a truncated stream after handing over what arrived whole', async () => {
    server.use(msw.get(url, () => streamReply(async (send) => send(`[\n${line('a.sk')},\n{"name":"b.s`))));
    const names: string[] = [];
    const { api, events } = makeClient();
    const r = await api.checkDomains({ domains: ['a'], onResult: (d) => names.push(d.name) });
    expect(names).toEqual(['a.sk']);
    expect(!r.ok && r.error).toMatchObject({
      kind: 'parse',
      status: 200,
      messageKey: 'general.invalid_reply',
    });
    expect(events.map((e) => e.type)).toEqual(['requested', 'failed']);
  });

  it('fails when the connection breaks mid-stream, keeping the result it had read', async () => {
    let firstSeen!: () => void;
    const seen = new Promise<void>((resolve) => (firstSeen = resolve));
    server.use(
      msw.get(url, () =>
        streamReply(async (send) => {
          send(`[\n${line('a.sk')},\n`);
          // the reset comes once the client has read the first element (decision 029)
          await Promise.race([seen, new Promise((r) => setTimeout(r, 1000))]);
          throw new Error('connection reset');
        }),
      ),
    );
    const names: string[] = [];
    const r = await makeClient().api.checkDomains({
      domains: ['a'],
      onResult: (d) => {
        names.push(d.name);
        firstSeen();
      },
    });
    expect(names).toEqual(['a.sk']);
    expect(!r.ok && r.error.kind).toBe('parse');
  });

  it('fails with invalid_reply when an element does not match DomainResult', async () => {
    server.use(msw.get(url, () => streamReply(async (send) => send('[\n{"name":"a.sk"}\n]'))));
    const r = await makeClient().api.checkDomains({ domains: ['a'] });
    expect(!r.ok && r.error).toMatchObject({ kind: 'schema', messageKey: 'general.invalid_reply' });
  });

  it('stops with ws-abort when the user aborts mid-stream', async () => {
    server.use(
      msw.get(url, () =>
        streamReply(async (send) => {
          send(`[\n${line('a.sk')},\n`);
          await new Promise(() => undefined); // the rest never comes
        }),
      ),
    );
    const controller = new AbortController();
    const { api, events } = makeClient();
    const r = await api.checkDomains({
      domains: ['a'],
      signal: controller.signal,
      onResult: () => controller.abort(),
    });
    expect(!r.ok && r.error).toMatchObject({ kind: 'abort', messageKey: 'ws-abort' });
    expect(events.map((e) => e.type)).toEqual(['requested', 'failed']);
  });

  it('answers an empty search with no domain to check, without calling the server', async () => {
    const { api, events } = makeClient();
    const r = await api.checkDomains({ domains: [] });
    expect(!r.ok && r.error).toMatchObject({
      kind: 'client',
      messageKey: 'domain_checker.no_domain_to_check',
    });
    expect(events).toEqual([]);
  });

  it('reads an error reply sent before streaming', async () => {
    server.use(
      msw.get(url, () => HttpResponse.json({ key: 'domain_checker.no_domain_to_check' }, { status: 422 })),
    );
    const r = await makeClient().api.checkDomains({ domains: ['a'] });
    expect(!r.ok && r.error).toMatchObject({ status: 422, messageKey: 'domain_checker.no_domain_to_check' });
  });
});
