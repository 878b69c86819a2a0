// @vitest-environment happy-dom
/**
 * The cart painted from the early `GET /cart` reply before the app (issue 24, decision 075): on the
 * cart's path the early script paints the items and the total, as text, in the page's language and
 * the app's money format, over the loading indicator; it paints nothing elsewhere, for an empty or
 * unreadable cart, or once the app has rendered; and the layer goes when the app shows a page, when
 * the app's load fails, and after 10 s whatever happens.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import english from '../../locales/en-US.json';
import hungarian from '../../locales/hu-HU.json';
import { showLoadFailure } from '../../src/boot/load-failure';
import type { CartItem } from '../../events/contract/cart';
import { packageDetail } from '../../src/features/cart/items/package-detail';
import { formatPrice } from '../../src/i18n/format';
import { earlyCartPaint } from '../../src/early-paint/cart-paint';
import { earlyStart } from '../../src/early-paint/early-start';
import { earlyPaintWords } from '../support/early-paint-words';

/** The words of the build, from the locale files. */
const words = earlyPaintWords(english);
const manifest = {
  locales: { 'en-US': [], 'hu-HU': [] },
  loading: { 'en-US': 'Loading…', 'hu-HU': 'Betöltés…' },
  unreachable: { 'en-US': 'We could not reach our servers.' },
  pages: [],
  cart: true,
  cartApiPath: '/cart',
  paint: { path: '/checkout', texts: { 'en-US': words, 'hu-HU': earlyPaintWords(hungarian) } },
};
const params = { apiUrl: 'https://api.example.test/v1', company: 'hu-dh', languages: ['hu-HU', 'en-US'] };

function cartReply(overrides: Record<string, unknown> = {}) {
  return {
    uuid: 'c-1',
    items: [
      { id: '1', name: 'example.hu', properties: { domain: 'example.hu' } },
      {
        id: '2',
        name: 'Webhosting',
        properties: {
          domain: 'example.hu',
          packageDetail: { marketingNameTranslations: { en: 'Easy', hu: 'Könnyű' }, storageCapacity: 51200 },
        },
      },
    ],
    summary: { price: { vatIncluded: 12345.5 }, currency: { name: 'HUF', symbol: 'Ft' } },
    ...overrides,
  };
}

/** Lands on `path` with the early script, the provider answering `GET /cart` with `reply`. */
async function landOn(path: string, reply: Response) {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="main-content"></div>`;
  document.getElementById('main-content')?.setAttribute('data-params', JSON.stringify(params));
  window.history.replaceState(null, '', path);
  let answer: (r: Response) => void = () => {};
  const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
  const win = Object.assign(Object.create(window) as Window, { fetch, document, location: window.location });
  earlyStart(manifest, win, earlyCartPaint);
  const root = document.getElementById('main-content') as HTMLElement;
  return {
    root,
    /** The reply arrives (and every promise after it has run). */
    async arrive() {
      answer(reply);
      await new Promise((resolve) => setTimeout(resolve, 0));
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    layer: () => document.querySelector<HTMLElement>('.early-paint'),
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the cart painted before the app', () => {
  it("paints the items, their domain and package, and the total in the app's format, over the indicator", async () => {
    const page = await landOn('/en/checkout', json(cartReply()));
    await page.arrive();
    const layer = page.layer();
    expect(layer).not.toBeNull();
    expect(layer?.querySelector('h1')?.textContent).toBe('Cart');
    expect([...(layer?.querySelectorAll('.cart-item__name') ?? [])].map((n) => n.textContent)).toEqual([
      'example.hu',
      'Webhosting',
    ]);
    // The domain item's name is its domain: said once; the hosting names its domain and package.
    expect([...(layer?.querySelectorAll('.cart-item__detail') ?? [])].map((n) => n.textContent)).toEqual([
      'example.hu',
      'Easy · 50 GB storage',
    ]);
    expect(layer?.querySelector('.cart-summary__total')?.textContent).toBe(
      formatPrice(12345.5, 'HUF', 'en-US'),
    );
    expect(layer?.querySelector('header')?.textContent).toBe('WebSupport Order');
    // The app's root keeps its loading indicator: the app renders there as before.
    expect(page.root.querySelector('.spinner')).not.toBeNull();
  });

  it("speaks the path's language and formats whole forints as the app does", async () => {
    const page = await landOn(
      '/hu/checkout',
      json(cartReply({ summary: { price: { vatIncluded: 5000 }, currency: { name: 'HUF' } } })),
    );
    await page.arrive();
    expect(page.layer()?.querySelector('h1')?.textContent).toBe(hungarian['step.cart']);
    expect(page.layer()?.querySelector('.cart-item__detail:last-child')?.textContent).toBe(
      `Könnyű · ${hungarian['cart_items.package_storage'].replace('{size}', '50')}`,
    );
    expect(page.layer()?.querySelector('.cart-summary__total')?.textContent).toBe(
      formatPrice(5000, 'HUF', 'hu-HU'),
    );
  });

  it.each([
    [
      'the page’s language',
      { marketingNameTranslations: { sk: 'Štandard', en: 'Standard' }, storageCapacity: 10240 },
    ],
    ['English when the page’s language is missing', { marketingNameTranslations: { en: 'Standard' } }],
    [
      'any language when neither is there',
      { marketingNameTranslations: { cs: 'Standardní', de: 'Standard' } },
    ],
    ['nothing for an empty name', { marketingNameTranslations: { sk: '' }, storageCapacity: 512 }],
    ['nothing without names', { storageCapacity: 2048 }],
  ])('names a package as the app does: %s', (_, packageDetailReply) => {
    document.body.innerHTML = '<div id="main-content"><div class="spinner"></div></div>';
    const root = document.getElementById('main-content') as HTMLElement;
    const item = { id: '1', name: 'Webhosting', properties: { packageDetail: packageDetailReply } };
    const slovak = { ...words, 'cart_items.package_storage': '{size} GB storage' };
    earlyCartPaint(document, root, cartReply({ items: [item] }), slovak, 'sk-SK', 'websupport');
    const app = packageDetail(item as unknown as CartItem, 'sk-SK');
    const expected =
      app === null ? [] : [app.storageGb === null ? app.name : `${app.name} · ${app.storageGb} GB storage`];
    expect(
      [...document.querySelectorAll('.early-paint .cart-item__detail')].map((n) => n.textContent),
    ).toEqual(expected);
  });

  it('paints the sparsest cart the contract allows, and long names with diacritics as typed', async () => {
    const name = 'Webhosting Štandard – Profesionálny balík pre väčšie firmy, e-shopy a ďalšie projekty';
    const page = await landOn(
      '/en/checkout',
      json({
        items: [{ name, properties: {} }],
        summary: { price: { vatIncluded: 0 }, currency: { name: 'EUR' } },
      }),
    );
    await page.arrive();
    expect(page.layer()?.querySelector('.cart-item__name')?.textContent).toBe(name);
    expect(page.layer()?.querySelectorAll('.cart-item__detail')).toHaveLength(0);
    expect(page.layer()?.querySelector('.cart-summary__total')?.textContent).toBe(
      formatPrice(0, 'EUR', 'en-US'),
    );
  });

  it('puts what the provider sends in as text, never as markup', async () => {
    const name = '<img src=x onerror="window.__owned=1">';
    const page = await landOn(
      '/en/checkout',
      json(cartReply({ items: [{ id: '1', name, properties: {} }] })),
    );
    await page.arrive();
    expect(page.layer()?.querySelector('.cart-item__name')?.textContent).toBe(name);
    expect(page.layer()?.querySelector('img')).toBeNull();
  });

  it.each([
    ['another page', '/en/checkout/order', json(cartReply())],
    ['an empty cart', '/en/checkout', json(cartReply({ items: [] }))],
    ['a failed reply', '/en/checkout', json({ message: 'general.server_error' }, 500)],
    ['a reply that is not a cart', '/en/checkout', json({ items: [{}], summary: null })],
    ['a reply that is not JSON', '/en/checkout', new Response('<html>', { status: 200 })],
  ])('paints nothing on %s', async (_, path, reply) => {
    const page = await landOn(path, reply);
    await page.arrive();
    expect(page.layer()).toBeNull();
    expect(page.root.querySelector('.spinner')).not.toBeNull();
  });

  it('paints nothing inside a host page, whose own header and footer a layer would cover', async () => {
    const page = await landOn('/en/checkout', json(cartReply()));
    document.body.insertAdjacentHTML('afterbegin', '<header>The provider’s site</header>');
    await page.arrive();
    expect(page.layer()).toBeNull();
    expect(page.root.querySelector('.spinner')).not.toBeNull();
  });

  it('paints nothing once the app has rendered: the app shows the cart itself', async () => {
    const page = await landOn('/en/checkout', json(cartReply()));
    page.root.innerHTML =
      '<div class="layout"><main class="layout__main"><section class="page"></section></main></div>';
    await page.arrive();
    expect(page.layer()).toBeNull();
  });

  it('stays while the app shows only a loading indicator, and goes when it shows a page', async () => {
    const page = await landOn('/en/checkout', json(cartReply()));
    await page.arrive();
    page.root.innerHTML =
      '<div class="layout"><header></header><main class="layout__main"><div class="spinner"></div></main></div>';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page.layer()).not.toBeNull();
    page.root.querySelector('main')!.innerHTML = '<section class="page page--cart"><h1>Cart</h1></section>';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page.layer()).toBeNull();
  });

  it("goes when the app's own code cannot be loaded, so its message shows", async () => {
    const page = await landOn('/en/checkout', json(cartReply()));
    await page.arrive();
    showLoadFailure(document);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page.layer()).toBeNull();
    expect(page.root.querySelector('[role="alert"]')?.textContent).toBe('We could not reach our servers.');
  });

  it('goes after 10 seconds whatever happens', () => {
    vi.useFakeTimers();
    document.body.innerHTML = '<div id="main-content"><div class="spinner"></div></div>';
    const root = document.getElementById('main-content') as HTMLElement;
    expect(earlyCartPaint(document, root, cartReply(), words, 'en-US', 'websupport')).toBe(true);
    vi.advanceTimersByTime(9_999);
    expect(document.querySelector('.early-paint')).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.querySelector('.early-paint')).toBeNull();
  });
});
