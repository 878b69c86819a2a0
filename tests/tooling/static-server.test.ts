/**
 * The static server stands in for the page host in `npm start` and in the e2e set-ups: deep links must
 * get the app shell, files their proper types, and the mock provider's worker the whole origin.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type StaticServer } from '../../scripts/serve.mjs';

let dir = '';
let server: StaticServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'serve-'));
  mkdirSync(join(dir, 'chunks'));
  writeFileSync(join(dir, 'index.html'), '<div id="main-content"></div>');
  writeFileSync(join(dir, 'chunks', 'app-1.js'), 'export {};');
  writeFileSync(join(dir, 'mockServiceWorker.js'), '/* worker */');
  writeFileSync(join(dir, 'csp.txt'), "default-src 'self'; frame-ancestors 'none'\n");
  server = await startStaticServer({ dir, port: 0 });
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string) => fetch(new URL(path, server.url));

describe('the static server', () => {
  it('answers a deep link with the app shell', async () => {
    const response = await get('/checkout/billing-profile');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('main-content');
  });

  it('serves scripts as JavaScript and never lets them be cached', async () => {
    const response = await get('/chunks/app-1.js');
    expect(response.headers.get('content-type')).toContain('text/javascript');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('lets the mock service worker control the whole origin', async () => {
    const response = await get('/mockServiceWorker.js');
    expect(response.headers.get('service-worker-allowed')).toBe('/');
  });

  it("sends the build's policy and the security headers with the shell and every file", async () => {
    for (const path of ['/checkout', '/chunks/app-1.js']) {
      const headers = (await get(path)).headers;
      expect(headers.get('content-security-policy')).toBe("default-src 'self'; frame-ancestors 'none'");
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('answers 404 for a missing file instead of the shell', async () => {
    expect((await get('/chunks/missing.js')).status).toBe(404);
  });

  it('does not serve files outside its directory', async () => {
    const response = await get('/..%2f..%2fetc%2fpasswd');
    expect(response.status).toBe(404);
  });

  it('refuses to start on a directory without a build', async () => {
    await expect(startStaticServer({ dir: join(dir, 'chunks'), port: 0 })).rejects.toThrow(/build first/);
  });

  it('lets a caller have hashed files kept for good and others revalidated by their ETag', async () => {
    const cached = await startStaticServer({
      dir,
      port: 0,
      cacheControl: (path) =>
        path === 'chunks/app-1.js'
          ? 'max-age=31536000, immutable'
          : path === 'mockServiceWorker.js'
            ? 'no-cache'
            : undefined,
    });
    try {
      const at = (path: string, headers?: Record<string, string>) =>
        fetch(new URL(path, cached.url), { headers });
      expect((await at('/chunks/app-1.js')).headers.get('cache-control')).toBe('max-age=31536000, immutable');
      const first = await at('/mockServiceWorker.js');
      const etag = first.headers.get('etag') ?? '';
      expect(first.headers.get('cache-control')).toBe('no-cache');
      expect(etag).not.toBe('');
      const again = await at('/mockServiceWorker.js', { 'If-None-Match': etag });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
      writeFileSync(join(dir, 'mockServiceWorker.js'), '/* a new worker, longer */');
      expect((await at('/mockServiceWorker.js', { 'If-None-Match': etag })).status).toBe(200);
      // index.html and files the caller leaves alone are never kept
      expect((await at('/')).headers.get('cache-control')).toBe('no-store');
      expect((await at('/csp.txt')).headers.get('cache-control')).toBe('no-store');
    } finally {
      await cached.close();
    }
  });
});
