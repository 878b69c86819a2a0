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
 * The esbuild options of one build (also used by bench/bundle.mjs to build a reference page the same way).
 * @param {Pick<ReturnType<typeof readBuildOptions>, 'mode' | 'outdir' | 'base'>} options
 */
export function esbuildOptions({ mode, outdir, base }) {
  const development = mode === 'development';
  return {
    absWorkingDir: ROOT,
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
      __BUILD_ID__: JSON.stringify(buildId(ROOT)),
    },
    minify: !development,
    sourcemap: development ? /** @type {const} */ ('linked') : false,
    metafile: true,
    // One shared chunk for everything the entry loads, instead of one per set of lazy chunks sharing
    // it (decision 008).
    plugins: [initialClosurePlugin(ROOT)],
    logLevel: /** @type {const} */ ('warning'),
  };
}

function copyPublic(outdir) {
  const publicDir = join(ROOT, 'public');
  if (existsSync(publicDir) && readdirSync(publicDir).length > 0) {
    cpSync(publicDir, outdir, { recursive: true });
  }
}

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * Runs one build and returns what a first page load costs.
 * @param {ReturnType<typeof readBuildOptions>} options
 */
export async function buildApp(options) {
  const { outdir, base, params } = options;
  checkOutdir(outdir);
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  copyPublic(outdir);
  const { metafile } = await esbuild.build(esbuildOptions(options));
  const split = splitOutputs(metafile, ENTRY);
  const leaked = leakedLazyInputs(metafile, split.initial);
  if (leaked.length > 0) {
    throw new Error(
      `these modules must only be loaded lazily, but are in the initial load:\n  ${leaked.join('\n  ')}`,
    );
  }
  const earlyScript = earlyStartScript(
    earlyStartManifest(metafile, split, { outdir, base, mode: options.mode, root: ROOT }),
  );
  const html = renderIndexHtml({
    base,
    entry: inOutdir(outdir, split.entry),
    preloads: split.initial.filter((file) => file !== split.entry).map((file) => inOutdir(outdir, file)),
    styles: split.css ? [inOutdir(outdir, split.css)] : [],
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
  writeMswWorker(outdir);
  return { initial: sizeOf(split.initial), lazy: sizeOf(split.lazy) };
}

async function main() {
  const options = readBuildOptions(process.argv.slice(2), ROOT);
  const started = performance.now();
  const { initial, lazy } = await buildApp(options);
  const ms = Math.round(performance.now() - started);
  console.log(
    `built ${options.mode} into ${relative(ROOT, options.outdir) || '.'}/ in ${ms} ms (mock: ${options.params.mock === true})`,
  );
  console.log(`  initial JS: ${initial.files} files, ${kB(initial.gzip)} gzip (${kB(initial.raw)} raw)`);
  console.log(`  lazy JS:    ${lazy.files} files, ${kB(lazy.gzip)} gzip (${kB(lazy.raw)} raw)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(`build failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
