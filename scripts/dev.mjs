/**
 * `npm run dev`: the development build `npm start` serves (mode development, the embedded mock
 * provider in the browser), kept up to date by esbuild's watch mode and served with live reload.
 * After each rebuild the output dir gets a fresh index.html, csp.txt and meta.json (build.mjs's
 * writePageFiles), the chunks the new build no longer has are deleted, "rebuilt in N ms" is printed
 * and every open page reloads itself. msw's worker and `public/` are put in once, at start.
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
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as esbuild from 'esbuild';
import { esbuildOptions, prepareOutdir, writePageFiles } from '../build.mjs';
import { defaultParams } from './build/default-params.mjs';
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

/** The served index.html with the reload script, before `</head>`. @param {string} html */
export function withReloadScript(html) {
  const tag = `<script src="${SCRIPT_PATH}"></script>`;
  return html.includes('  </head>') ? html.replace('  </head>', `    ${tag}\n  </head>`) : `${html}${tag}\n`;
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

/**
 * Builds, watches and serves until `close()`. `root` is where the app's sources are (default: this
 * repository; tests pass a tiny app of their own), `outdir` where the build goes (emptied first).
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

  /** Output files of the last good build, to delete the ones a new build no longer writes. */
  let outputs = new Set();
  /** @type {string[]} */
  let inputs = [];
  let started = 0;
  let builds = 0;
  /** @type {(() => void) | undefined} */
  let firstBuildDone;
  const firstBuild = new Promise((resolveFirst) => (firstBuildDone = () => resolveFirst(undefined)));

  /** @type {esbuild.Plugin} */
  const devPlugin = {
    name: 'dev-server',
    setup(build) {
      build.onStart(() => {
        started = performance.now();
      });
      build.onEnd((result) => {
        try {
          if (result.warnings.length > 0) log(format(result.warnings, 'warning'));
          if (result.errors.length > 0 || !result.metafile) {
            const text = format(result.errors, 'error');
            log(`build failed:\n${text}`);
            send('build-error', text);
            if (!existsSync(join(options.outdir, 'index.html'))) {
              // Nothing to serve yet: a page that reloads once a build succeeds.
              writeFileSync(
                join(options.outdir, 'index.html'),
                '<!doctype html><html><head><title>Build failed</title></head><body><p>The build failed: see the terminal.</p></body></html>\n',
              );
            }
            return;
          }
          writePageFiles(result.metafile, options, root);
          const next = new Set(Object.keys(result.metafile.outputs));
          for (const file of outputs) {
            if (!next.has(file)) rmSync(join(root, file), { force: true });
          }
          const changed = next.size !== outputs.size || [...next].some((file) => !outputs.has(file));
          outputs = next;
          inputs = Object.keys(result.metafile.inputs);
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
  // The plugin reports errors and warnings itself (through `log`), once per build.
  const context = await esbuild.context({
    ...base,
    logLevel: 'silent',
    plugins: [...base.plugins, devPlugin],
  });
  await context.watch();
  await firstBuild;
  // esbuild's watch mode polls a random share of the files every 100 ms and so may take up to ~2 s to
  // notice a file's first change; the file system's own notice starts the rebuild at once. (esbuild
  // then records the files as of that build, so its watcher does not build them again.)
  let timer;
  const rebuildSoon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => context.rebuild().catch(() => undefined), 10);
  };
  const watchers = sourceDirs(root, inputs).map((dir) =>
    watch(dir, { recursive: true }, rebuildSoon).on('error', () => undefined),
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
      transformIndex: withReloadScript,
    });
  } catch (error) {
    await context.dispose();
    throw error;
  }
  return {
    url: server.url,
    outdir: options.outdir,
    /** Rebuilds now (as a saved change does) and resolves when the build is written. */
    rebuild: () => context.rebuild().then(() => undefined),
    close: async () => {
      clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
      for (const client of clients) client.end();
      clients.clear();
      await context.dispose();
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
