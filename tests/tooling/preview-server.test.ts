/**
 * `npm run preview` (scripts/preview.mjs): with `--provider`, the provider's paths go to the provider
 * (here a stub that echoes what it got) and everything else is the static build, deep links included.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewBuildArgs, startPreviewServer } from '../../scripts/preview.mjs';
import type { StaticServer } from '../../scripts/serve.mjs';

let dir = '';
let stub: Server;
let preview: StaticServer;
let unreachable: StaticServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'preview-'));
  writeFileSync(join(dir, 'index.html'), '<div id="main-content"></div>');
  stub = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      response.writeHead(201, {
        'Content-Type': 'application/json',
        'Set-Cookie': 'mock_session=s1; Path=/; SameSite=Lax',
      });
      response.end(
        JSON.stringify({
          method: request.method,
          url: request.url,
          body,
          company: request.headers.company,
          host: request.headers.host,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  preview = await startPreviewServer({ dir, port: 0, provider: origin });
  // a port nothing listens on: the stub's, once a throwaway server has released it
  const spare = createServer();
  await new Promise<void>((resolve) => spare.listen(0, '127.0.0.1', resolve));
  const sparePort = (spare.address() as AddressInfo).port;
  await new Promise((resolve) => spare.close(resolve));
  unreachable = await startPreviewServer({ dir, port: 0, provider: `http://127.0.0.1:${sparePort}` });
});

afterAll(async () => {
  await preview?.close();
  await unreachable?.close();
  await new Promise((resolve) => stub?.close(resolve));
  rmSync(dir, { recursive: true, force: true });
});

const at = (server: StaticServer, path: string, init?: RequestInit) => fetch(new URL(path, server.url), init);

describe('npm run preview --provider', () => {
  it('forwards /api with its query, headers and the reply as it came', async () => {
    const response = await at(preview, '/api/cart?reload=true', { headers: { company: 'sk-ws' } });
    expect(response.status).toBe(201);
    expect(response.headers.get('set-cookie')).toContain('mock_session=s1');
    const echoed = await response.json();
    expect(echoed).toMatchObject({ method: 'GET', url: '/api/cart?reload=true', company: 'sk-ws' });
    expect(echoed.host).toBe(new URL(`http://${echoed.host}`).host);
    expect(echoed.host).not.toBe(new URL(preview.url).host);
  });

  it('forwards a request body and the other provider paths', async () => {
    const posted = await at(preview, '/validation-api/domains', { method: 'POST', body: '{"a":1}' });
    expect(await posted.json()).toMatchObject({
      method: 'POST',
      url: '/validation-api/domains',
      body: '{"a":1}',
    });
    for (const path of ['/login?login=alice', '/services/places/search?q=Bra']) {
      expect((await (await at(preview, path)).json()).url).toBe(path);
    }
  });

  it('serves deep links, and paths that only look like the provider, with index.html', async () => {
    for (const path of ['/checkout/order', '/en/checkout', '/apis']) {
      const response = await at(preview, path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain('main-content');
    }
  });

  it('answers 502 when the provider is not running', async () => {
    const response = await at(unreachable, '/api/cart');
    expect(response.status).toBe(502);
    expect(await response.text()).toContain('unreachable');
  });

  it('builds for the in-browser mock, or for the provider on its own origin', () => {
    expect(previewBuildArgs(undefined, '/tmp/x')).toEqual([
      'build.mjs',
      '--mode',
      'production',
      '--outdir',
      '/tmp/x',
      '--mock',
    ]);
    const args = previewBuildArgs('http://127.0.0.1:4700', '/tmp/x');
    const params = JSON.parse(args[args.indexOf('--params') + 1] ?? '{}');
    expect(params).toMatchObject({
      apiUrl: '/api',
      validationApiUrl: '/validation-api',
      loginUrl: '/login',
      mock: false,
    });
  });
});
