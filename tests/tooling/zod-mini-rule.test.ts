/**
 * Proves that the zod/mini lint rule of eslint.config.js bites (docs/decisions/005-zod-mini.md): code
 * that is bundled for the browser (events/, src/, projections/, fixtures/) may import only `zod/mini`
 * and zod's English locale, while tests/ keep full zod.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { WITHOUT_TYPED_RULES } from './support/untyped-lint';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: join(ROOT, 'eslint.config.js'),
  overrideConfig: WITHOUT_TYPED_RULES,
});

/** The restricted-import messages ESLint reports for `code` saved as `file`. */
async function zodErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

const FULL = "import * as z from 'zod';\nexport const s = z.string();\n";
const TYPE_ONLY = "import type * as z from 'zod';\nexport type S = z.ZodType;\n";
const MINI =
  "import * as z from 'zod/mini';\nimport en from 'zod/v4/locales/en.js';\nexport const s = [z, en];\n";

describe('the zod/mini lint rule', { timeout: 30_000 }, () => {
  it.each(['events', 'src', 'projections', 'fixtures'])(
    'reports full zod in %s/, even type-only',
    async (dir) => {
      expect(await zodErrors(`${dir}/zz-probe.ts`, FULL)).toEqual([
        expect.stringContaining('005-zod-mini.md'),
      ]);
      expect(await zodErrors(`${dir}/zz-probe.ts`, TYPE_ONLY)).toHaveLength(1);
    },
  );

  it('lets bundled code import zod/mini and the English locale', async () => {
    expect(await zodErrors('src/zz-probe.ts', MINI)).toEqual([]);
  });

  it('lets tests use full zod', async () => {
    expect(await zodErrors('tests/zz-probe.ts', FULL)).toEqual([]);
  });
});
