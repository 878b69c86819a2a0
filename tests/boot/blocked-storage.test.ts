// @vitest-environment happy-dom
/**
 * A browser that refuses storage (Chrome with site data blocked: the `localStorage` and
 * `sessionStorage` getters throw `SecurityError`) used to leave the boot spinner for ever: boot read
 * `window.sessionStorage` before anything else. Now boot reaches its storage through the port of
 * src/boot/browser-storage.ts: the app boots, loads and shows the cart, and says once what is not
 * kept (decision 042; issue 22, item 6).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot } from '../../src/boot/boot';
import { foldAll } from '../../projections/fold';
import { messagesAt } from '../../projections/messages/selectors';
import { buildCart, configInput } from '../support/builders';

function refuse(name: 'localStorage' | 'sessionStorage') {
  Object.defineProperty(window, name, {
    configurable: true,
    get() {
      throw new DOMException(`Failed to read the '${name}' property from 'Window'`, 'SecurityError');
    },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('booting with the storage blocked', () => {
  it('boots, loads the cart and says once that progress is kept only while the page is open', async () => {
    refuse('localStorage');
    refuse('sessionStorage');
    expect(() => window.sessionStorage).toThrow();
    const cart = buildCart();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify(cart), { headers: { 'content-type': 'application/json' } }),
      ),
    );
    document.body.innerHTML = `<div id="main-content"></div>`;
    document
      .getElementById('main-content')
      ?.setAttribute('data-params', JSON.stringify({ ...configInput, languages: ['sk-SK', 'en-US'] }));

    const { log } = await boot(document, window);

    expect(document.documentElement.dataset.app).toBe('ready');
    await vi.waitFor(() => expect(log.all().some((e) => e.type === 'cart/received')).toBe(true));
    const failed = log.all().filter((e) => e.type === 'app/storage-failed');
    expect(failed.map((e) => e.payload)).toContainEqual({
      area: 'session',
      operation: 'open',
      name: 'SecurityError',
    });
    const state = foldAll(log.all());
    const notices = messagesAt(state, 'general').filter(
      (m) => m.translationKey === 'app.storage_unavailable',
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]?.type).toBe('warning');
  });
});
