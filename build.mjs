/**
 * Builds the checkout client with esbuild into a static directory (default `dist/`): ESM with code
 * splitting, so the mock provider and the developer console stay lazy chunks; an index.html whose
 * `#main-content` carries the app config; msw's service worker; `public/`; and `meta.json` (esbuild's
 * metafile) for benchmarks. Usage:
 *
 *   node build.mjs [--mode development|staging|production] [--outdir dist] [--config <params file>]
 *                  [--params '{"apiUrl":"..."}'] [--mock] [--base /]
 */
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { buildId } from './scripts/build/build-id.mjs';
import { earlyStartManifest, earlyStartScript } from './scripts/build/early-start.mjs';
import { renderIndexHtml } from './scripts/build/index-html.mjs';
import { contentSecurityPolicy } from './scripts/build/csp.mjs';
import {
  APP_ENTRY,
  inOutdir,
  leakedLazyInputs,
  sizeOf,
  splitOutputs,
} from './scripts/build/initial-chunks.mjs';
import { initialClosurePlugin } from './scripts/build/initial-closure.mjs';
import { writeMswWorker } from './scripts/build/msw-worker.mjs';
import { readBuildOptions } from './scripts/build/options.mjs';

const ROOT = dirname(fileURLToPath(import.meta.url));
export const ENTRY = APP_ENTRY;
const SOURCE_DIRS = ['src', 'events', 'projections', 'fixtures', 'devtools', 'locales', 'tests', 'e2e'];
const PROTECTED = [...SOURCE_DIRS, 'public', 'scripts', 'bench', 'docs', 'node_modules', '.git', '.ci'];

/** Refuses to wipe the repository, one of its ancestors or one of its source folders. */
function checkOutdir(outdir) {
  const rel = relative(ROOT, outdir);
  const first = rel.split(sep)[0] ?? '';
  if (rel === '' || (ROOT + sep).startsWith(outdir + sep) || PROTECTED.includes(first)) {
    throw new Error(`refusing to use ${outdir} as the output dir (it would be wiped)`);
  }
}

/**
 * The esbuild options of one build (also used by bench/bundle.mjs to build a reference page the same
 * way, and by scripts/dev.mjs to watch one). `root` (default: this repository) is where the entry and
 * the sources are; tests of the dev server point it at a tiny app of their own.
 * @param {Pick<ReturnType<typeof readBuildOptions>, 'mode' | 'outdir' | 'base'> & { root?: string }} options
 */
export function esbuildOptions({ mode, outdir, base, root = ROOT }) {
  const development = mode === 'development';
  return {
    absWorkingDir: root,
    entryPoints: [ENTRY],
    outdir,
    bundle: true,
    splitting: true,
    format: /** @type {const} */ ('esm'),
    platform: /** @type {const} */ ('browser'),
    target: 'es2022',
    jsx: /** @type {const} */ ('automatic'),
    entryNames: '[name]-[hash]',
    chunkNames: 'chunks/[name]-[hash]',
    assetNames: 'assets/[name]-[hash]',
    publicPath: base,
    // rxjs publishes its ES2015 build under the `es2015` condition; the default (`esm5`) is ES5 classes
    // plus tslib helpers, ~1.8 kB gzip more in the initial JS (docs/decisions/005-zod-mini.md). `module`
    // is listed because custom conditions replace esbuild's default set.
    conditions: ['es2015', 'module'],
    loader: { '.json': 'json', '.svg': 'file', '.png': 'file', '.woff2': 'file' },
    define: {
      'process.env.NODE_ENV': JSON.stringify(development ? 'development' : 'production'),
      __MODE__: JSON.stringify(mode),
      __BUILD_ID__: JSON.stringify(buildId(root)),
    },
    minify: !development,
    sourcemap: development ? /** @type {const} */ ('linked') : false,
    metafile: true,
    // One shared chunk for everything the entry loads, instead of one per set of lazy chunks sharing
    // it (decision 008).
    plugins: [initialClosurePlugin(root)],
    logLevel: /** @type {const} */ ('warning'),
  };
}

/** @param {string} outdir @param {string} root */
function copyPublic(outdir, root) {
  const publicDir = join(root, 'public');
  if (existsSync(publicDir) && readdirSync(publicDir).length > 0) {
    cpSync(publicDir, outdir, { recursive: true });
  }
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * Empties the output dir (never the repository or one of its folders) and copies `public/` into it.
 * @param {string} outdir @param {string} [root]  where `public/` is
 */
export function prepareOutdir(outdir, root = ROOT) {
  checkOutdir(outdir);
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  copyPublic(outdir, root);
}

/**
 * Writes what a build's metafile decides next to its chunks: index.html (entry, preloads, CSS, config
 * and the early-start script), `csp.txt` and `meta.json`. Throws when a lazy-only module is in the
 * initial load. Returns the entry's split (splitOutputs) and the inline early script's size in bytes.
 * @param {import('esbuild').Metafile} metafile
 * @param {ReturnType<typeof readBuildOptions>} options
 * @param {string} [root]  esbuild's absWorkingDir
 */
export function writePageFiles(metafile, options, root = ROOT) {
  const { outdir, base, params } = options;
  const split = splitOutputs(metafile, ENTRY);
  const leaked = leakedLazyInputs(metafile, split.initial);
  if (leaked.length > 0) {
    throw new Error(
      `these modules must only be loaded lazily, but are in the initial load:\n  ${leaked.join('\n  ')}`,
    );
  }
  const earlyScript = earlyStartScript(
    earlyStartManifest(metafile, split, { outdir, base, mode: options.mode, root }),
  );
  // Metafile paths are relative to esbuild's absWorkingDir (root), whatever the current directory.
  const served = (file) => inOutdir(outdir, resolve(root, file));
  const html = renderIndexHtml({
    base,
    entry: served(split.entry),
    preloads: split.initial.filter((file) => file !== split.entry).map(served),
    styles: split.css ? [served(split.css)] : [],
    params,
    earlyScript,
  });
  writeFileSync(join(outdir, 'index.html'), html);
  // The policy a host page must send with this index.html (docs/configuration.md, "Host page").
  writeFileSync(
    join(outdir, 'csp.txt'),
    `${contentSecurityPolicy({ params, earlyScript, mode: options.mode })}\n`,
  );
  writeFileSync(join(outdir, 'meta.json'), JSON.stringify(metafile));
  const early = Buffer.from(earlyScript);
  return { ...split, early: { raw: early.length, gzip: gzipSync(early, { level: 9 }).length } };
}

/**
 * Runs one build and returns what a first page load costs.
 * @param {ReturnType<typeof readBuildOptions>} options
 */
export async function buildApp(options) {
  prepareOutdir(options.outdir);
  const { metafile } = await esbuild.build(esbuildOptions(options));
  const split = writePageFiles(metafile, options);
  writeMswWorker(options.outdir);
  return { initial: sizeOf(split.initial), lazy: sizeOf(split.lazy), early: split.early };
}

async function main() {
  const options = readBuildOptions(process.argv.slice(2), ROOT);
  const started = performance.now();
  const { initial, lazy, early } = await buildApp(options);
  const ms = Math.round(performance.now() - started);
  console.log(
    `built ${options.mode} into ${relative(ROOT, options.outdir) || '.'}/ in ${ms} ms (mock: ${options.params.mock === true})`,
  );
  console.log(`  initial JS: ${initial.files} files, ${kB(initial.gzip)} gzip (${kB(initial.raw)} raw)`);
  console.log(`  lazy JS:    ${lazy.files} files, ${kB(lazy.gzip)} gzip (${kB(lazy.raw)} raw)`);
  console.log(`  early script (inline): ${kB(early.gzip)} gzip (${kB(early.raw)} raw)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(`build failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
