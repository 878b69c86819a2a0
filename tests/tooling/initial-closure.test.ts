/**
 * The initial-closure plugin (scripts/build/initial-closure.mjs) merges what the entry loads into one
 * shared chunk. These tests bundle a tiny app shaped like ours (an entry, a boot module, two lazy
 * pages sharing different modules with it), run the output in Node, and check the chunks, that lazy
 * modules keep their exports, and that shared code still runs once.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { splitOutputs } from '../../scripts/build/initial-chunks.mjs';
import { initialClosurePlugin, isEntryOf } from '../../scripts/build/initial-closure.mjs';
import { useSourceTrees } from './support/source-tree';

const sourceTree = useSourceTrees('closure-');

const FILES: Record<string, string> = {
  'src/main.ts': 'import { boot } from "./boot/boot";\nexport const pages = boot();\n',
  'src/boot/boot.ts': [
    'import { a } from "../shared-a";',
    'import { b } from "../shared-b";',
    'export function boot() {',
    '  return { ab: a + b, one: () => import("../page-one"), two: () => import("../page-two") };',
    '}',
  ].join('\n'),
  'src/shared-a.ts':
    'const g = globalThis as { runs?: number };\ng.runs = (g.runs ?? 0) + 1;\nexport const a = "a";\n',
  'src/shared-b.ts': 'export const b = "b";\n',
  'src/page-one.ts': 'import { a } from "./shared-a";\nexport default function one() { return a + 1; }\n',
  'src/page-two.ts': 'import { b } from "./shared-b";\nexport const two = () => b + 2;\n',
};

async function bundle(withPlugin: boolean) {
  const root = sourceTree(FILES);
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['src/main.ts'],
    outdir: 'out',
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    format: 'esm',
    metafile: true,
    logLevel: 'silent',
    plugins: withPlugin ? [initialClosurePlugin(root, 'src/boot/boot.ts')] : [],
  });
  return { root, metafile: result.metafile };
}

describe('the initial-closure plugin', () => {
  it('leaves one shared chunk beside the entry where esbuild alone makes one per lazy page', async () => {
    const without = await bundle(false);
    expect(splitOutputs(without.metafile, 'src/main.ts').initial).toHaveLength(3);
    const { metafile } = await bundle(true);
    expect(splitOutputs(metafile, 'src/main.ts').initial).toHaveLength(2);
  });

  it('keeps the lazy modules findable by their path in the metafile', async () => {
    const { metafile } = await bundle(true);
    const entries = Object.values(metafile.outputs).map((o) => o.entryPoint);
    for (const page of ['src/page-one.ts', 'src/page-two.ts']) {
      expect(entries.some((entry) => isEntryOf(entry, page))).toBe(true);
      expect(splitOutputs(metafile, page).initial.length).toBeGreaterThan(0);
    }
  });

  it('gives lazy modules their default and named exports, and runs shared code once', async () => {
    const { root, metafile } = await bundle(true);
    const main = splitOutputs(metafile, 'src/main.ts').entry;
    const globals = globalThis as { runs?: number };
    delete globals.runs;
    const { pages } = (await import(pathToFileURL(join(root, main)).href)) as {
      pages: {
        ab: string;
        one: () => Promise<{ default: () => string }>;
        two: () => Promise<{ two: () => string }>;
      };
    };
    expect(pages.ab).toBe('ab');
    expect((await pages.one()).default()).toBe('a1');
    expect((await pages.two()).two()).toBe('b2');
    expect(globals.runs).toBe(1);
  });
});
