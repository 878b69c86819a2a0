/**
 * `npm run provider` hands a provider's team the contract: GET /openapi.json on the mock server
 * answers the committed OpenAPI document (docs/api/openapi.json), and the mock's own cart reply has
 * every field that document requires of a Cart.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sessionWithCart, useServer } from './support/http-client';

const s = useServer();
const committed = JSON.parse(
  readFileSync(new URL('../../docs/api/openapi.json', import.meta.url), 'utf8'),
) as { openapi: string; components: { schemas: { Cart: { required: string[] } } } };

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
});
