/**
 * A tiny static server for a built directory: deep links (paths without a file extension) get
 * index.html, so the client router handles them; nothing is cached, so a rebuild shows at once; and
 * `Service-Worker-Allowed: /` lets the mock provider's worker control the whole origin. A caller may
 * choose another Cache-Control per file (`cacheControl`: `npm run dev` lets the browser keep the
 * chunks whose names carry their content's hash); a `no-cache` file gets an ETag and answers 304. Used by
 * `npm start` / `npm run serve`, by `npm run dev` and `npm run preview` (scripts/dev.mjs,
 * scripts/preview.mjs) and by Playwright's global setup (`startStaticServer`). With `gzip`
 * (`--gzip`), text files go out gzip-compressed to clients that accept it, as any real host serves
 * them (the bench measures page loads this way, decision 032).
 *
 *   node scripts/serve.mjs [--dir dist] [--port 5173 | env PORT] [--host 127.0.0.1] [--gzip]
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { closeOnSignals, runIfMain } from './script-main.mjs';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const COMMON_HEADERS = {
  'Cache-Control': 'no-store',
  'Service-Worker-Allowed': '/',
  'X-Content-Type-Options': 'nosniff',
  // The page's own address stays on the site; other sites get its origin only (issue 22).
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Older browsers' form of `frame-ancestors 'none'`: the checkout is never framed (clickjacking).
  'X-Frame-Options': 'DENY',
};

/**
 * The Content-Security-Policy the build wrote next to index.html (`csp.txt`, scripts/build/csp.mjs),
 * read again when it changes (a rebuild shows at once); none when the directory has no policy.
 */
function policyOf(root) {
  const file = join(root, 'csp.txt');
  let cached = { mtimeMs: -1, policy: null };
  return () => {
    if (!existsSync(file)) return null;
    const { mtimeMs } = statSync(file);
    if (mtimeMs !== cached.mtimeMs) cached = { mtimeMs, policy: readFileSync(file, 'utf8').trim() };
    return cached.policy;
  };
}

/** Maps a request path to a file in root, or null when there is none (or it escapes root). */
function fileFor(root, pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const candidate = resolve(join(root, decoded));
  if (candidate !== root && !candidate.startsWith(root + sep)) return null;
  if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  if (extname(decoded) === '') return join(root, 'index.html');
  return null;
}

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.webmanifest',
]);

/** Gzipped bytes of a file, kept until the file changes (a rebuild shows at once). */
function gzipCache() {
  const cache = new Map();
  return (file) => {
    const { mtimeMs, size } = statSync(file);
    const hit = cache.get(file);
    if (hit && hit.mtimeMs === mtimeMs && hit.size === size) return hit.body;
    const body = gzipSync(readFileSync(file), { level: 6 });
    cache.set(file, { mtimeMs, size, body });
    return body;
  };
}

/**
 * @param {string} root
 * @param {boolean} gzip
 * @param {{ before?: (request: import('node:http').IncomingMessage,
 *   response: import('node:http').ServerResponse) => boolean, transformIndex?: (html: string) => string,
 *   cacheControl?: (path: string) => string | undefined }} hooks
 */
function handler(root, gzip, { before, transformIndex, cacheControl }) {
  const gzipped = gzipCache();
  const policy = policyOf(root);
  const index = join(root, 'index.html');
  return (request, response) => {
    if (before?.(request, response)) return;
    const csp = policy();
    if (csp) response.setHeader('Content-Security-Policy', csp);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { ...COMMON_HEADERS, Allow: 'GET, HEAD' }).end();
      return;
    }
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const file = fileFor(root, pathname);
    if (!file) {
      response.writeHead(404, { ...COMMON_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(`Not found: ${pathname}\n`);
      return;
    }
    const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    const accepts = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (transformIndex && file === index) {
      const html = Buffer.from(transformIndex(readFileSync(file, 'utf8')));
      const body = gzip && accepts ? gzipSync(html, { level: 6 }) : html;
      response.writeHead(200, {
        ...COMMON_HEADERS,
        'Content-Type': type,
        'Content-Length': body.length,
        ...(body === html ? {} : { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' }),
      });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    const { size, mtimeMs } = statSync(file);
    const cache = cacheControl?.(relative(root, file).split(sep).join('/'));
    /** @type {Record<string, string>} */
    const caching = cache ? { 'Cache-Control': cache } : {};
    if (cache?.includes('no-cache')) {
      caching.ETag = `"${size.toString(36)}-${Math.round(mtimeMs).toString(36)}"`;
      if (request.headers['if-none-match'] === caching.ETag) {
        response.writeHead(304, { ...COMMON_HEADERS, ...caching }).end();
        return;
      }
    }
    if (gzip && accepts && COMPRESSIBLE.has(extname(file))) {
      const body = gzipped(file);
      response.writeHead(200, {
        ...COMMON_HEADERS,
        ...caching,
        'Content-Type': type,
        'Content-Encoding': 'gzip',
        'Content-Length': body.length,
        Vary: 'Accept-Encoding',
      });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    response.writeHead(200, {
      ...COMMON_HEADERS,
      ...caching,
      'Content-Type': type,
      'Content-Length': size,
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(file).pipe(response);
  };
}

/**
 * Serves `dir` until `close()` is called. Port 0 picks a free port; `url` tells which. `before` sees
 * each request first and returns true when it answered it (the dev server's reload stream, the preview's
 * proxy); `transformIndex` rewrites index.html as it is served, never on disk (the dev server's
 * reload script); `cacheControl` gets a file's path relative to `dir` and returns its Cache-Control
 * (default `no-store`).
 * @param {{ dir: string, port?: number, host?: string, gzip?: boolean,
 *   before?: (request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => boolean,
 *   transformIndex?: (html: string) => string, cacheControl?: (path: string) => string | undefined }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function startStaticServer({
  dir,
  port = 5173,
  host = '127.0.0.1',
  gzip = false,
  before,
  transformIndex,
  cacheControl,
}) {
  const root = resolve(dir);
  if (!existsSync(join(root, 'index.html'))) {
    return Promise.reject(new Error(`${root}/index.html not found: build first (e.g. npm run build)`));
  }
  const server = createServer(handler(root, gzip, { before, transformIndex, cacheControl }));
  return new Promise((resolveStart, rejectStart) => {
    server.once('error', (error) => {
      const code = /** @type {NodeJS.ErrnoException} */ (error).code;
      const reason = code === 'EADDRINUSE' ? `port ${port} on ${host} is already in use` : error.message;
      rejectStart(new Error(`cannot serve ${root}: ${reason}`));
    });
    server.listen(port, host, () => {
      const address = server.address();
      const actualPort = typeof address === 'object' && address ? address.port : port;
      const close = () =>
        new Promise((resolveClose) => {
          server.closeAllConnections();
          server.close(() => resolveClose(undefined));
        });
      resolveStart({ url: `http://${host}:${actualPort}/`, close });
    });
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'dist' },
      port: { type: 'string', default: process.env.PORT ?? '5173' },
      host: { type: 'string', default: '127.0.0.1' },
      gzip: { type: 'boolean', default: false },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid port "${values.port}"`);
  const { url, close } = await startStaticServer({
    dir: values.dir,
    port,
    host: values.host,
    gzip: values.gzip,
  });
  console.log(`Checkout running at ${url}`);
  closeOnSignals(() => close());
}

runIfMain(import.meta.url, main);
