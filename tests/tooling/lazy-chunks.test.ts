/**
 * The build's promise that the mock provider and the developer console stay out of the first page load
 * rests on reading esbuild's metafile right. These tests bundle a tiny app shaped like ours with the
 * same splitting options and check what counts as initial, what as lazy, and what is reported as leaked.
 */
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { APP_ENTRY, leakedLazyInputs, splitOutputs } from '../../scripts/build/initial-chunks.mjs';
import { useSourceTrees } from './support/source-tree';

const sourceTree = useSourceTrees('chunks-');

/** Bundles the tree at `root` from `entry` with splitting on, like build.mjs, and returns the metafile. */
async function metafileOf(root: string, entry: string): Promise<esbuild.Metafile> {
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: [entry],
    outdir: 'out',
    bundle: true,
    splitting: true,
    format: 'esm',
    metafile: true,
    logLevel: 'silent',
  });
  return result.metafile;
}

/** Bundles `main` plus fixed leaf modules with splitting on, like build.mjs, and returns the metafile. */
async function bundle(main: string): Promise<esbuild.Metafile> {
  const root = sourceTree({
    'src/main.ts': main,
    'src/shared.ts': 'export const shared = "shared";\n',
    'fixtures/provider/browser.ts':
      'import { shared } from "../../src/shared";\nexport const start = () => shared;\n',
    'devtools/index.ts': 'export const open = () => "devtools";\n',
  });
  return metafileOf(root, 'src/main.ts');
}

const LAZY_MAIN = `import { shared } from './shared';
export const boot = () => [shared, import('../fixtures/provider/browser'), import('../devtools/index')];
`;

describe('reading the build metafile', () => {
  it('puts the mock provider and the developer console in lazy chunks when reached by import()', async () => {
    const metafile = await bundle(LAZY_MAIN);
    const { initial, lazy } = splitOutputs(metafile, 'src/main.ts');
    const inputsOf = (files: string[]) =>
      files.flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {}));
    expect(inputsOf(initial)).toContain('src/shared.ts');
    expect(inputsOf(lazy)).toEqual(
      expect.arrayContaining(['fixtures/provider/browser.ts', 'devtools/index.ts']),
    );
    expect(leakedLazyInputs(metafile, initial)).toEqual([]);
  });

  it('reports the mock provider as leaked when the entry imports it statically', async () => {
    const metafile = await bundle('export { start } from "../fixtures/provider/browser";\n');
    const { initial } = splitOutputs(metafile, 'src/main.ts');
    expect(leakedLazyInputs(metafile, initial)).toEqual(['fixtures/provider/browser.ts']);
  });

  it("counts the app entry's own import() calls (its boot stages, decision 071) as the first load, not what they load later", async () => {
    const root = sourceTree({
      [APP_ENTRY]:
        'export const start = async () => { await import("./stage"); return import("./boot"); };\n',
      'src/stage.ts': 'export const stage = "stage";\n',
      'src/boot.ts': 'export const boot = () => import("../devtools/index");\n',
      'devtools/index.ts': 'export const open = () => "devtools";\n',
    });
    const metafile = await metafileOf(root, APP_ENTRY);
    const { initial, lazy } = splitOutputs(metafile, APP_ENTRY);
    const inputsOf = (files: string[]) =>
      files.flatMap((file) => Object.keys(metafile.outputs[file]?.inputs ?? {}));
    expect(inputsOf(initial)).toEqual(expect.arrayContaining([APP_ENTRY, 'src/stage.ts', 'src/boot.ts']));
    expect(inputsOf(lazy)).toEqual(['devtools/index.ts']);
    expect(leakedLazyInputs(metafile, initial)).toEqual([]);
  });
});
