/**
 * Builds the manifest and the inline `<script>` of early-start-runtime.mjs from esbuild's metafile:
 * the themes and company brands (src/ui/themes.json), for each locale the chunk of its catalogue and its "Loading…" text, and for each page a customer may land on first (the
 * cart, the order steps, the domain checker, the thank-you and empty-cart pages) its chunk with the
 * chunks it imports statically, less what the entry already loads.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { transformSync } from 'esbuild';
import { isEntryOf } from './initial-closure.mjs';
import { inOutdir, splitOutputs } from './initial-chunks.mjs';
import { earlyStart } from './early-start-runtime.mjs';
import { earlyCartPaint } from './early-paint-runtime.mjs';

/**
 * Pages a customer lands on by a full page load, by their path after the language prefix, and the
 * module that src/router/page-loaders.ts loads for them (tests/tooling/early-start.test.ts keeps the
 * two in step).
 */
export const FIRST_PAINT_PAGES = [
  { path: '/checkout', module: 'src/features/cart/cart-page.tsx' },
  { path: '/checkout/order', module: 'src/features/order/order-page.tsx' },
  { path: '/domain-checker', module: 'src/features/domain-checker/domain-checker-page.tsx' },
  { path: '/thank-you', module: 'src/features/checkout/thank-you-page.tsx' },
  { path: '/empty-cart', module: 'src/features/empty-cart/empty-cart-page.tsx' },
];

const THEMES = 'src/ui/themes.json';
/** The cart page's path after the language prefix: where the early paint paints. */
const CART_PATH = '/checkout';
const CATALOGUE = /^locales\/([a-z]{2}-[A-Z]{2})\.json$/;

/**
 * @param {import('esbuild').Metafile} metafile
 * @param {{ entry: string, initial: string[] }} split  the entry's own split (splitOutputs)
 * @param {{ outdir: string, base: string, mode: string, root: string }} build  root: esbuild's absWorkingDir
 * @returns {import('./early-start-runtime.mjs').EarlyManifest}
 */
export function earlyStartManifest(metafile, split, { outdir, base, mode, root }) {
  const initial = new Set(split.initial);
  const url = (file) => `${base}${inOutdir(outdir, resolve(root, file))}`;
  /** @type {Record<string, string[]>} */
  const locales = {};
  /** @type {Record<string, string>} */
  const loading = {};
  /** @type {Record<string, string>} */
  const unreachable = {};
  /** @type {Record<string, import('./early-paint-runtime.mjs').EarlyPaintTexts>} */
  const paintTexts = {};
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const source = output.entryPoint ?? '';
    const locale = CATALOGUE.exec(source)?.[1];
    if (!locale) continue;
    locales[locale] = [url(file)];
    const catalogue = JSON.parse(readFileSync(join(root, source), 'utf8'));
    if (typeof catalogue['app.loading'] === 'string') loading[locale] = catalogue['app.loading'];
    // What the page says when the app's own chunks cannot be loaded (src/boot/load-failure.ts).
    if (typeof catalogue['general.network_error'] === 'string')
      unreachable[locale] = catalogue['general.network_error'];
    paintTexts[locale] = earlyPaintTexts(catalogue);
  }
  const pages = FIRST_PAINT_PAGES.filter(({ module }) =>
    Object.values(metafile.outputs).some((output) => isEntryOf(output.entryPoint, module)),
  ).map(({ path, module }) => ({
    path,
    files: splitOutputs(metafile, module)
      .initial.filter((file) => !initial.has(file))
      .map(url),
  }));
  // The theme names and company brands of src/ui/theme.ts, so the theme is set before the first paint.
  const { themes: names, companyBrands } = JSON.parse(readFileSync(join(root, THEMES), 'utf8'));
  // Development builds may boot another config or a live re-run (devtools/dev-boot.ts): no early cart.
  return {
    locales,
    loading,
    unreachable,
    pages,
    cart: mode !== 'development',
    paint: { path: CART_PATH, texts: paintTexts },
    themes: { names, companyBrands },
  };
}

/**
 * The words of the cart's early paint (early-paint-runtime.mjs), from the same keys the app's
 * header, cart heading and summary show.
 * @returns {import('./early-paint-runtime.mjs').EarlyPaintTexts}
 */
export function earlyPaintTexts(catalogue) {
  const text = (key) => (typeof catalogue[key] === 'string' ? catalogue[key] : '');
  return {
    title: text('app.title'),
    cart: text('step.cart'),
    summary: text('summary.title'),
    total: text('summary.vat_included'),
    storage: text('cart_items.package_storage'),
    brands: {
      websupport: text('layout.brand.websupport'),
      active24: text('layout.brand.active24'),
      loopia: text('layout.brand.loopia'),
    },
  };
}

/** The inline script's text, minified: the runtime function called with the manifest. */
export function earlyStartScript(manifest) {
  const source = `(${earlyStart.toString()})(${JSON.stringify(manifest)}, window, ${earlyCartPaint.toString()});`;
  const { code } = transformSync(source, { minify: true, target: 'es2017' });
  // `</` would end the inline script early; `<\/` reads the same in a JS string or regex.
  return code.trim().replace(/<\//g, '<\\/');
}
