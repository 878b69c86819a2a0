/**
 * The cart's first screen before the app (issue 24, decisions 075 and 084): index.html's early
 * script (early-start.ts) already asks `GET /cart` while the app's JavaScript downloads; when that
 * reply comes first, this paints what the customer came to see, their items and the total, read
 * only, over the loading indicator (where the app is the whole page: inside a host page it would
 * cover the host's own header and footer). It renders with the app's own code: the class names, the
 * few-items rule and the item title lines of src/features/cart/cart-view.ts, the money format of
 * src/i18n/format.ts, the header of src/ui/layout-classes.ts and src/ui/brand-names.ts, so what
 * the customer sees before the app is what the app shows. The app then renders underneath as
 * before; the layer goes when the app shows a page of its own (or its load failure), and after 10 s
 * whatever happens. Nothing here is interactive and nothing is kept. It never throws out: a cart it
 * cannot read is not painted. Server strings go in as text, never as HTML.
 */
import type { CartItem } from '../../events/contract/cart';
import { cartClasses, cartItemsClass, cartKeys, itemTitleLines } from '../features/cart/cart-view';
import { formatPrice } from '../i18n/format';
import { brandNameKeys, wordmarkClass } from '../ui/brand-names';
import { layoutClasses, layoutTitleKey } from '../ui/layout-classes';
import { spinnerClasses } from '../ui/spinner-classes';
import type { BrandTheme } from '../ui/theme';
import { ENDED_EVENT, MARKER_KEY, type EarlyPaintMarker } from './marker';
import { say, type EarlyPaintWords } from './words';

/** How long the layer may stay without the app showing a page. */
const LAYER_LIMIT_MS = 10_000;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type TitleItem = Pick<CartItem, 'name' | 'properties'>;

/** The items and total of a `GET /cart` reply, or null when it is not a cart with items. */
function readCart(cart: unknown): { items: TitleItem[]; total: number; currency: string } | null {
  if (!isRecord(cart) || !Array.isArray(cart.items) || !isRecord(cart.summary)) return null;
  const { price, currency } = cart.summary;
  const total = isRecord(price) ? price.vatIncluded : null;
  const name = isRecord(currency) ? currency.name : null;
  if (typeof total !== 'number' || typeof name !== 'string' || cart.items.length === 0) return null;
  const items: TitleItem[] = [];
  for (const item of cart.items) {
    if (!isRecord(item) || typeof item.name !== 'string') return null;
    items.push({ name: item.name, properties: isRecord(item.properties) ? item.properties : {} });
  }
  return { items, total, currency: name };
}

/** Whether the app is the whole page: nothing but scripts beside its root in the body. */
function appIsThePage(doc: Document, root: HTMLElement): boolean {
  if (root.parentNode !== doc.body) return false;
  return [...doc.body.children].every(
    (child) => child === root || /^(SCRIPT|NOSCRIPT|TEMPLATE|STYLE|LINK)$/.test(child.tagName),
  );
}

/**
 * Paints the cart of `cart` (the `GET /cart` reply's body) after `root` (`#main-content`, still
 * holding only the early loading indicator), in `locale` with its `words`, under `brand`'s wordmark.
 * Returns whether it painted.
 */
export function earlyCartPaint(
  doc: Document,
  root: HTMLElement,
  cart: unknown,
  words: EarlyPaintWords,
  locale: string,
  brand: BrandTheme,
): boolean {
  try {
    const read = readCart(cart);
    if (read === null) return false;
    // Painted over the loading indicator only: once the app has rendered, it shows the cart itself.
    const first = root.firstElementChild;
    if (root.childElementCount !== 1 || first === null || first.className !== spinnerClasses.root)
      return false;
    if (!appIsThePage(doc, root)) return false;

    const el = (tag: string, className: string | null, text?: string): HTMLElement => {
      const node = doc.createElement(tag);
      if (className !== null) node.className = className;
      if (text !== undefined) node.textContent = text;
      return node;
    };
    const add = <T extends Node>(parent: Node, child: T): T => parent.appendChild(child);

    const layer = el('div', `early-paint ${layoutClasses.root}`);
    layer.setAttribute('aria-busy', 'true');
    const header = add(layer, el('header', layoutClasses.header));
    const title = add(header, el('span', layoutClasses.brand));
    const wordmark = add(
      title,
      el('span', wordmarkClass(layoutClasses.wordmark), say(words, brandNameKeys[brand])),
    );
    wordmark.setAttribute('data-brand', brand);
    add(title, doc.createTextNode(' '));
    add(title, el('span', layoutClasses.title, say(words, layoutTitleKey)));

    const page = el('section', cartClasses.page);
    add(page, el('h1', null, say(words, cartKeys.heading)));
    const columns = add(page, el('div', cartClasses.layout));
    const main = add(columns, el('div', cartClasses.main));
    const list = add(main, el('ul', cartItemsClass(read.items.length)));
    list.setAttribute('aria-label', say(words, cartKeys.heading));
    for (const item of read.items) {
      const lines = itemTitleLines(item, locale);
      const head = add(add(list, el('li', cartClasses.item)), el('div', cartClasses.itemHead));
      const name = add(head, el('div', cartClasses.title));
      add(name, el('h2', cartClasses.name, lines.name));
      if (lines.domain !== null) add(name, el('span', cartClasses.detail, lines.domain));
      if (lines.package !== null) {
        // The name and the storage as two texts, as the app renders them (the same box, to the pixel).
        const detail = add(name, el('span', cartClasses.detail, lines.package.name));
        if (lines.package.storageGb !== null)
          add(
            detail,
            doc.createTextNode(` · ${say(words, cartKeys.storage, { size: lines.package.storageGb })}`),
          );
      }
    }
    const box = add(add(columns, el('div', cartClasses.side)), el('aside', cartClasses.summary));
    add(box, el('h2', null, say(words, cartKeys.summary)));
    const figures = add(box, el('dl', null));
    add(figures, el('dt', null, say(words, cartKeys.total)));
    add(figures, el('dd', cartClasses.total, formatPrice(read.total, read.currency, locale)));
    add(add(layer, el('div', layoutClasses.main)), page);
    root.after(layer);
    watchLayer(doc, root, layer, read.items.length);
    return true;
  } catch {
    return false;
  }
}

/**
 * The layer stays while the app shows only a loading indicator: until a page of its own, or its
 * load failure, is in the root (a mutation there tells), and never longer than 10 s. What the app's
 * log records of it (src/boot/early-paint.ts): when it was shown and why it went.
 */
function watchLayer(doc: Document, root: HTMLElement, layer: HTMLElement, items: number): void {
  const view = doc.defaultView;
  const now = () => (view ? Math.round(view.performance.now()) : 0);
  const marker: EarlyPaintMarker = { items, atMs: now(), ended: null };
  if (view) (view as unknown as Record<string, unknown>)[MARKER_KEY] = marker;
  let observer: MutationObserver | null = null;
  const done = (reason: 'app-page' | 'timeout') => {
    observer?.disconnect();
    clearTimeout(timer);
    if (!layer.parentNode) return;
    layer.remove();
    marker.ended = { reason, atMs: now() };
    view?.dispatchEvent(new Event(ENDED_EVENT));
  };
  const timer = setTimeout(() => done('timeout'), LAYER_LIMIT_MS);
  if (typeof MutationObserver === 'function') {
    observer = new MutationObserver(() => {
      const indicator = root.querySelector(`.${spinnerClasses.root}`);
      if (root.querySelector('.page') !== null || indicator === null) done('app-page');
    });
    observer.observe(root, { childList: true, subtree: true });
  }
}
