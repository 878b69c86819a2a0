/**
 * `npm run preview`: a production build served as a host would serve it (gzip, the build's
 * Content-Security-Policy, the index.html fallback for deep links), to try what ships. It always
 * builds first, into `dist-preview/` (so `dist/` from `npm run build` or `npm start` is left alone),
 * unless `--no-build` serves that directory as it is.
 *
 * Without `--provider` the build runs the embedded mock provider in the browser (`--mock`). With
 * `--provider <origin>` (the HTTP mock provider, `npm run provider`, or any provider) the build talks
 * to its own origin (`/api`, `/validation-api`, `/login`, `/services/…`, mock off) and this server
 * forwards those paths to the provider: same origin for the browser, so no CORS and the provider's
 * session cookie just works.
 *
 *   node scripts/preview.mjs [--provider http://127.0.0.1:4700] [--port 4173 | env PORT]
 *                            [--host 127.0.0.1] [--no-build]
 */
import { spawnSync } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startStaticServer } from './serve.mjs';
import { closeOnSignals, runIfMain } from './script-main.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PREVIEW_DIR = join(ROOT, 'dist-preview');

/** The paths the provider answers (fixtures/provider/http-server.ts). */
export const PROVIDER_PATHS = ['/api', '/validation-api', '/login', '/services'];

/** The config a preview build bakes in when a provider is proxied: its paths on this origin. */
export const proxiedParams = {
  apiUrl: '/api',
  validationApiUrl: '/validation-api',
  loginUrl: '/login',
  placesUrl: '/services/places/search',
  companyRegisterUrl: '/services/register/search',
  companyRegisterToken: 'mock-register-token',
  errorReportingUrl: '/api/__mock/reports',
  mock: false,
};

/** @param {string} pathname */
const forProvider = (pathname) =>
  PROVIDER_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`));

/**
 * A `before` hook for the static server that forwards the provider's paths to `origin` (method,
 * path, query, headers and body as they came; the reply as it comes, streamed), and answers 502
 * when the provider cannot be reached.
 * @param {string} origin  e.g. `http://127.0.0.1:4700`
 */
export function providerProxy(origin) {
  const target = new URL(origin);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  /** @type {(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse) => boolean} */
  return (request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (!forProvider(pathname)) return false;
    const upstream = send(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: target.host },
      },
      (reply) => {
        response.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(response);
        reply.on('error', () => response.destroy());
      },
    );
    upstream.on('error', (error) => {
      if (response.headersSent) {
        response.destroy();
        return;
      }
      response.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      response.end(`provider at ${origin} unreachable: ${error.message}\n`);
    });
    response.on('close', () => upstream.destroy());
    request.pipe(upstream);
    return true;
  };
}

/**
 * Serves `dir` (a build) with the provider's paths proxied to `provider`, when given.
 * @param {{ dir?: string, port?: number, host?: string, provider?: string }} options
 */
export function startPreviewServer({ dir = PREVIEW_DIR, port = 4173, host = '127.0.0.1', provider }) {
  return startStaticServer({
    dir,
    port,
    host,
    gzip: true,
    before: provider ? providerProxy(provider) : undefined,
  });
}

/** The build.mjs arguments of a preview build. @param {string | undefined} provider */
export function previewBuildArgs(provider, outdir = PREVIEW_DIR) {
  const args = ['build.mjs', '--mode', 'production', '--outdir', outdir];
  return provider ? [...args, '--params', JSON.stringify(proxiedParams)] : [...args, '--mock'];
}

async function main() {
  const { values } = parseArgs({
    options: {
      provider: { type: 'string' },
      port: { type: 'string', default: process.env.PORT ?? '4173' },
      host: { type: 'string', default: '127.0.0.1' },
      'no-build': { type: 'boolean', default: false },
    },
  });
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`invalid port "${values.port}"`);
  const provider = values.provider;
  if (provider !== undefined && !/^https?:\/\/[^/]+\/?$/.test(provider)) {
    throw new Error(`--provider must be an origin such as http://127.0.0.1:4700, not "${provider}"`);
  }
  if (!values['no-build']) {
    const built = spawnSync(process.execPath, previewBuildArgs(provider), { cwd: ROOT, stdio: 'inherit' });
    if (built.status !== 0) process.exit(built.status ?? 1);
  }
  const server = await startPreviewServer({ port, host: values.host, provider });
  const via = provider
    ? `/api, /validation-api, /login and /services proxied to ${provider}`
    : 'mock provider in the browser';
  console.log(`\nProduction preview at ${server.url}  (${via}; Ctrl+C to stop)`);
  closeOnSignals(() => server.close());
}

runIfMain(import.meta.url, main);
