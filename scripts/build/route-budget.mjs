/**
 * Issue 31's budgets: per route a customer lands on, the gzipped JavaScript it loads before its first
 * screen, read from a production build's metafile, checked against a budget and compared with a
 * committed baseline so a failure says what grew. What counts and why: docs/decisions/085-initial-js-per-route.md.
 * The command around it is scripts/check-budget.mjs.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { isEntryOf } from './initial-closure.mjs';
import { APP_ENTRY, splitOutputs } from './initial-chunks.mjs';

/**
 * The measured routes (events/route-table.ts names) and the page each renders first; boot loads that
 * page's chunk before the first render (src/router/page-loaders.ts).
 */
const BUDGET_ROUTES = [
  { route: 'checkout', page: 'src/features/cart/cart-page.tsx' },
  { route: 'order-page', page: 'src/features/order/order-page.tsx' },
  { route: 'domain-checker', page: 'src/features/domain-checker/domain-checker-page.tsx' },
  { route: 'thank-you', page: 'src/features/checkout/thank-you-page.tsx' },
];

const CATALOGUE = /^locales\/[a-z]{2}-[A-Z]{2}\.json$/;

/**
 * The output files a route loads before its first screen: the entry with its boot stages and their
 * static imports, and the page's chunk with its static imports. The language catalogue the first
 * render also waits for is text, not code, and is measured on its own (`largestCatalogue`).
 * @param {import('esbuild').Metafile} metafile
 * @param {string} page
 */
export function routeFiles(metafile, page) {
  const files = new Set(splitOutputs(metafile, APP_ENTRY).initial);
  if (!Object.values(metafile.outputs).some((output) => isEntryOf(output.entryPoint, page))) {
    throw new Error(`no chunk for ${page} in the metafile: is it still loaded lazily?`);
  }
  for (const file of splitOutputs(metafile, page).initial) files.add(file);
  return [...files];
}

/**
 * The largest language catalogue's own chunk (locales/*.json), gzipped: what a first render waits
 * for besides the route's code, in the language that weighs most.
 * @param {import('esbuild').Metafile} metafile @param {(file: string) => number} gzipOf
 */
function largestCatalogue(metafile, gzipOf) {
  let largest = { locale: '', gzip: 0 };
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const source = output.entryPoint ?? '';
    if (!CATALOGUE.test(source)) continue;
    const gzip = gzipOf(file);
    if (gzip > largest.gzip) largest = { locale: source.slice('locales/'.length, -'.json'.length), gzip };
  }
  return largest;
}

/** The group a metafile input counts under: its package (node_modules/<name>) or its first two folders. */
function groupOf(input) {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
  return match ? /** @type {string} */ (match[1]) : input.split('/').slice(0, 2).join('/');
}

/**
 * Minified bytes per group over some output files.
 * @param {import('esbuild').Metafile} metafile @param {string[]} files
 * @returns {Record<string, number>}
 */
function contributors(metafile, files) {
  /** @type {Record<string, number>} */
  const bytes = {};
  for (const file of files) {
    for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[file]?.inputs ?? {})) {
      const group = groupOf(input);
      bytes[group] = (bytes[group] ?? 0) + bytesInOutput;
    }
  }
  return bytes;
}

/**
 * Every budgeted route's figures.
 * @param {import('esbuild').Metafile} metafile
 * @param {string} root  esbuild's absWorkingDir: metafile paths are relative to it
 * @returns {{ routes: import('./route-budget.d.mts').RouteFigures[], catalogue: { locale: string, gzip: number } }}
 */
export function measureRoutes(metafile, root) {
  /** @type {Map<string, number>} */
  const sizes = new Map();
  const gzipOf = (file) => {
    const known = sizes.get(file);
    if (known !== undefined) return known;
    const size = gzipSync(readFileSync(resolve(root, file)), { level: 9 }).length;
    sizes.set(file, size);
    return size;
  };
  const routes = BUDGET_ROUTES.map(({ route, page }) => {
    const files = routeFiles(metafile, page);
    const gzip = files.reduce((sum, file) => sum + gzipOf(file), 0);
    return { route, gzip, groups: contributors(metafile, files) };
  });
  return { routes, catalogue: largestCatalogue(metafile, gzipOf) };
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const TOP = 8;

/**
 * Checks each route against its budget (kB gzip); returns the report's lines and whether any is over.
 * A route over budget lists its largest groups and, against the baseline, what grew.
 * @param {import('./route-budget.d.mts').RouteFigures[]} figures
 * @param {Record<string, number>} budgets  kB gzip per route
 * @param {Record<string, { gzip: number, groups: Record<string, number> }>} baseline
 */
export function checkBudgets(figures, budgets, baseline) {
  const lines = [];
  let over = false;
  for (const { route, gzip, groups } of figures) {
    const budget = budgets[route];
    if (budget === undefined) throw new Error(`no budget for route ${route}`);
    const before = baseline[route];
    const delta = before ? ` (${signed(gzip - before.gzip)} against the baseline)` : '';
    const fits = gzip <= budget * 1024;
    lines.push(
      `${fits ? 'ok  ' : 'OVER'} ${route.padEnd(16)} ${kB(gzip).padStart(9)} gzip, budget ${budget} kB${delta}`,
    );
    if (fits) continue;
    over = true;
    lines.push('       largest (minified, before gzip):');
    for (const [group, bytes] of Object.entries(groups)
      .sort((a, b) => b[1] - a[1])
      .slice(0, TOP)) {
      lines.push(`         ${kB(bytes).padStart(9)}  ${group}`);
    }
    const grew = grownGroups(groups, before?.groups ?? {});
    lines.push(
      grew.length > 0
        ? '       grown since the baseline (minified):'
        : '       nothing grew against the baseline',
    );
    for (const [group, bytes] of grew.slice(0, TOP))
      lines.push(`         ${signed(bytes).padStart(9)}  ${group}`);
  }
  return { over, lines };
}

/** Growth below this (bytes) is minifier noise: a renamed variable, not new code. */
const MEANINGFUL = 100;

/** Groups larger than in the baseline (new ones count whole), by how much, largest first. */
function grownGroups(groups, baseline) {
  return Object.entries(groups)
    .map(([group, bytes]) => /** @type {[string, number]} */ ([group, bytes - (baseline[group] ?? 0)]))
    .filter(([, grown]) => grown >= MEANINGFUL)
    .sort((a, b) => b[1] - a[1]);
}

const signed = (bytes) => `${bytes >= 0 ? '+' : '−'}${kB(Math.abs(bytes))}`;
