/**
 * `npm run provider` hands a provider's team the contract: GET /openapi.json on the mock server
 * answers the committed OpenAPI document (docs/api/openapi.json), the mock's own cart reply has
 * every field that document requires of a Cart, and the running mock answers every operation the
 * document declares and no API path it does not.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sessionWithCart, useServer } from './support/http-client';

const s = useServer();
const committed = JSON.parse(
  readFileSync(new URL('../../docs/api/openapi.json', import.meta.url), 'utf8'),
) as {
  openapi: string;
  components: { schemas: { Cart: { required: string[] } } };
  paths: Record<string, Record<string, { servers?: unknown[] }>>;
};

/** What the HTTP mock answers a path no handler takes. */
const unhandled = (r: { status: number; body: unknown }) =>
  r.status === 404 && (r.body as { key?: unknown } | null)?.key === 'general.not_found';

describe('the OpenAPI document on the mock provider', () => {
  it('is served at /openapi.json as JSON, the same document as the committed one', async () => {
    const client = s.client();
    const reply = await client.get('/openapi.json', { base: 'root' });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
    expect(reply.body).toEqual(committed);
    expect(committed.openapi).toMatch(/^3\.1\./);
  });

  it('describes a Cart the mock itself answers with every required field', async () => {
    const client = await sessionWithCart(s.client(), { items: true });
    const cart = await client.get<Record<string, unknown>>('/cart');
    expect(cart.status).toBe(200);
    const missing = committed.components.schemas.Cart.required.filter((k) => !(k in cart.body));
    expect(missing).toEqual([]);
  });

  it('answers every operation the document declares, and no API path or method it does not', async () => {
    const client = s.client();
    const missing: string[] = [];
    for (const [path, item] of Object.entries(committed.paths)) {
      if (path === '/{pollUrl}') continue; // the address a reply hands out, not a path of the API
      for (const [method, op] of Object.entries(item)) {
        const concrete = path.replace(/\{(\w+)\}/g, 'x');
        const base = op.servers ? 'validation' : 'api';
        const r = await client.call(method.toUpperCase(), concrete, { base });
        if (unhandled(r)) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(missing).toEqual([]);
    for (const [method, path] of [
      ['GET', '/cart/undeclared'],
      ['POST', '/cart'],
      ['GET', '/checkout'],
      ['DELETE', '/users'],
    ] as const)
      expect(unhandled(await client.call(method, path)), `${method} ${path}`).toBe(true);
  });
});
