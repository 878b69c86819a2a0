/**
 * `npm run dev` (scripts/dev.mjs) on a tiny app of its own in a temp dir, built the way the real one
 * is (build.mjs's esbuild options and page files): the served index.html carries the reload script
 * (the one on disk does not), and a saved change rebuilds and sends a reload to the open page. The
 * packages and the mock provider are built apart (decision 091): a save rebuilds only what read it.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELOAD_PATH, startDevServer, type DevServer } from '../../scripts/dev.mjs';

let dir = '';
let dev: DevServer;
const log: string[] = [];

const mainSource = (text: string) => `document.title = ${JSON.stringify(text)};\n`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dev-server-'));
  mkdirSync(join(dir, 'app', 'src', 'ui'), { recursive: true });
  writeFileSync(join(dir, 'app', 'src', 'main.tsx'), mainSource('first'));
  writeFileSync(
    join(dir, 'app', 'src', 'ui', 'themes.json'),
    JSON.stringify({ themes: ['websupport'], companyBrands: { 'sk-ws': 'websupport' } }),
  );
  dev = await startDevServer({
    root: join(dir, 'app'),
    outdir: join(dir, 'out'),
    port: 0,
    log: (line) => log.push(line),
  });
});

afterAll(async () => {
  await dev?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get200 = async (path: string) => {
  const response = await fetch(new URL(path, dev.url));
  expect(response.status).toBe(200);
  return response;
};

/** Opens the reload stream; `next(event)` resolves with the data of the next such event. */
function openStream(url = dev.url) {
  let text = '';
  let response: IncomingMessage | undefined;
  const waiters: { event: string; resolve: (data: string) => void }[] = [];
  const check = () => {
    for (const waiter of [...waiters]) {
      const match = new RegExp(`event: ${waiter.event}\\n((?:data: [^\\n]*\\n)+)\\n`).exec(text);
      if (match) {
        text = text.slice(match.index + match[0].length);
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve((match[1] ?? '').replace(/^data: /gm, '').trimEnd());
      }
    }
  };
  const connected = new Promise<void>((resolve, reject) => {
    get(new URL(RELOAD_PATH, url), (res) => {
      response = res;
      expect(res.headers['content-type']).toBe('text/event-stream');
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (text.includes(': connected')) resolve();
        check();
      });
    }).on('error', reject);
  });
  return {
    connected,
    next: (event: string) =>
      new Promise<string>((resolve) => {
        waiters.push({ event, resolve });
        check();
      }),
    close: () => response?.destroy(),
  };
}

describe('npm run dev', () => {
  it('serves the app with the reload script, on deep links too, and never writes it to disk', async () => {
    for (const path of ['/', '/en/checkout/order']) {
      const html = await (await get200(path)).text();
      expect(html).toContain('<script src="/__dev/reload.js"></script>');
      expect(html).toMatch(/<script type="module" src="\/main-[A-Z0-9]+\.js"><\/script>/);
    }
    const onDisk = readFileSync(join(dev.outdir, 'index.html'), 'utf8');
    expect(onDisk).not.toContain('__dev');
    expect(onDisk).toContain('data-params');
  });

  it('keeps the build Content-Security-Policy, which allows the same-origin reload script', async () => {
    const response = await get200('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).toMatch(/connect-src 'self'/);
    expect(csp).not.toContain('unsafe-inline');
    const script = await (await get200('/__dev/reload.js')).text();
    expect(script).toContain(`new EventSource('${RELOAD_PATH}')`);
    expect(script).toContain('location.reload()');
  });

  it("has msw's worker", async () => {
    expect(await (await get200('/mockServiceWorker.js')).text()).toContain('Mock Service Worker');
  });

  it('rebuilds a saved change, rewrites index.html and sends a reload', async () => {
    const stream = openStream();
    try {
      await stream.connected;
      const before = readFileSync(join(dev.outdir, 'index.html'), 'utf8');
      const reloaded = stream.next('reload');
      writeFileSync(join(dir, 'app', 'src', 'main.tsx'), mainSource('second'));
      const ms = Number(await reloaded);
      expect(ms).toBeGreaterThanOrEqual(0);
      expect(log.some((line) => /^rebuilt in \d+ ms$/.test(line))).toBe(true);
      const after = readFileSync(join(dev.outdir, 'index.html'), 'utf8');
      expect(after).not.toBe(before);
      // the old entry is gone, the new one is served
      const entries = readdirSync(dev.outdir).filter((file) => /^main-.*\.js$/.test(file));
      expect(entries).toHaveLength(1);
      expect(after).toContain(entries[0]);
      expect(await (await get200(`/${entries[0]}`)).text()).toContain('second');
    } finally {
      stream.close();
    }
  });

  it('sends the errors of a failed build and keeps serving the last good one', async () => {
    const stream = openStream();
    try {
      await stream.connected;
      const failed = stream.next('build-error');
      writeFileSync(join(dir, 'app', 'src', 'main.tsx'), 'document.title = ;\n');
      expect(await failed).toContain('main.tsx');
      expect((await (await get200('/')).text()).includes('main-')).toBe(true);
      const reloaded = stream.next('reload');
      writeFileSync(join(dir, 'app', 'src', 'main.tsx'), mainSource('third'));
      await reloaded;
    } finally {
      stream.close();
    }
  });
});

describe('npm run dev on a broken app', () => {
  it('serves a stand-in page that reloads once a save fixes the build', async () => {
    const app = join(dir, 'broken');
    mkdirSync(join(app, 'src', 'ui'), { recursive: true });
    writeFileSync(join(app, 'src', 'main.tsx'), 'document.title = ;\n');
    writeFileSync(
      join(app, 'src', 'ui', 'themes.json'),
      JSON.stringify({ themes: ['websupport'], companyBrands: { 'sk-ws': 'websupport' } }),
    );
    const lines: string[] = [];
    const broken = await startDevServer({
      root: app,
      outdir: join(dir, 'broken-out'),
      port: 0,
      log: (l) => lines.push(l),
    });
    try {
      const page = await (await fetch(broken.url)).text();
      expect(page).toContain('The build failed');
      expect(page).toContain('/__dev/reload.js');
      const reloaded = new Promise<void>((resolve, reject) => {
        get(new URL(RELOAD_PATH, broken.url), (res) => {
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => {
            if (chunk.includes(': connected'))
              writeFileSync(join(app, 'src', 'main.tsx'), mainSource('fixed'));
            if (chunk.includes('event: reload')) {
              res.destroy();
              resolve();
            }
          });
        }).on('error', reject);
      });
      await reloaded;
      expect(await (await fetch(broken.url)).text()).toMatch(/src="\/main-[A-Z0-9]+\.js"/);
      expect(lines[0]).toMatch(/^build failed:/);
    } finally {
      await broken.close();
    }
  });
});

describe('npm run dev with packages and a mock provider', () => {
  let app = '';
  let withPackages: DevServer;
  const lines: string[] = [];
  const since = (from: number) => lines.slice(from).join('\n');
  const served = async (path: string) => {
    const response = await fetch(new URL(path, withPackages.url));
    expect(response.status).toBe(200);
    return response;
  };

  beforeAll(async () => {
    app = join(dir, 'with-packages');
    mkdirSync(join(app, 'src', 'ui'), { recursive: true });
    mkdirSync(join(app, 'fixtures'));
    mkdirSync(join(app, 'node_modules', 'tiny-package'), { recursive: true });
    writeFileSync(
      join(app, 'src', 'ui', 'themes.json'),
      JSON.stringify({ themes: ['websupport'], companyBrands: { 'sk-ws': 'websupport' } }),
    );
    // A CommonJS package, as react is: the app imports its names.
    writeFileSync(join(app, 'node_modules', 'tiny-package', 'package.json'), '{ "name": "tiny-package" }');
    writeFileSync(join(app, 'node_modules', 'tiny-package', 'index.js'), "exports.word = 'package-word';\n");
    writeFileSync(join(app, 'fixtures', 'provider.ts'), "export const provider = 'provider-first';\n");
    writeFileSync(
      join(app, 'src', 'main.tsx'),
      "import { word } from 'tiny-package';\ndocument.title = word;\nvoid import('../fixtures/provider');\n",
    );
    withPackages = await startDevServer({
      root: app,
      outdir: join(dir, 'with-packages-out'),
      port: 0,
      log: (l) => lines.push(l),
    });
  });

  afterAll(async () => {
    await withPackages?.close();
  });

  it('serves the packages and the provider apart from the app, which index.html preloads', async () => {
    expect(await (await served('/__packages/tiny-package.js')).text()).toContain('package-word');
    expect(await (await served('/__packages/fixtures/provider.js')).text()).toContain('provider-first');
    const html = await (await served('/')).text();
    expect(html).toContain('<link rel="modulepreload" href="/__packages/tiny-package.js">');
    const entry = /src="\/(main-[A-Z0-9]+\.js)"/.exec(html)?.[1] ?? '';
    const code = await (await served(`/${entry}`)).text();
    expect(code).toContain('/__packages/tiny-package.js');
    expect(code).toContain('/__packages/fixtures/provider.js');
    expect(code).not.toContain('package-word');
    expect(code).not.toContain('provider-first');
  });

  it('lets the browser keep hashed files and revalidate the packages, never index.html', async () => {
    const html = await (await served('/')).text();
    const entry = /src="\/(main-[A-Z0-9]+\.js)"/.exec(html)?.[1] ?? '';
    expect((await served(`/${entry}`)).headers.get('cache-control')).toBe('max-age=31536000, immutable');
    const pkg = await served('/__packages/tiny-package.js');
    expect(pkg.headers.get('cache-control')).toBe('no-cache');
    const again = await fetch(new URL('/__packages/tiny-package.js', withPackages.url), {
      headers: { 'If-None-Match': pkg.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
    expect((await served('/')).headers.get('cache-control')).toBe('no-store');
  });

  it('rebuilds only the packages and the provider when a file under fixtures/ is saved, then reloads', async () => {
    const stream = openStream(withPackages.url);
    try {
      await stream.connected;
      const from = lines.length;
      const reloaded = stream.next('reload');
      writeFileSync(join(app, 'fixtures', 'provider.ts'), "export const provider = 'provider-second';\n");
      await reloaded;
      expect(since(from)).toMatch(/^packages and mock provider rebuilt in \d+ ms$/m);
      expect(since(from)).not.toMatch(/^rebuilt in/m);
      expect(await (await served('/__packages/fixtures/provider.js')).text()).toContain('provider-second');
    } finally {
      stream.close();
    }
  });

  it('rebuilds only the app when a file under src/ is saved', async () => {
    const stream = openStream(withPackages.url);
    try {
      await stream.connected;
      const from = lines.length;
      const reloaded = stream.next('reload');
      writeFileSync(
        join(app, 'src', 'main.tsx'),
        "import { word } from 'tiny-package';\ndocument.title = `${word}!`;\nvoid import('../fixtures/provider');\n",
      );
      await reloaded;
      // A save under fixtures/ next: had the first save rebuilt the packages too, that build would be
      // done before this one is.
      const again = stream.next('reload');
      writeFileSync(join(app, 'fixtures', 'provider.ts'), "export const provider = 'provider-third';\n");
      await again;
      expect(since(from).match(/^rebuilt in \d+ ms$/gm)).toHaveLength(1);
      expect(since(from).match(/^packages and mock provider rebuilt/gm)).toHaveLength(1);
    } finally {
      stream.close();
    }
  });

  it('builds the packages again, before the reload, when the app imports one it did not', async () => {
    mkdirSync(join(app, 'node_modules', 'other-package'), { recursive: true });
    writeFileSync(join(app, 'node_modules', 'other-package', 'package.json'), '{ "name": "other-package" }');
    writeFileSync(
      join(app, 'node_modules', 'other-package', 'index.js'),
      "export const other = 'other-word';\n",
    );
    const stream = openStream(withPackages.url);
    try {
      await stream.connected;
      const reloaded = stream.next('reload');
      writeFileSync(
        join(app, 'src', 'main.tsx'),
        "import { word } from 'tiny-package';\nimport { other } from 'other-package';\ndocument.title = word + other;\n",
      );
      await reloaded;
      expect(await (await served('/__packages/other-package.js')).text()).toContain('other-word');
      expect(await (await served('/__packages/tiny-package.js')).text()).toContain('package-word');
    } finally {
      stream.close();
    }
  });
});
