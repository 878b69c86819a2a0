/**
 * The inline script of index.html (issue 15's waterfall): while the entry bundle downloads, it starts
 * what the first paint needs (the theme's `data-theme` on <html>, module preloads for the path's catalogue and page chunk, and `GET /cart`,
 * as the config is already in the page; src/boot/early-cart.ts adopts the reply) and shows the loading
 * indicator in the path's language. Why, and what it leaves out: docs/decisions/035-first-paint-waterfall.md.
 */

/**
 * Runs as written (`toString()` of this function goes into the page), so it is self-contained, plain
 * ES2017 (esbuild lowers what is newer), and never throws: a miss only costs the time it would have
 * saved.
 *
 * @param {EarlyManifest} manifest  what the build knows: chunk URLs per locale and per first-paint page
 * @param {Window} win
 * @param {typeof import('./early-paint-runtime.mjs').earlyCartPaint} [paint]  paints the cart from
 *   the early reply before the app can (early-paint-runtime.mjs)
 */
export function earlyStart(manifest, win, paint) {
  try {
    var doc = win.document;
    var root = doc.getElementById('main-content');
    var params = JSON.parse((root && root.getAttribute('data-params')) || '{}');
    // The theme before the first paint, as src/ui/theme.ts picks it: the named one, else the company's brand.
    var themes = manifest.themes;
    if (themes) {
      doc.documentElement.setAttribute(
        'data-theme',
        themes.names.indexOf(params.theme) >= 0
          ? params.theme
          : themes.companyBrands[params.company] || themes.companyBrands['sk-ws'],
      );
    }
    var languages =
      Array.isArray(params.languages) && params.languages.length ? params.languages : ['sk-SK', 'en-US'];
    var path = win.location.pathname;
    // The configured locale of the path's two-letter prefix, else the first one (src/i18n/locales.ts).
    var locale = languages[0];
    var rest = path;
    var match = /^\/([A-Za-z]{2})(?=\/|$)(.*)$/.exec(path);
    if (match) {
      for (var i = 0; i < languages.length; i++) {
        if (String(languages[i]).split('-')[0].toLowerCase() === match[1].toLowerCase()) {
          locale = languages[i];
          rest = match[2] || '/';
          break;
        }
      }
    }
    // The loading indicator of src/ui/spinner.tsx until the app renders over it.
    if (root && !root.firstChild && manifest.loading[locale]) {
      root.innerHTML =
        '<div class="spinner" role="status" aria-live="polite"><span class="spinner__dot" aria-hidden="true"></span><span class="spinner__label"></span></div>';
      root.querySelector('.spinner__label').textContent = manifest.loading[locale];
      // The words for a load that fails (src/boot/load-failure.ts), in the same language.
      if (manifest.unreachable && manifest.unreachable[locale])
        root.firstChild.setAttribute('data-failed-text', manifest.unreachable[locale]);
      doc.documentElement.lang = locale;
    }
    var files = (manifest.locales[locale] || []).slice();
    for (var p = 0; p < manifest.pages.length; p++) {
      if (manifest.pages[p].path === rest.replace(/\/+$/, '')) files = files.concat(manifest.pages[p].files);
    }
    for (var f = 0; f < files.length; f++) {
      var link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = files[f];
      doc.head.appendChild(link);
    }
    // In mock mode the provider is a service worker that is not running yet: nothing to ask early.
    if (manifest.cart && !params.mock && typeof params.apiUrl === 'string') {
      var url = params.apiUrl + '/cart';
      var headers = { Accept: 'application/json', company: params.company || 'sk-ws', language: locale };
      // Abortable by the entry: the API client's time limit ends the request it adopts (decision 038).
      var control = typeof AbortController === 'function' ? new AbortController() : null;
      win.__checkoutEarlyCart = {
        url: url,
        headers: headers,
        reply: win.fetch(url, {
          method: 'GET',
          headers: headers,
          credentials: 'include',
          signal: control ? control.signal : undefined,
        }),
        abort: function () {
          if (control) control.abort();
        },
      };
      // A rejected early reply is read (or not) by the entry; never an unhandled rejection here.
      win.__checkoutEarlyCart.reply.catch(function () {});
      // On the cart, its items and total are painted from that reply if it comes before the app
      // (decision 075): a copy of the body is read, the entry reads the reply itself.
      var words = manifest.paint && manifest.paint.texts[locale];
      if (paint && root && words && rest.replace(/\/+$/, '') === manifest.paint.path) {
        var brands = words.brands;
        var theme = params.theme;
        var brand = brands[theme] ? theme : (themes && themes.companyBrands[params.company]) || 'websupport';
        win.__checkoutEarlyCart.reply
          .then(function (reply) {
            return reply.ok ? reply.clone().json() : null;
          })
          .then(function (cart) {
            paint(doc, root, cart, words, locale, brand);
          })
          .catch(function () {});
      }
    }
  } catch {
    // Only an optimisation: the entry does everything itself when this did nothing.
  }
}

/**
 * @typedef {{ locales: Record<string, string[]>, loading: Record<string, string>, unreachable?: Record<string, string>,
 *   pages: { path: string, files: string[] }[], cart: boolean,
 *   paint?: { path: string, texts: Record<string, import('./early-paint-runtime.mjs').EarlyPaintTexts> },
 *   themes?: { names: string[], companyBrands: Record<string, string> } }} EarlyManifest
 */
