/**
 * The provider through msw/node (how effect tests use it): plain fetch without a cookie jar
 * shares the single default session, and the browser-side login stand-in acts on it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Cart } from '../../events/contract/cart';
import { createNodeProvider } from '../../fixtures/provider/node';
import { performMockLogin } from '../../fixtures/provider/login-standin';

const provider = createNodeProvider({ apiBase: 'http://provider.test/api' });
const get = (path: string) =>
  fetch(`http://provider.test/api${path}`, { headers: { company: 'sk-ws', language: 'en-US' } });

beforeAll(() => provider.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => provider.server.close());

describe('msw/node provider', () => {
  it('answers GET /cart with a contract Cart and keeps it across calls', async () => {
    const first = await get('/cart');
    expect(first.status).toBe(200);
    const cart = Cart.parse(await first.json());
    expect(cart.items).toEqual([]);
    const again = Cart.parse(await (await get('/cart')).json());
    expect(again.uuid).toBe(cart.uuid);
    expect(Object.keys(provider.store.state.sessions)).toEqual(['default']);
  });

  it('shows a login done through performMockLogin on the default session', async () => {
    performMockLogin(provider.store, { login: 'sven' });
    const cart = Cart.parse(await (await get('/cart')).json());
    expect(cart.user?.login).toBe('sven');
  });
});
