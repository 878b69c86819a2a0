/**
 * `npm run dev`: the development build `npm start` serves (mode development, the embedded mock
 * provider in the browser), kept up to date by esbuild's watch mode and served with live reload.
 * After each rebuild the output dir gets a fresh index.html, csp.txt and meta.json (build.mjs's
 * writePageFiles), the chunks the new build no longer has are deleted, "rebuilt in N ms" is printed
 * and every open page reloads itself. msw's worker and `public/` are put in once, at start.
 * The packages and the mock provider are built by a second esbuild context, rebuilt only when
 * fixtures/ (or an event it reads) changes, and the browser keeps every file a reload does not
 * change (decision 091, docs/decisions/091-dev-loop-under-a-second.md).
 *
 * Live reload: the served index.html (never the one on disk) gets a `<script src>` of SCRIPT_PATH,
 * which listens to the event stream at RELOAD_PATH. Both are same-origin, so the build's
 * Content-Security-Policy (csp.txt: `script-src 'self' …`, `connect-src 'self' …`), which the
 * static server sends as it does for `npm start`, allows them unchanged: nothing inline is added.
 * A build that fails keeps the last good output served; its errors are printed, and sent to the page's
 * console.
 *
 *   node scripts/dev.mjs [--port 5173 | env PORT] [--host 127.0.0.1] [--outdir dist-dev]
 */
import { existsSync, rmSync, watch, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as esbuild from 'esbuild';
import { esbuildOptions, prepareOutdir, writePageFiles } from '../build.mjs';
import { defaultParams } from './build/default-params.mjs';
import {
  PACKAGES_DIR,
  packagesImported,
  packagesOptions,
  packagesPlugin,
  writeChanged,
} from './build/dev-packages.mjs';
import { writeMswWorker } from './build/msw-worker.mjs';
import { startStaticServer } from './serve.mjs';
import { closeOnSignals, runIfMain } from './script-main.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export const RELOAD_PATH = '/__dev/reload';
const SCRIPT_PATH = '/__dev/reload.js';
const RELOAD_SCRIPT = `// live reload (npm run dev)
const events = new EventSource('${RELOAD_PATH}');
events.addEventListener('reload', () => location.reload());
events.addEventListener('build-error', (event) => console.error('[dev] build failed:\\n' + event.data));
`;

/**
 * The served index.html with the reload script before `</head>`, and a modulepreload of each given
 * module (the packages' entries: the browser asks for them all at once, not one import after another).
 * @param {string} html @param {string[]} [preloads]  URLs
 */
export function withReloadScript(html, preloads = []) {
  const tags = [
    ...preloads.map((url) => `<link rel="modulepreload" href="${url}">`),
    `<script src="${SCRIPT_PATH}"></script>`,
  ];
  return html.includes('  </head>')
    ? html.replace('  </head>', `${tags.map((tag) => `    ${tag}\n`).join('')}  </head>`)
    : `${html}${tags.join('\n')}\n`;
}

/**
 * The top-level folders of root that a build read (src, events, …; never node_modules), to watch.
 * @param {string} root @param {string[]} inputs  metafile input paths, relative to root
 */
function sourceDirs(root, inputs) {
  const dirs = new Set();
  for (const input of inputs) {
    const path = input.replace(/^[a-z-]+:/, '');
    const first = path.split('/')[0] ?? '';
    if (path.includes('/') && first !== 'node_modules' && !first.startsWith('.')) dirs.add(first);
  }
  // Before a first good build there are no inputs: src/ at least.
  if (dirs.size === 0) dirs.add('src');
  return [...dirs].map((dir) => join(root, dir)).filter((dir) => existsSync(dir));
}

/** @param {esbuild.Message[]} messages @param {'error' | 'warning'} kind */
const format = (messages, kind) =>
  esbuild.formatMessagesSync(messages, { kind, color: false }).join('\n').trim();

/** Names esbuild gave a content hash (`main-` or `chunk-` and eight capitals or digits): kept for good. */
const HASHED = /-[A-Z0-9]{8}\.(js|css)(\.map)?$/;

/**
 * What the browser may keep: files named by their content's hash for good, the packages' files
 * (stable names) until their ETag changes; the rest (index.html, csp.txt, msw's worker) never.
 * @param {string} path  relative to the output dir
 */
function devCacheControl(path) {
  if (HASHED.test(path)) return 'max-age=31536000, immutable';
  if (path.startsWith(`${PACKAGES_DIR}/`)) return 'no-cache';
  return undefined;
}

/**
 * Builds, watches and serves until `close()`. `root` is where the app's sources are (default: this
 * repository; tests pass a tiny app of their own), `outdir` where the build goes (emptied first).
 * Two esbuild contexts (docs/decisions/091-dev-loop-under-a-second.md): the app, and the packages
 * with the mock provider (scripts/build/dev-packages.mjs), each rebuilt only when one of its own
 * inputs changes.
 * @param {{ root?: string, outdir?: string, port?: number, host?: string,
 *   params?: Record<string, unknown>, log?: (line: string) => void }} [options]
 */
export async function startDevServer({
  root = ROOT,
  outdir = join(ROOT, 'dist-dev'),
  port = 5173,
  host = '127.0.0.1',
  params = defaultParams('development'),
  log = (line) => console.log(line),
} = {}) {
  const options = {
    mode: /** @type {const} */ ('development'),
    outdir: resolve(outdir),
    base: '/',
    params,
  };
  prepareOutdir(options.outdir, root);
  writeMswWorker(options.outdir);

  /** @type {Set<import('node:http').ServerResponse>} */
  const clients = new Set();
  const send = (event, data) => {
    const lines = String(data)
      .split('\n')
      .map((line) => `data: ${line}`)
      .join('\n');
    for (const client of clients) client.write(`event: ${event}\n${lines}\n\n`);
  };
  /** @param {string} text */
  const failed = (text) => {
    log(`build failed:\n${text}`);
    send('build-error', text);
  };

  /** Output files of the last good build, to delete the ones a new build no longer writes. */
  let outputs = new Set();
  /** Inputs (relative to root) of the last good build of each context, to route a saved file. */
  let appInputs = new Set();
  let packageInputs = new Set();
  let started = 0;
  let builds = 0;
  /** @type {(() => void) | undefined} */
  let firstBuildDone;
  const firstBuild = new Promise((resolveFirst) => (firstBuildDone = () => resolveFirst(undefined)));

  // The packages and the mock provider: their own context, whose entries are what the app imports.
  /** @type {Map<string, string>} */
  const wanted = new Map();
  /** @type {esbuild.BuildContext | undefined} */
  let packages;
  let packageEntries = '';
  /** The packages' entries the app's first load imports (index.html preloads them). @type {string[]} */
  let firstPackages = [];
  /** @type {Map<string, string>} */
  let packageHashes = new Map();
  /**
   * Builds the packages (a new context when the app imports one it had not): whether their files
   * changed, or `failed` once the errors are printed and sent.
   * @returns {Promise<'changed' | 'same' | 'failed'>}
   */
  const buildPackages = async () => {
    const entries = [...wanted.keys()].sort().join('\n');
    if (!packages || entries !== packageEntries) {
      await packages?.dispose();
      packages = await esbuild.context({
        ...packagesOptions(base, wanted, options.outdir),
        logLevel: 'silent',
      });
      packageEntries = entries;
    }
    const begun = performance.now();
    const result = await packages.rebuild().catch((error) => /** @type {esbuild.BuildFailure} */ (error));
    if (result.warnings.length > 0) log(format(result.warnings, 'warning'));
    if (result.errors.length > 0 || !('outputFiles' in result) || !result.outputFiles) {
      failed(format(result.errors, 'error'));
      return 'failed';
    }
    const written = writeChanged(result.outputFiles, packageHashes);
    packageHashes = written.hashes;
    packageInputs = new Set(Object.keys(result.metafile?.inputs ?? {}));
    const ms = Math.round(performance.now() - begun);
    log(
      `packages and mock provider ${builds === 0 ? 'built' : 'rebuilt'} in ${ms} ms${written.changed ? '' : ' (no change)'}`,
    );
    return written.changed ? 'changed' : 'same';
  };

  /** @type {esbuild.Plugin} */
  const devPlugin = {
    name: 'dev-server',
    setup(build) {
      build.onStart(() => {
        started = performance.now();
      });
      build.onEnd(async (result) => {
        try {
          if (result.warnings.length > 0) log(format(result.warnings, 'warning'));
          if (result.errors.length > 0 || !result.metafile) {
            failed(format(result.errors, 'error'));
            if (!existsSync(join(options.outdir, 'index.html'))) {
              // Nothing to serve yet: a page that reloads once a build succeeds.
              writeFileSync(
                join(options.outdir, 'index.html'),
                '<!doctype html><html><head><title>Build failed</title></head><body><p>The build failed: see the terminal.</p></body></html>\n',
              );
            }
            return;
          }
          // An import the packages' context has no entry for yet: it builds again first.
          const newPackage = [...wanted.keys()].sort().join('\n') !== packageEntries;
          if ((newPackage || !packages) && wanted.size > 0 && (await buildPackages()) === 'failed') return;
          const { initial } = writePageFiles(result.metafile, options, root);
          firstPackages = packagesImported(result.metafile, initial);
          const next = new Set(Object.keys(result.metafile.outputs));
          for (const file of outputs) {
            if (!next.has(file)) rmSync(join(root, file), { force: true });
          }
          const changed = next.size !== outputs.size || [...next].some((file) => !outputs.has(file));
          outputs = next;
          appInputs = new Set(Object.keys(result.metafile.inputs));
          builds += 1;
          const ms = Math.round(performance.now() - started);
          // Hashed names: the same set of files is the same build (a save that changed nothing).
          log(`${builds === 1 ? 'built' : 'rebuilt'} in ${ms} ms${changed ? '' : ' (no change)'}`);
          if (changed) send('reload', ms);
        } catch (error) {
          const text = error instanceof Error ? error.message : String(error);
          log(`build failed: ${text}`);
          send('build-error', text);
        } finally {
          firstBuildDone?.();
          firstBuildDone = undefined;
        }
      });
    },
  };

  const base = esbuildOptions({ ...options, root });
  // The plugins report errors and warnings themselves (through `log`), once per build.
  const context = await esbuild.context({
    ...base,
    logLevel: 'silent',
    plugins: [packagesPlugin(root, wanted), ...base.plugins, devPlugin],
  });
  await context.watch();
  await firstBuild;
  // esbuild's watch mode polls a random share of the files every 100 ms and so may take up to ~2 s to
  // notice a file's first change; the file system's own notice starts the rebuild at once. (esbuild
  // then records the files as of that build, so its watcher does not build them again.) A saved file
  // rebuilds the context(s) that read it: a view only the app, a provider's handler only the
  // packages (then the page reloads), an event both; a file neither read (a new one) the app.
  /** @type {Record<'app' | 'packages', ReturnType<typeof setTimeout> | undefined>} */
  const timers = { app: undefined, packages: undefined };
  const soon = (which, work) => {
    clearTimeout(timers[which]);
    timers[which] = setTimeout(() => work().catch(() => undefined), 10);
  };
  const rebuildPackages = async () => {
    const began = performance.now();
    if ((await buildPackages()) === 'changed') send('reload', Math.round(performance.now() - began));
  };
  /** @param {string} dir @param {string | null} name */
  const saved = (dir, name) => {
    const path = relative(root, join(dir, name ?? ''))
      .split(sep)
      .join('/');
    const inPackages = packageInputs.has(path);
    if (inPackages) soon('packages', rebuildPackages);
    if (appInputs.has(path) || !inPackages) soon('app', () => context.rebuild());
  };
  const watchers = sourceDirs(root, [...appInputs, ...packageInputs]).map((dir) =>
    watch(dir, { recursive: true }, (_, name) => saved(dir, name)).on('error', () => undefined),
  );

  /** @type {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => boolean} */
  const before = (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === SCRIPT_PATH) {
      response.writeHead(200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      response.end(RELOAD_SCRIPT);
      return true;
    }
    if (pathname !== RELOAD_PATH) return false;
    response.writeHead(200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
    });
    response.write(': connected\n\n');
    clients.add(response);
    request.on('close', () => clients.delete(response));
    return true;
  };

  let server;
  try {
    server = await startStaticServer({
      dir: options.outdir,
      port,
      host,
      before,
      transformIndex: (html) => withReloadScript(html, firstPackages),
      cacheControl: devCacheControl,
    });
  } catch (error) {
    await context.dispose();
    await packages?.dispose();
    throw error;
  }
  return {
    url: server.url,
    outdir: options.outdir,
    /** Rebuilds now (as a saved change does) and resolves when the build is written. */
    rebuild: () => context.rebuild().then(() => undefined),
    close: async () => {
      clearTimeout(timers.app);
      clearTimeout(timers.packages);
      for (const watcher of watchers) watcher.close();
      for (const client of clients) client.end();
      clients.clear();
      await context.dispose();
      await packages?.dispose();
      await server.close();
    },
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: process.env.PORT ?? '5173' },
      host: { type: 'string', default: '127.0.0.1' },
      outdir: { type: 'string', default: 'dist-dev' },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid port "${values.port}"`);
  const dev = await startDevServer({ outdir: resolve(ROOT, values.outdir), port, host: values.host });
  console.log(`\nCheckout (dev, live reload) at ${dev.url}  (mock provider in the browser; Ctrl+C to stop)`);
  console.log(`English: ${dev.url}en/checkout   Developer area: ${dev.url}developer`);
  closeOnSignals(() => dev.close());
}

runIfMain(import.meta.url, main);
