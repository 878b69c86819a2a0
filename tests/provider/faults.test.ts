/**
 * Fault injection over real HTTP (`POST __mock/faults`): forced status with the matching error
 * body, malformed JSON, latency, a reply held, dropped or answered by a proxy's page after the
 * request was carried out, a broken or trickling E46 stream, path patterns and `times`; reset. Each
 * client (cookie) keeps its own faults and behaviour, so parallel tests against one provider never
 * get each other's settings.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { Cart } from '../../events/contract/cart';
import { ErrorBody } from '../../events/contract/errors';
import * as z from 'zod/mini';
import { parsed, sessionWithCart, useServer } from './support/http-client';

const FaultList = z.object({ faults: z.array(z.unknown()) });

/** Waits the provider asked for, recorded instead of measured (no clocks in assertions). */
const waits: number[] = [];
/** Called as each wait starts: what the provider has done by then. */
let onWait: (() => void) | null = null;
const s = useServer({
  sleep: (ms) => {
    waits.push(ms);
    onWait?.();
    return new Promise((resolve) => setTimeout(resolve, Math.min(ms, 5)));
  },
});

/** The items of a client's cart as the provider holds it, read from its store (no request). */
function itemsHeld(c: { cookie: string | null }): number | null {
  const id = c.cookie?.replace('mock_session=', '') ?? '';
  return s.server.store.state.sessions[id]?.cart?.items.length ?? null;
}

afterEach(async () => {
  onWait = null;
  await s.client().post('/__mock/faults', null);
});

describe('fault injection', () => {
  it('answers a forced 404 with cart.not_found on matching paths only', async () => {
    const c = await sessionWithCart(s.client());
    await c.post('/__mock/faults', { status: 404, pathPattern: '^/api/cart' });
    const r = await c.get('/cart');
    expect(r.status).toBe(404);
    expect(parsed(ErrorBody, r.body).key).toBe('cart.not_found');
    expect((await c.get('/hosting-tutorial')).status).toBe(200);
  });

  it('answers forced 500 and 503 with the general keys', async () => {
    const c = s.client();
    await c.post('/__mock/faults', { status: 503 });
    expect(parsed(ErrorBody, (await c.get('/cart')).body).key).toBe('general.outage');
    await c.post('/__mock/faults', { status: 500 });
    expect(parsed(ErrorBody, (await c.get('/cart')).body).key).toBe('general.server_error');
  });

  it('sends a body that is not JSON when asked for a malformed body', async () => {
    const c = s.client();
    await c.post('/__mock/faults', { malformedBody: true });
    const r = await c.get('/cart');
    expect(r.status).toBe(200);
    expect(() => JSON.parse(r.text)).toThrow();
  });

  it('waits the given latency before answering matching requests', async () => {
    const c = s.client();
    await c.post('/__mock/faults', { latencyMs: 1234, pathPattern: '/cart$' });
    waits.length = 0;
    expect((await c.get('/cart')).status).toBe(200);
    expect((await c.get('/hosting-tutorial')).status).toBe(200);
    expect(waits).toEqual([1234]);
  });

  it('holds the reply of a request it has already carried out', async () => {
    const c = await sessionWithCart(s.client(), { items: true });
    const [first] = parsed(Cart, (await c.get('/cart')).body).items;
    const before = itemsHeld(c);
    let whileHeld: number | null = null;
    onWait = () => (whileHeld = itemsHeld(c));
    await c.post('/__mock/faults', { holdReplyMs: 20_000, method: 'DELETE' });
    waits.length = 0;
    const r = await c.del(`/cart/items/${first?.id ?? ''}`);
    expect(r.status).toBe(200);
    expect(waits).toEqual([20_000]);
    expect(whileHeld).toBe((before ?? 0) - 1);
    expect(parsed(Cart, r.body).items).toHaveLength((before ?? 0) - 1);
  });

  it('carries out a request and drops its reply: the client sees a network failure', async () => {
    const c = await sessionWithCart(s.client(), { items: true });
    const cart = parsed(Cart, (await c.get('/cart')).body);
    await c.post('/__mock/faults', { dropReply: true, method: 'DELETE', times: 1 });
    await expect(c.raw('DELETE', `/cart/items/${cart.items[0]?.id ?? ''}`)).rejects.toThrow(TypeError);
    const after = parsed(Cart, (await c.get('/cart')).body);
    expect(after.uuid).toBe(cart.uuid);
    expect(after.items).toHaveLength(cart.items.length - 1);
  });

  it("carries out a request and a proxy answers in its place: the status with the proxy's page", async () => {
    const c = await sessionWithCart(s.client(), { items: true });
    const cart = parsed(Cart, (await c.get('/cart')).body);
    await c.post('/__mock/faults', { proxyStatus: 502, method: 'DELETE', times: 1 });
    const r = await c.del(`/cart/items/${cart.items[0]?.id ?? ''}`);
    expect(r.status).toBe(502);
    expect(r.headers.get('content-type')).toMatch(/^text\/html/);
    expect(r.text).toContain('502 Bad Gateway');
    expect(ErrorBody.safeParse(r.body).success).toBe(false);
    expect(parsed(Cart, (await c.get('/cart')).body).items).toHaveLength(cart.items.length - 1);
  });

  it('refuses a proxy status that is not a 5xx', async () => {
    expect((await s.client().post('/__mock/faults', { proxyStatus: 200 })).status).toBe(400);
  });

  it('ends the domain-check stream after the first element, the array left open', async () => {
    const c = s.client();
    await c.post('/__mock/faults', { brokenStream: true });
    const res = await c.raw('GET', '/domain-checker/check-domains?domains[]=broken-stream.sk');
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain('"name":"broken-stream.sk"');
    expect(body.trimEnd().endsWith(']')).toBe(false);
    expect(() => JSON.parse(body) as unknown).toThrow();
  });

  it('trickles the domain-check stream after the first element: a space at a time, never the rest', async () => {
    const c = s.client();
    await c.post('/__mock/faults', { trickleStreamMs: 2000 });
    const res = await c.raw('GET', '/domain-checker/check-domains?domains[]=trickle-stream.sk');
    expect(res.status).toBe(200);
    const reader = res.body?.getReader();
    const decoder = new TextDecoder();
    let body = '';
    while (!/"name":"trickle-stream\.sk".*\} {3}$/s.test(body)) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      body += decoder.decode(chunk.value, { stream: true });
    }
    await reader?.cancel();
    expect(body).toMatch(/^\[\n\{.*"name":"trickle-stream\.sk".*\} {3}$/s);
    expect(waits.filter((ms) => ms === 2000).length).toBeGreaterThanOrEqual(3);
  });

  it('applies a fault only `times` times', async () => {
    const c = s.client();
    await c.post('/__mock/faults', { status: 500, times: 1 });
    expect((await c.get('/cart')).status).toBe(500);
    expect((await c.get('/cart')).status).toBe(200);
  });

  it('applies a fault to its method only: a POST fault on /cart/items leaves GET /cart alone', async () => {
    const c = await sessionWithCart(s.client());
    await c.post('/__mock/faults/add', { status: 503, method: 'POST', pathPattern: '/cart' });
    expect((await c.get('/cart')).status).toBe(200);
    expect((await c.post('/cart/items', { productCode: 'nothing' })).status).toBe(503);
  });

  it('keeps several faults at once, lists them, and removes one by its id', async () => {
    const c = s.client();
    const first = await c.post<{ fault: { id: string } }>('/__mock/faults/add', {
      status: 404,
      method: 'GET',
      pathPattern: '/cart$',
    });
    await c.post('/__mock/faults/add', { status: 503, pathPattern: 'hosting-tutorial' });
    const listed = await c.get<{ faults: { id: string; status: number }[] }>('/__mock/faults');
    expect(listed.body.faults.map((f) => f.status)).toEqual([404, 503]);
    expect((await c.get('/cart')).status).toBe(404);
    expect((await c.get('/hosting-tutorial')).status).toBe(503);
    expect((await c.del(`/__mock/faults/${first.body.fault.id}`)).status).toBe(200);
    expect((await c.get('/cart')).status).toBe(200);
    expect((await c.get('/hosting-tutorial')).status).toBe(503);
    expect((await c.del('/__mock/faults/no-such-fault')).status).toBe(404);
  });

  it('resets the world: carts are new and seeded customers are back', async () => {
    const c = await sessionWithCart(s.client(), { items: true });
    const before = parsed(Cart, (await c.get('/cart')).body).uuid;
    expect((await c.post('/__mock/reset')).status).toBe(204);
    const after = parsed(Cart, (await c.get('/cart')).body);
    expect(after.items).toEqual([]);
    expect(after.uuid).not.toBe(before);
  });

  it("keeps each session's faults and behaviour to itself", async () => {
    const faulty = await sessionWithCart(s.client());
    const quiet = await sessionWithCart(s.client());
    await faulty.post('/__mock/faults', { status: 503, pathPattern: '^/api/cart$' });
    await faulty.post('/__mock/behaviour', { streamDelayMs: 700, pollsBeforeDone: 5 });
    expect((await faulty.get('/cart')).status).toBe(503);
    expect((await quiet.get('/cart')).status).toBe(200);
    expect(parsed(FaultList, (await quiet.get('/__mock/faults')).body).faults).toEqual([]);
    const behaviourOfQuiet = await quiet.post('/__mock/behaviour', {});
    expect(behaviourOfQuiet.body).toMatchObject({ behaviour: { streamDelayMs: 25, pollsBeforeDone: 2 } });
    await quiet.post('/__mock/faults', null);
    expect((await faulty.get('/cart')).status).toBe(503);
  });
});
