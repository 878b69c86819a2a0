/**
 * Builds index.html's inline early script from esbuild's metafile: the manifest of what only the
 * build knows (for each locale the chunk of its catalogue, its "Loading…" text and the words of the
 * cart's early paint; for each page a customer may land on first (the cart, the order steps, the
 * domain checker, the thank-you and empty-cart pages) its chunk with the chunks it imports
 * statically, less what the entry already loads), bundled with the app's own early start and cart
 * paint (src/early-paint/early-script.ts, decision 084). Only plumbing: what the script shows and
 * how is the app's code.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { buildSync } from 'esbuild';
import { isEntryOf } from './initial-closure.mjs';
import { inOutdir, splitOutputs } from './initial-chunks.mjs';

/** The repository, where src/early-paint/ is. */
const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The inline script's entry, and the module that lists the catalogue keys it shows. */
const EARLY_SCRIPT = 'src/early-paint/early-script.ts';
const EARLY_KEYS = 'src/early-paint/paint-keys.ts';
const MANIFEST_NAME = '__earlyManifest';

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

const CATALOGUE = /^locales\/([a-z]{2}-[A-Z]{2})\.json$/;

/**
 * @param {import('esbuild').Metafile} metafile
 * @param {{ entry: string, initial: string[] }} split  the entry's own split (splitOutputs)
 * @param {{ outdir: string, base: string, mode: string, root: string }} build  root: esbuild's absWorkingDir
 * @returns {import('./early-start.d.mts').EarlyManifest}
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
  /** @type {Record<string, Record<string, string>>} */
  const paintTexts = {};
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const source = output.entryPoint ?? '';
    const locale = CATALOGUE.exec(source)?.[1];
    if (!locale) continue;
    locales[locale] = [url(file)];
    const catalogue = JSON.parse(readFileSync(join(root, source), 'utf8'));
    const { loading: loadingKey, unreachable: unreachableKey } = earlyKeys().earlyStartKeys;
    if (typeof catalogue[loadingKey] === 'string') loading[locale] = catalogue[loadingKey];
    // What the page says when the app's own chunks cannot be loaded (src/boot/load-failure.ts).
    if (typeof catalogue[unreachableKey] === 'string') unreachable[locale] = catalogue[unreachableKey];
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
  // Development builds may boot another config or a live re-run (devtools/dev-boot.ts): no early cart.
  return {
    locales,
    loading,
    unreachable,
    pages,
    cart: mode !== 'development',
    cartApiPath: earlyKeys().earlyCartApiPath,
    paint: { path: earlyKeys().earlyPaintPath, texts: paintTexts },
  };
}

/**
 * Bundles one module for Node and returns its exports (esbuild, then a fresh context: no file is
 * written). @param {string} entry  relative to the repository
 */
function loadModule(entry) {
  const { outputFiles } = buildSync({
    absWorkingDir: REPO,
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'neutral',
    logLevel: 'silent',
  });
  const module = { exports: {} };
  runInNewContext(outputFiles[0].text, { module, exports: module.exports });
  return module.exports;
}

/**
 * @typedef {{ earlyPaintKeys: readonly string[], earlyStartKeys: { loading: string, unreachable: string },
 *   earlyPaintPath: string, earlyCartApiPath: string }} EarlyKeys
 */
/** @type {EarlyKeys | undefined} */
let keys;
/** The catalogue keys the early script shows and the cart's path (src/early-paint/paint-keys.ts), read once. */
function earlyKeys() {
  keys ??= /** @type {EarlyKeys} */ (loadModule(EARLY_KEYS));
  return keys;
}

/**
 * The words of the cart's early paint in one catalogue: the keys src/early-paint/paint-keys.ts lists
 * (the app's header, cart heading and summary), with their texts.
 * @param {Record<string, unknown>} catalogue
 * @returns {Record<string, string>}
 */
export function earlyPaintTexts(catalogue) {
  /** @type {Record<string, string>} */
  const words = {};
  for (const key of earlyKeys().earlyPaintKeys)
    if (typeof catalogue[key] === 'string') words[key] = catalogue[key];
  return words;
}

/**
 * The inline script's text: src/early-paint/early-script.ts bundled with the manifest in its place,
 * minified for the browsers of today's inline script (ES2017). Only our own modules may be in it:
 * a package would make every page's HTML heavier.
 * @param {import('./early-start.d.mts').EarlyManifest} manifest
 */
export function earlyStartScript(manifest) {
  const { outputFiles, metafile } = buildSync({
    absWorkingDir: REPO,
    entryPoints: [EARLY_SCRIPT],
    bundle: true,
    write: false,
    metafile: true,
    format: 'iife',
    target: 'es2017',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    // The manifest is the wrapper's argument (a free name the minifier leaves alone).
    define: { EARLY_MANIFEST: MANIFEST_NAME },
  });
  const outside = Object.keys(metafile.inputs).filter((input) => input.includes('node_modules'));
  if (outside.length > 0)
    throw new Error(`the early script may bundle only our own modules: ${outside.join(', ')}`);
  // `</` would end the inline script early; `<\/` reads the same in a JS string or regex.
  const code = `(function(${MANIFEST_NAME}){${outputFiles[0].text.trim()}})(${JSON.stringify(manifest)});`;
  return code.replace(/<\//g, '<\\/');
}
