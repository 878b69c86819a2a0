/**
 * The typed lint rules on the app (eslint.config.js): a promise that nobody awaits, handles or
 * marks with `void`, or one handed where a callback's result is ignored, fails `npm run lint`.
 * Linted as the text of a real module of the app, so the file is in the TypeScript project.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const FILE = join(ROOT, 'src/effects/runtime/pause.ts');
const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: join(ROOT, 'eslint.config.js') });

async function typedErrors(extra: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${readFileSync(FILE, 'utf8')}\n${extra}\n`, { filePath: FILE });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('the typed lint rules', () => {
  it('report a floating promise and a promise where a void callback is expected, not a voided one', async () => {
    expect(await typedErrors('export function probe(): void {\n  Promise.resolve(1);\n}')).toEqual([
      '@typescript-eslint/no-floating-promises',
    ]);
    expect(
      await typedErrors(
        'export function probe(el: EventTarget): void {\n  el.addEventListener("x", async () => {});\n}',
      ),
    ).toEqual(['@typescript-eslint/no-misused-promises']);
    expect(await typedErrors('export function probe(): void {\n  void Promise.resolve(1);\n}')).toEqual([]);
  }, 60_000);
});
