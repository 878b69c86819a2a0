/**
 * Proves that the layering rule of eslint.config.js bites: it lints probe files placed in a throwaway
 * copy of the folder layout with the project's real ESLint config, and expects boundaries errors
 * exactly where design.md forbids an arrow (and where views, src/features, src/ui and src/app, would
 * import effects, src/effects).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WITHOUT_TYPED_RULES } from './support/untyped-lint';

const CONFIG = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'eslint.config.js');
const ROOT_PATH_ENV = 'ESLINT_PLUGIN_BOUNDARIES_ROOT_PATH';

const TARGETS: Record<string, string> = {
  'events/log.ts': 'export const log = 1;\n',
  'projections/cart/model.ts': 'export const cart = 1;\n',
  'src/main.ts': 'export const main = 1;\n',
  'devtools/index.ts': 'export const devtools = 1;\n',
  'fixtures/provider/browser.ts': 'export const browser = 1;\n',
  'src/features/cart/cart-page.tsx': 'export const CartPage = 1;\n',
  'src/features/order/order-page.tsx': 'export const OrderPage = 1;\n',
  'src/ui/messages-region.tsx': 'export const MessagesRegion = 1;\n',
  'src/effects/runtime.ts': 'export const startEffects = 1;\n',
  'src/shared/secret-vault.ts': 'export const keepSecret = 1;\n',
};

const VIEWS_NOT_EFFECTS =
  'Views (src/features, src/ui, src/app) may not import effects (src/effects): move what both need into src/shared/';

let root = '';
let eslint: ESLint;
let previousRootPath: string | undefined;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'layering-'));
  for (const [file, code] of Object.entries(TARGETS)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), code);
  }
  previousRootPath = process.env[ROOT_PATH_ENV];
  process.env[ROOT_PATH_ENV] = root;
  eslint = new ESLint({ cwd: root, overrideConfigFile: CONFIG, overrideConfig: WITHOUT_TYPED_RULES });
});

afterAll(() => {
  if (previousRootPath === undefined) delete process.env[ROOT_PATH_ENV];
  else process.env[ROOT_PATH_ENV] = previousRootPath;
  rmSync(root, { recursive: true, force: true });
});

/** The boundaries messages ESLint reports for `code` saved as `file`. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'boundaries/dependencies')
    .map((message) => message.message);
}

describe('the layering lint rule', { timeout: 30_000 }, () => {
  it('reports a projection that imports from src/', async () => {
    const errors = await boundaryErrors('projections/probe.ts', "export { main } from '../src/main';\n");
    expect(errors).toEqual([expect.stringContaining('"projections" to elements of type "src"')]);
  });

  it('lets a projection import events/', async () => {
    expect(await boundaryErrors('projections/probe.ts', "export { log } from '../events/log';\n")).toEqual(
      [],
    );
  });

  it('reports events/ importing a projection', async () => {
    expect(
      await boundaryErrors('events/probe.ts', "export { cart } from '../projections/cart/model';\n"),
    ).toHaveLength(1);
  });

  it('reports events/ importing a package other than zod and rxjs', async () => {
    const code =
      "import * as z from 'zod';\nimport { map } from 'rxjs';\nimport { produce } from 'immer';\nexport { z, map, produce };\n";
    const errors = await boundaryErrors('events/probe.ts', code);
    expect(errors).toEqual([expect.stringContaining('only zod and rxjs')]);
  });

  it('reports src/ importing devtools/ statically', async () => {
    expect(
      await boundaryErrors('src/probe.ts', "export { devtools } from '../devtools/index';\n"),
    ).toHaveLength(1);
  });

  it('lets src/ load devtools/ lazily with import()', async () => {
    const code = "export const open = () => import('../devtools/index');\n";
    expect(await boundaryErrors('src/probe.ts', code)).toEqual([]);
  });

  it('reports fixtures/ importing src/, even lazily', async () => {
    const code = "export const load = () => import('../src/main');\n";
    expect(await boundaryErrors('fixtures/probe.ts', code)).toHaveLength(1);
  });

  it("reports a feature's view importing another feature's view", async () => {
    const code = "export { CartPage } from '../cart/cart-page';\n";
    expect(await boundaryErrors('src/features/order/probe.tsx', code)).toEqual([
      'src/features/order may not import src/features/cart: share views through src/ui/',
    ]);
  });

  it('lets a feature import its own views, src/ui/ and the rest of src/, and lets src/ compose features', async () => {
    const own =
      "export { OrderPage } from './order-page';\nexport { MessagesRegion } from '../../ui/messages-region';\nexport { main } from '../../main';\n";
    expect(await boundaryErrors('src/features/order/probe.tsx', own)).toEqual([]);
    const app = "export { CartPage } from '../features/cart/cart-page';\n";
    expect(await boundaryErrors('src/app/probe.tsx', app)).toEqual([]);
  });

  it('reports a view (a feature, src/ui/, src/app/) that imports an effects module, even lazily', async () => {
    const code = "export { startEffects } from '../../effects/runtime';\n";
    expect(await boundaryErrors('src/features/order/probe.tsx', code)).toEqual([VIEWS_NOT_EFFECTS]);
    const shallow = "export { startEffects } from '../effects/runtime';\n";
    expect(await boundaryErrors('src/ui/probe.tsx', shallow)).toEqual([VIEWS_NOT_EFFECTS]);
    expect(await boundaryErrors('src/app/probe.tsx', shallow)).toEqual([VIEWS_NOT_EFFECTS]);
    const lazy = "export const load = () => import('../effects/runtime');\n";
    expect(await boundaryErrors('src/app/probe.tsx', lazy)).toEqual([VIEWS_NOT_EFFECTS]);
  });

  it('lets effects and views import src/shared/, and the rest of src/ import effects', async () => {
    const shared = "export { keepSecret } from '../shared/secret-vault';\n";
    expect(await boundaryErrors('src/effects/probe.ts', shared)).toEqual([]);
    expect(await boundaryErrors('src/ui/probe.tsx', shared)).toEqual([]);
    const fromFeature = "export { keepSecret } from '../../shared/secret-vault';\n";
    expect(await boundaryErrors('src/features/order/probe.tsx', fromFeature)).toEqual([]);
    const boot = "export { startEffects } from '../effects/runtime';\n";
    expect(await boundaryErrors('src/boot/probe.ts', boot)).toEqual([]);
  });

  it('reports src/shared/ importing effects or views: it sits below both', async () => {
    const code =
      "export { startEffects } from '../effects/runtime';\nexport { MessagesRegion } from '../ui/messages-region';\n";
    expect(await boundaryErrors('src/shared/probe.ts', code)).toHaveLength(2);
    expect(await boundaryErrors('src/shared/probe.ts', "export { log } from '../../events/log';\n")).toEqual(
      [],
    );
  });
});
