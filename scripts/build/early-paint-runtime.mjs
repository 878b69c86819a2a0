/**
 * The cart's first screen before the app (issue 24, decision 075): index.html's early script
 * (early-start-runtime.mjs) already asks `GET /cart` while the app's JavaScript downloads; when that
 * reply comes first, this paints what the customer came to see, their items and the total, read
 * only, in the page's language and the app's own classes, over the loading indicator (where the app
 * is the whole page: inside a host page it would cover the host's own header and footer). The app then
 * renders underneath as before; the painted layer goes when the app shows a page of its own (or its
 * load failure), and after 10 s whatever happens. Nothing here is interactive and nothing is kept.
 */

/**
 * Runs as written (`toString()` of this function goes into the page, called by the early script), so
 * it is self-contained, plain ES2017 and never throws out: a cart it cannot read is not painted.
 * Server strings go in as text, never as HTML.
 *
 * @param {Document} doc
 * @param {HTMLElement} root  `#main-content`, still holding only the early loading indicator
 * @param {unknown} cart  the `GET /cart` reply's body
 * @param {EarlyPaintTexts} texts  the page language's words
 * @param {string} locale
 * @param {string} brand  the brand whose wordmark the header shows
 * @returns {boolean} whether the cart was painted
 */
export function earlyCartPaint(doc, root, cart, texts, locale, brand) {
  try {
    var items = cart && Array.isArray(cart.items) ? cart.items : [];
    var summary = cart && cart.summary;
    var total = summary && summary.price ? summary.price.vatIncluded : null;
    var currency = summary && summary.currency ? summary.currency.name : null;
    if (items.length === 0 || typeof total !== 'number' || typeof currency !== 'string') return false;
    // Painted over the loading indicator only: once the app has rendered, it shows the cart itself.
    var first = root.firstElementChild;
    if (root.childElementCount !== 1 || !first || first.className !== 'spinner') return false;
    // Only where the app is the whole page: a layer over the viewport would hide a host page's own
    // header and footer around the app (configuration.md, "Host page").
    var around = doc.body ? doc.body.children : [];
    for (var c = 0; c < around.length; c++) {
      if (around[c] !== root && !/^(SCRIPT|NOSCRIPT|TEMPLATE|STYLE|LINK)$/.test(around[c].tagName))
        return false;
    }
    if (root.parentNode !== doc.body) return false;

    var el = function (tag, className, text) {
      var node = doc.createElement(tag);
      if (className) node.className = className;
      if (text !== undefined && text !== null) node.textContent = String(text);
      return node;
    };
    // As src/i18n/format.ts formats money: forints whole unless the amount has fillér, others 2 digits.
    var whole = currency.toUpperCase() === 'HUF' && Math.round(total * 100) % 100 === 0;
    var money = new Intl.NumberFormat(locale === 'xx-XX' ? 'en-US' : locale, {
      style: 'currency',
      currency: currency,
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: whole ? 0 : 2,
    });

    var layer = el('div', 'early-paint layout');
    layer.setAttribute('aria-busy', 'true');
    var header = el('header', 'layout__header');
    var title = el('span', 'layout__brand');
    title.appendChild(el('span', 'wordmark layout__wordmark', texts.brands[brand] || ''));
    title.appendChild(doc.createTextNode(' '));
    title.appendChild(el('span', 'layout__title', texts.title));
    header.appendChild(title);
    layer.appendChild(header);

    var page = el('section', 'page page--cart cart-page');
    page.appendChild(el('h1', null, texts.cart));
    var columns = el('div', 'cart-page__layout');
    var main = el('div', 'cart-page__main');
    var list = el('ul', items.length < 3 ? 'cart-items cart-items--few' : 'cart-items');
    list.setAttribute('aria-label', texts.cart);
    for (var i = 0; i < items.length; i++) {
      var item = items[i] || {};
      var properties = item.properties || {};
      var row = el('li', 'cart-item');
      var head = el('div', 'cart-item__head');
      var name = el('div', 'item-title');
      name.appendChild(el('h2', 'cart-item__name', item.name));
      if (
        typeof properties.domain === 'string' &&
        properties.domain !== '' &&
        properties.domain !== item.name
      )
        name.appendChild(el('span', 'cart-item__detail', properties.domain));
      // The hosting package's marketing name, as src/features/cart/items/package-detail.ts reads it:
      // the page's language, else English, else any; its storage in GB, one decimal.
      var detailRaw = properties.packageDetail;
      var names = detailRaw && typeof detailRaw === 'object' ? detailRaw.marketingNameTranslations : null;
      var pick = null;
      if (names && typeof names === 'object') {
        pick = names[locale.slice(0, 2)];
        if (pick === undefined || pick === null) pick = names.en;
        if (pick === undefined || pick === null) {
          for (var key in names) {
            pick = names[key];
            break;
          }
        }
      }
      var mb = detailRaw && typeof detailRaw === 'object' ? detailRaw.storageCapacity : null;
      if (typeof pick === 'string' && pick !== '') {
        // The name and the storage as two texts, as the app renders them (the same box, to the pixel).
        var detail = el('span', 'cart-item__detail', pick);
        if (typeof mb === 'number' && texts.storage)
          detail.appendChild(
            doc.createTextNode(
              ' · ' + texts.storage.replace('{size}', String(Math.round((mb / 1024) * 10) / 10)),
            ),
          );
        name.appendChild(detail);
      }
      head.appendChild(name);
      row.appendChild(head);
      list.appendChild(row);
    }
    main.appendChild(list);
    var side = el('div', 'cart-page__side');
    var box = el('aside', 'cart-summary');
    box.appendChild(el('h2', null, texts.summary));
    var figures = el('dl');
    figures.appendChild(el('dt', null, texts.total));
    figures.appendChild(el('dd', 'cart-summary__total', money.format(total)));
    box.appendChild(figures);
    side.appendChild(box);
    columns.appendChild(main);
    columns.appendChild(side);
    page.appendChild(columns);
    var body = el('div', 'layout__main');
    body.appendChild(page);
    layer.appendChild(body);
    root.parentNode.insertBefore(layer, root.nextSibling);

    // The layer stays while the app shows only a loading indicator: until a page of its own, or
    // its load failure, is in the root (a mutation there tells), and never longer than 10 s.
    // What the app's log records of it (src/boot/early-paint.ts): when it was shown and why it went.
    var view = doc.defaultView;
    var now = function () {
      return view && view.performance ? Math.round(view.performance.now()) : 0;
    };
    var marker = { items: items.length, atMs: now(), ended: null };
    if (view) view.__checkoutEarlyPaint = marker;
    var timer = 0;
    var observer = null;
    var done = function (reason) {
      if (observer) observer.disconnect();
      clearTimeout(timer);
      if (!layer.parentNode) return;
      layer.parentNode.removeChild(layer);
      marker.ended = { reason: reason, atMs: now() };
      if (view && typeof view.dispatchEvent === 'function' && typeof Event === 'function')
        view.dispatchEvent(new Event('checkout:early-paint-ended'));
    };
    var loading = function () {
      return root.querySelector('.page') === null && root.querySelector('.spinner') !== null;
    };
    timer = setTimeout(function () {
      done('timeout');
    }, 10000);
    if (typeof MutationObserver === 'function') {
      observer = new MutationObserver(function () {
        if (!loading()) done('app-page');
      });
      observer.observe(root, { childList: true, subtree: true });
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * @typedef {{ title: string, cart: string, summary: string, total: string, storage: string,
 *   brands: Record<string, string> }} EarlyPaintTexts
 */
