// @vitest-environment happy-dom
/**
 * index.html's early start (issue 15's waterfall): the inline script preloads the path's catalogue and
 * page chunks, sets the app's theme on <html>, and sends `GET /cart` exactly as the API client would, so the entry can adopt the reply;
 * its list of first-paint pages is the router's; it leaves the words for a failed load on the
 * indicator, which the entry shows when a boot stage cannot be loaded; and it never breaks a page it
 * cannot help.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_PAINT_PAGES, earlyStartManifest, earlyStartScript } from '../../scripts/build/early-start.mjs';
import { companyCodes } from '../../events/contract/scalars';
import { build } from '../../src/api/build-request';
import { showLoadFailure } from '../../src/boot/load-failure';
import { localeFromPath } from '../../src/i18n/locales';
import { themeOf } from '../../src/ui/theme';
import { earlyStart } from '../../src/early-paint/early-start';
import { earlyPaintKeys } from '../../src/early-paint/paint-keys';
import { messageKeys } from '../../src/api/message-keys';
import { loadingKey } from '../../src/ui/spinner-classes';
import { routePath, type RouteName } from '../../events/route-table';

const manifest = {
  locales: {
    'sk-SK': ['/chunks/sk-SK-A.js'],
    'en-US': ['/chunks/en-US-B.js'],
    'hu-HU': ['/chunks/hu-HU-C.js'],
  },
  loading: { 'sk-SK': 'Načítava sa…', 'en-US': 'Loading…', 'hu-HU': 'Betöltés…' },
  unreachable: { 'en-US': 'We could not reach our servers.', 'hu-HU': 'Nem érjük el a szervereinket.' },
  pages: [
    { path: '/checkout', files: ['/chunks/cart-page-D.js', '/chunks/chunk-E.js'] },
    { path: '/checkout/order', files: ['/chunks/order-page-F.js'] },
  ],
  cart: true,
  cartApiPath: '/cart',
};

const params = { apiUrl: 'https://api.example.test/v1', company: 'hu-dh', languages: ['hu-HU', 'en-US'] };

function landOn(path: string, pageParams: unknown = params) {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="main-content"></div>`;
  document.getElementById('main-content')?.setAttribute('data-params', JSON.stringify(pageParams));
  window.history.replaceState(null, '', path);
  const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response('{}')));
  const win = Object.assign(Object.create(window) as Window, { fetch, document, location: window.location });
  earlyStart(manifest, win);
  const preloaded = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) =>
    l.getAttribute('href'),
  );
  return {
    fetch,
    win: win as Window & {
      __checkoutEarlyCart?: { url: string; headers: Record<string, string>; abort?: () => void };
    },
    preloaded,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('the early-start script of index.html', () => {
  it("preloads the path's catalogue and page chunks", () => {
    expect(landOn('/en/checkout').preloaded).toEqual([
      '/chunks/en-US-B.js',
      '/chunks/cart-page-D.js',
      '/chunks/chunk-E.js',
    ]);
    expect(landOn('/checkout/order').preloaded).toEqual(['/chunks/hu-HU-C.js', '/chunks/order-page-F.js']);
    expect(landOn('/checkout/').preloaded).toEqual([
      '/chunks/hu-HU-C.js',
      '/chunks/cart-page-D.js',
      '/chunks/chunk-E.js',
    ]);
  });

  it("shows the app's loading indicator in the path's language until the app renders", () => {
    landOn('/checkout');
    expect(document.querySelector('[role="status"]')?.textContent).toBe('Betöltés…');
    expect(document.documentElement.lang).toBe('hu-HU');
    landOn('/en/checkout');
    expect(document.querySelector('[role="status"] .spinner__label')?.textContent).toBe('Loading…');
  });

  it("keeps the words for a load that fails on the indicator, in the path's language, and the app shows them", () => {
    landOn('/checkout');
    expect(document.querySelector('.spinner')?.getAttribute('data-failed-text')).toBe(
      'Nem érjük el a szervereinket.',
    );
    showLoadFailure(document);
    expect(document.querySelector('[role="status"]')).toBeNull();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Nem érjük el a szervereinket.');
    expect(document.documentElement.dataset.app).toBe('failed');
  });

  it('picks the same locale as the app for any path', () => {
    for (const path of [
      '/',
      '/en',
      '/EN/checkout',
      '/en/',
      '/de/checkout',
      '/hu/checkout',
      '/enx/checkout',
      '/checkout',
    ]) {
      const locale = localeFromPath(path, params.languages);
      expect(landOn(path).preloaded[0], path).toBe(manifest.locales[locale as 'hu-HU' | 'en-US'][0]);
    }
  });

  it('sends GET /cart with the very URL and headers the API client builds', () => {
    const { fetch, win } = landOn('/en/checkout');
    expect(fetch).toHaveBeenCalledTimes(1);
    const built = build({ base: 'main', method: 'GET', path: '/cart' }, {
      apiUrl: params.apiUrl,
      validationApiUrl: '',
      company: params.company,
      language: () => 'en-US',
    } as Parameters<typeof build>[1]);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(built.url);
    expect(init?.headers).toEqual(built.headers);
    expect(init?.credentials).toBe('include');
    expect(win.__checkoutEarlyCart?.url).toBe(built.url);
  });

  it('leaves a way to abort the early GET /cart, which aborts its request', () => {
    const { fetch, win } = landOn('/en/checkout');
    const signal = fetch.mock.calls[0]?.[1]?.signal;
    expect(signal?.aborted).toBe(false);
    win.__checkoutEarlyCart?.abort?.();
    expect(signal?.aborted).toBe(true);
  });

  it('asks nothing early in mock mode, where the provider is a service worker not yet started', () => {
    const { fetch, win, preloaded } = landOn('/checkout', { ...params, mock: true });
    expect(fetch).not.toHaveBeenCalled();
    expect(win.__checkoutEarlyCart).toBeUndefined();
    expect(preloaded).toContain('/chunks/cart-page-D.js');
  });

  it('sets the theme on <html> before the first paint, as the app picks it', () => {
    for (const company of companyCodes) {
      for (const theme of ['default', 'websupport', 'active24', 'loopia', 'admin', 'neon']) {
        document.documentElement.removeAttribute('data-theme');
        document.body.innerHTML = `<div id="main-content"></div>`;
        document
          .getElementById('main-content')
          ?.setAttribute('data-params', JSON.stringify({ ...params, company, theme, mock: true }));
        earlyStart(manifest, Object.assign(Object.create(window) as Window, { document }));
        expect(document.documentElement.dataset.theme, `${company} ${theme}`).toBe(
          themeOf({ company, theme }),
        );
      }
    }
  });

  it('does nothing, and throws nothing, on a page whose config it cannot read', () => {
    document.body.innerHTML = `<div id="main-content" data-params="{not json"></div>`;
    const fetch = vi.fn();
    expect(() =>
      earlyStart(manifest, Object.assign(Object.create(window) as Window, { fetch, document })),
    ).not.toThrow();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('is one minified statement that cannot close its <script> early', () => {
    const script = earlyStartScript({
      ...manifest,
      loading: { 'en-US': '</script><b>' },
      pages: [{ path: '/x', files: ['/a</script>.js'] }],
    });
    expect(script).not.toMatch(/<\/script/i);
    // The early start and the cart's early paint, bundled from src/early-paint/ with the app's own
    // modules they use (decision 084), are about 7.5 KB; the words per locale come on top.
    expect(script.length).toBeLessThan(8500);
  });
});

describe("the early script's manifest", () => {
  it("carries each locale's texts of the app's own keys and the route table's cart path", () => {
    const output = { entryPoint: 'locales/en-US.json', bytes: 0, inputs: {}, imports: [], exports: [] };
    const built = earlyStartManifest(
      { inputs: {}, outputs: { 'dist/chunks/en-US-A.js': output } },
      { entry: 'main.js', initial: [] },
      { outdir: 'dist', base: '/', mode: 'production', root: process.cwd() },
    );
    const english = JSON.parse(readFileSync('locales/en-US.json', 'utf8')) as Record<string, string>;
    expect(built.loading['en-US']).toBe(english[loadingKey]);
    expect(built.unreachable?.['en-US']).toBe(english[messageKeys.networkError]);
    expect(built.paint?.path).toBe(routePath('checkout'));
    expect(built.paint?.texts['en-US']).toEqual(
      Object.fromEntries(earlyPaintKeys.map((key) => [key, english[key]])),
    );
  });
});

describe('the first-paint pages', () => {
  it('are the pages src/router/page-loaders.ts loads, with the same modules', () => {
    const source = readFileSync('src/router/page-loaders.ts', 'utf8');
    const loaders = [...source.matchAll(/'?([a-z-]+)'?: \(\) => import\('\.\.\/([^']+)'\)/g)].map(
      ([, name, module]) => ({
        path: routePath(name as RouteName),
        module: `src/${module}.tsx`,
      }),
    );
    expect(loaders.length).toBeGreaterThan(0);
    expect(FIRST_PAINT_PAGES).toEqual(loaders);
  });
});
