/**
 * The inline script of index.html (issue 15's waterfall, decisions 035, 075 and 084): while the
 * entry bundle downloads, it starts what the first paint needs: the theme's `data-theme` on <html>
 * (src/ui/theme.ts), module preloads for the path's catalogue and page chunk, and `GET /cart`, as the
 * config is already in the page (src/boot/early-cart.ts adopts the reply); it shows the loading
 * indicator in the path's language (src/i18n/locales.ts) and, on the cart, paints the cart from the
 * early reply (cart-paint.ts). The build bundles it (scripts/build/early-start.mjs) with the
 * manifest of what only the build knows: chunk URLs and each locale's words. It never throws: a
 * miss only costs the time it would have saved.
 */
import { DEFAULT_COMPANY, DEFAULT_LANGUAGES, DEFAULT_THEME } from '../../events/contract/config-defaults';
import type { CompanyCode } from '../../events/contract/scalars';
import { localeFromPath, stripLanguagePrefix } from '../i18n/locales';
import { spinnerClasses } from '../ui/spinner-classes';
import { brandOf, themeOf } from '../ui/theme';
import type { earlyCartPaint } from './cart-paint';
import type { EarlyPaintWords } from './words';

/** What the build knows: chunk URLs per locale and per first-paint page, and the words of the page. */
export interface EarlyManifest {
  locales: Record<string, string[]>;
  loading: Record<string, string>;
  /** The network-error text per locale, shown when the app's chunks cannot be loaded. */
  unreachable?: Record<string, string>;
  pages: { path: string; files: string[] }[];
  /** Whether to ask `GET /cart` early (not in development builds, decision 035). */
  cart: boolean;
  /** That call's path under `apiUrl`, from its declaration (src/early-paint/paint-keys.ts). */
  cartApiPath: string;
  /** The cart's early paint: the cart's path after the language prefix and each locale's words (words.ts). */
  paint?: { path: string; texts: Record<string, EarlyPaintWords> };
}

interface EarlyParams {
  apiUrl?: unknown;
  company?: unknown;
  theme?: unknown;
  mock?: unknown;
  languages?: unknown;
}

/** The loading indicator of src/ui/spinner.tsx until the app renders over it, with its classes. */
function showLoading(doc: Document, root: HTMLElement, text: string, failed: string | undefined): void {
  const spinner = doc.createElement('div');
  spinner.className = spinnerClasses.root;
  spinner.setAttribute('role', 'status');
  spinner.setAttribute('aria-live', 'polite');
  const dot = doc.createElement('span');
  dot.className = spinnerClasses.dot;
  dot.setAttribute('aria-hidden', 'true');
  const label = doc.createElement('span');
  label.className = spinnerClasses.label;
  label.textContent = text;
  spinner.append(dot, label);
  // The words for a load that fails (src/boot/load-failure.ts), in the same language.
  if (failed !== undefined) spinner.setAttribute('data-failed-text', failed);
  root.append(spinner);
}

export function earlyStart(manifest: EarlyManifest, win: Window, paint?: typeof earlyCartPaint): void {
  try {
    const doc = win.document;
    const root = doc.getElementById('main-content');
    const params = JSON.parse(root?.getAttribute('data-params') ?? '{}') as EarlyParams;
    const config = {
      theme: typeof params.theme === 'string' ? params.theme : DEFAULT_THEME,
      company: (typeof params.company === 'string' ? params.company : DEFAULT_COMPANY) as CompanyCode,
    };
    doc.documentElement.setAttribute('data-theme', themeOf(config));
    const languages =
      Array.isArray(params.languages) && params.languages.length > 0
        ? params.languages.map(String)
        : DEFAULT_LANGUAGES;
    const path = win.location.pathname;
    const locale = localeFromPath(path, languages);
    const rest = stripLanguagePrefix(path, languages).rest.replace(/\/+$/, '');
    const loading = manifest.loading[locale];
    if (root !== null && root.firstChild === null && loading !== undefined) {
      showLoading(doc, root, loading, manifest.unreachable?.[locale]);
      doc.documentElement.lang = locale;
    }
    const files = [...(manifest.locales[locale] ?? [])];
    for (const page of manifest.pages) if (page.path === rest) files.push(...page.files);
    for (const file of files) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.href = file;
      doc.head.appendChild(link);
    }
    // In mock mode the provider is a service worker that is not running yet: nothing to ask early.
    if (!manifest.cart || params.mock === true || typeof params.apiUrl !== 'string') return;
    const url = `${params.apiUrl}${manifest.cartApiPath}`;
    const headers = { Accept: 'application/json', company: config.company, language: locale };
    // Abortable by the entry: the API client's time limit ends the request it adopts (decision 038).
    const control = new AbortController();
    const reply = win.fetch(url, { method: 'GET', headers, credentials: 'include', signal: control.signal });
    (win as unknown as Record<string, unknown>).__checkoutEarlyCart = {
      url,
      headers,
      reply,
      abort: () => control.abort(),
    };
    // A rejected early reply is read (or not) by the entry; never an unhandled rejection here.
    reply.catch(() => {});
    // On the cart, its items and total are painted from that reply if it comes before the app
    // (decision 075): a copy of the body is read, the entry reads the reply itself.
    const words = manifest.paint?.texts[locale];
    if (paint === undefined || root === null || words === undefined || rest !== manifest.paint?.path) return;
    const brand = brandOf(config);
    reply
      .then((answer) => (answer.ok ? answer.clone().json() : null))
      .then((cart: unknown) => paint(doc, root, cart, words, locale, brand))
      .catch(() => {});
  } catch {
    // Only an optimisation: the entry does everything itself when this did nothing.
  }
}
