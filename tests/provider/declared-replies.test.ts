/**
 * A mock handler's reply must match the reply schema its endpoint declares
 * (events/contract/endpoints/): with reply checks on, as in the msw/node provider tests run against,
 * a handler that answers something else is a 500, so the test that calls it fails.
 */
import { setupServer } from 'msw/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultBases } from '../../fixtures/provider/bases';
import { createRoute, json } from '../../fixtures/provider/route';
import { createStore } from '../../fixtures/provider/state';

const API = 'http://provider.test/api';

function serve(reply: unknown) {
  const route = createRoute({
    store: createStore(),
    bases: { ...defaultBases, apiBase: API },
    cors: false,
    checkReplies: true,
  });
  const server = setupServer(route.endpoint('getCrossSell', () => json(reply)));
  server.listen({ onUnhandledRequest: 'error' });
  return server;
}

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
  vi.restoreAllMocks();
});

describe('a mock handler’s reply and its declared schema', () => {
  it('fails a handler whose reply does not match the declared reply schema', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = serve({ xSellProducts: 'not a list', upSellProducts: [] });
    stop = () => server.close();
    const r = await fetch(`${API}/cart/x-sell-up-sell`);
    expect(r.status).toBe(500);
    expect(await r.json()).toEqual({ key: 'general.server_error' });
    expect(String(logged.mock.calls[0]?.[1])).toContain('getCrossSell: the reply does not match');
  });

  it('passes a reply that matches the declared schema', async () => {
    const server = serve({ xSellProducts: [], upSellProducts: [] });
    stop = () => server.close();
    const r = await fetch(`${API}/cart/x-sell-up-sell`);
    expect(r.status).toBe(200);
  });
});
