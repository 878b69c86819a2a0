/**
 * Starts the HTTP mock provider for the `real` e2e project (and, in its minimal flavour, for
 * `real-minimal`) by calling `startProviderServer({ port, flavour })`
 * from fixtures/provider/http-server.ts. The module is imported dynamically so that this setup type-
 * checks and the `mock` project runs even while that file does not exist yet.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { MINIMAL_PROVIDER, PROVIDER } from '../../scripts/e2e-setups.mjs';

const MODULE_URL = new URL('../../fixtures/provider/http-server.ts', import.meta.url);

type Stop = () => Promise<void>;

/** Stops whatever the provider returned: `{ close(): Promise }` or a Node server's `close(callback)`. */
function stopperFor(handle: unknown): Stop {
  const close = (handle as { close?: unknown } | null)?.close;
  if (typeof close !== 'function') return async () => {};
  return () =>
    new Promise<void>((resolve) => {
      const result: unknown = close.call(handle, () => resolve());
      if (result instanceof Promise)
        result.then(
          () => resolve(),
          () => resolve(),
        );
    });
}

export async function startProvider(flavour: 'full' | 'minimal' = 'full'): Promise<Stop> {
  const file = fileURLToPath(MODULE_URL);
  const hint = 'meanwhile run only the mock set-up: npx playwright test --project mock';
  if (!existsSync(file)) {
    throw new Error(
      `The "real" e2e project needs the HTTP mock provider, but ${file} does not exist (${hint}).`,
    );
  }
  const module = (await import(MODULE_URL.href)) as { startProviderServer?: unknown };
  if (typeof module.startProviderServer !== 'function') {
    throw new Error(`${file} does not export startProviderServer({ port }) (${hint}).`);
  }
  const where = flavour === 'minimal' ? MINIMAL_PROVIDER : PROVIDER;
  const handle: unknown = await module.startProviderServer({ port: where.port, host: where.host, flavour });
  return stopperFor(handle);
}
