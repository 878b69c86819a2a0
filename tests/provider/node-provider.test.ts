/**
 * The provider through msw/node (how effect tests use it): plain fetch without a cookie jar
 * shares the single default session, and the browser-side login stand-in acts on it.
 */
import { describe, expect, it } from 'vitest';
import { Cart } from '../../events/contract/cart';
import { performMockLogin } from '../../fixtures/provider/login-standin';
import { PROVIDER_API, useTestProvider } from '../support/provider-harness';

const provider = useTestProvider();
const get = (path: string) =>
  fetch(`${PROVIDER_API}${path}`, { headers: { company: 'sk-ws', language: 'en-US' } });

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
