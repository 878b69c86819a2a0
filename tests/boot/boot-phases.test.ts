// @vitest-environment happy-dom
/**
 * The boot's own work on the way to the first screen is split into tasks (issue 31: no task over
 * 50 ms at 4× CPU; decision 090): after the effects have started, boot gives the browser a turn
 * before it asks for the cart, and another before it renders. Each turn is counted here by
 * replacing src/boot/yield-to-browser.ts with a stand-in that notes what had happened by then.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot } from '../../src/boot/boot';
import { buildCart, configInput } from '../support/builders';

const turns = vi.hoisted(() => [] as { cartRequests: number; app: string | undefined }[]);
const fetchMock = vi.hoisted(() => ({ cartRequests: 0 }));

vi.mock('../../src/boot/yield-to-browser', () => ({
  yieldToBrowser: async () => {
    turns.push({ cartRequests: fetchMock.cartRequests, app: document.documentElement.dataset.app });
  },
}));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the boot's phases", () => {
  it('gives the browser a turn before asking for the cart and again before rendering, and still shows the cart', async () => {
    const cart = buildCart();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        if (/\/cart(\?|$)/.test(String(input instanceof Request ? input.url : input)))
          fetchMock.cartRequests += 1;
        return new Response(JSON.stringify(cart), { headers: { 'content-type': 'application/json' } });
      }),
    );
    document.body.innerHTML = `<div id="main-content"></div>`;
    document
      .getElementById('main-content')
      ?.setAttribute('data-params', JSON.stringify({ ...configInput, languages: ['sk-SK', 'en-US'] }));

    const { log } = await boot(document, window);

    expect(turns).toHaveLength(2);
    // The first turn comes before the cart is asked for; neither comes after the render started.
    expect(turns[0]?.cartRequests).toBe(0);
    expect(turns.every((turn) => turn.app !== 'ready')).toBe(true);
    expect(document.documentElement.dataset.app).toBe('ready');
    await vi.waitFor(() => expect(log.all().some((e) => e.type === 'cart/received')).toBe(true));
  });
});
