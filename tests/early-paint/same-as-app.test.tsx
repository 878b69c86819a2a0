// @vitest-environment happy-dom
/**
 * One renderer (issue 31, decision 084): what the customer sees before the app is the app's own
 * output. For contract-valid carts in every company variant's languages and currency, with rounding
 * edges (1.005 HUF) and sparse items (optional fields absent), index.html's early script (its words
 * as the build copies them) paints the same header, heading, item list, item lines and total as the
 * React layout and cart page render for the same cart.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart, CartItem } from '../../events/contract/cart';
import { appConfigFor, companies } from '../../fixtures/companies';
import { earlyPaintTexts } from '../../scripts/build/early-start.mjs';
import { earlyCartPaint } from '../../src/early-paint/cart-paint';
import { earlyStart, type EarlyManifest } from '../../src/early-paint/early-start';
import CartPage from '../../src/features/cart/cart-page';
import { MainLayout } from '../../src/features/layout/main-layout';
import { cartArb } from '../support/contract-arbitraries';
import { renderInApp } from '../support/render-in-app';

const API = 'https://api.example.test/v1';
const urls = { apiUrl: API, validationApiUrl: API, loginUrl: 'https://login.example.test/' };

/** The words of every locale a company speaks, as the build puts them into index.html. */
const texts = Object.fromEntries(
  [...new Set(companies.flatMap((company) => company.languages))].map((locale) => [
    locale,
    earlyPaintTexts(JSON.parse(readFileSync(`locales/${locale}.json`, 'utf8')) as Record<string, unknown>),
  ]),
);
const manifest: EarlyManifest = {
  locales: {},
  loading: Object.fromEntries(Object.keys(texts).map((locale) => [locale, '…'])),
  pages: [],
  cart: true,
  cartApiPath: '/cart',
  paint: { path: '/checkout', texts },
};

/** Totals where rounding decides what is shown: half a fillér or cent, a third, whole amounts. */
const totalArb = fc.oneof(
  fc.constantFrom(1.005, 0.005, 2.675, 1.015, 10.005, 1234.5, 0.1 + 0.2, 1 / 3, 0, 5000, 99_999.995),
  fc.integer({ min: 0, max: 10_000_000 }).map((cents) => cents / 100),
  fc.double({ min: 0, max: 1_000_000, noNaN: true, noDefaultInfinity: true }),
);

/** A hosting package's detail as the provider may send it, or none (contract §2.2). */
const packageDetailArb = fc.option(
  fc.record(
    {
      marketingNameTranslations: fc.dictionary(
        fc.constantFrom('sk', 'cs', 'hu', 'sv', 'no', 'de', 'en', 'es'),
        fc.oneof(fc.constant(''), fc.string({ minLength: 1, maxLength: 20 })),
      ),
      storageCapacity: fc.oneof(fc.constant(51_200), fc.integer({ min: 0, max: 2_000_000 })),
    },
    { requiredKeys: [] },
  ),
  { nil: undefined },
);

/** An item as sent, or its sparse form: only what the contract requires, no optional properties. */
const itemArb = (item: CartItem) =>
  fc
    .record({ sparse: fc.boolean(), detail: packageDetailArb, nameIsDomain: fc.boolean() })
    .map(({ sparse, detail, nameIsDomain }): CartItem => {
      const domain = item.properties.domain;
      const name = nameIsDomain && typeof domain === 'string' ? domain : item.name;
      if (sparse) return { ...item, name, properties: {} };
      return {
        ...item,
        name,
        properties: detail === undefined ? item.properties : { ...item.properties, packageDetail: detail },
      };
    });

const scenarioArb = fc
  .record({
    company: fc.constantFrom(...companies),
    loggedIn: fc.boolean(),
    total: totalArb,
    choice: fc.nat(),
  })
  .chain(({ company, loggedIn, total, choice }) =>
    cartArb(loggedIn).chain((cart) =>
      fc.tuple(...cart.items.map(itemArb)).map((items): { cart: Cart; locale: string; code: string } => ({
        code: company.code,
        locale: company.languages[choice % company.languages.length] ?? 'en-US',
        cart: {
          ...cart,
          items,
          summary: {
            ...cart.summary,
            count: items.length,
            currency: { ...company.currency },
            price: { ...cart.summary.price, vatIncluded: total },
          },
        },
      })),
    ),
  )
  .filter(({ cart }) => cart.items.length > 0);

/** The first screen's texts: the header, the heading, the list's layout, each item's lines and the total. */
function firstScreen(scope: Element) {
  const texts = (selector: string) =>
    [...scope.querySelectorAll(selector)].map((node) => node.textContent?.replace(/\s+/g, ' '));
  const total = scope.querySelector('.cart-summary__total');
  return {
    header: texts('.layout__brand'),
    heading: texts('h1'),
    list: scope.querySelector('ul.cart-items')?.className,
    names: texts('.cart-item__name'),
    details: [...scope.querySelectorAll('.item-title')].map((title) =>
      [...title.querySelectorAll('.cart-item__detail')].map((node) => node.textContent),
    ),
    summary: texts('.cart-summary > h2'),
    total: [total?.previousElementSibling?.textContent, total?.textContent],
  };
}

/** Lands on the cart with the early script, the provider answering `GET /cart` with `cart`. */
async function painted(code: string, locale: string, cart: Cart) {
  const config = appConfigFor(code as (typeof companies)[number]['code'], urls);
  const prefix = locale === config.languages?.[0] ? '' : `/${locale.slice(0, 2)}`;
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="main-content"></div>';
  document.getElementById('main-content')?.setAttribute('data-params', JSON.stringify(config));
  window.history.replaceState(null, '', `${prefix}/checkout`);
  const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify(cart), { status: 200 })));
  const win = Object.assign(Object.create(window) as Window, { fetch, document, location: window.location });
  earlyStart(manifest, win, earlyCartPaint);
  await vi.waitFor(() => expect(document.querySelector('.early-paint')).not.toBeNull());
  const screen = firstScreen(document.querySelector('.early-paint') as Element);
  document.body.innerHTML = '';
  return screen;
}

/** The same cart as the app's layout and cart page render it. */
function rendered(code: string, locale: string, cart: Cart) {
  const config = appConfigFor(code as (typeof companies)[number]['code'], urls);
  const app = renderInApp(
    <MainLayout>
      <CartPage />
    </MainLayout>,
    { locale, config, seed: (log) => log.append('cart/received', { cart, command: 'load' }) },
  );
  const screen = firstScreen(app.container);
  app.unmount();
  app.container.remove();
  return screen;
}

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).__checkoutEarlyPaint;
  delete (window as unknown as Record<string, unknown>).__checkoutEarlyCart;
});

describe('the cart painted before the app', () => {
  it("shows the app's own text for any cart, company, language and total", async () => {
    await fc.assert(
      fc.asyncProperty(scenarioArb, async ({ code, locale, cart }) => {
        expect(await painted(code, locale, cart)).toEqual(rendered(code, locale, cart));
      }),
      { numRuns: 40 },
    );
  }, 120_000);

  it.each(companies.flatMap((company) => company.languages.map((locale) => [company.code, locale] as const)))(
    "shows a total of 1.005 in %s's currency as the app does, in %s",
    async (code, locale) => {
      const [cart] = fc.sample(
        cartArb(false).filter((c) => c.items.length > 0),
        { numRuns: 1, seed: 31 },
      );
      const company = companies.find((c) => c.code === code)!;
      const edge = {
        ...cart!,
        summary: {
          ...cart!.summary,
          currency: { ...company.currency },
          price: { ...cart!.summary.price, vatIncluded: 1.005 },
        },
      };
      const early = await painted(code, locale, edge);
      expect(early.total).toEqual(rendered(code, locale, edge).total);
    },
  );
});
