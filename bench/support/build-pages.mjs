/**
 * Builds the two pages the browser benchmarks load (bench/support/site.ts): the app as a production
 * (or, for the console panel's figures, development) build with the given data-params, and the React-only reference page (bench/reference/react-only.tsx)
 * with the app's esbuild options and a minimal index.html. Plain ESM, so it imports build.mjs as is.
 */
import { writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { buildApp, esbuildOptions } from '../../build.mjs';
import { readBuildOptions } from '../../scripts/build/options.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const REFERENCE = 'bench/reference/react-only.tsx';
/** The stack's floor: React and the chosen libraries at their smallest (bench/bundle.mjs, decision 071). */
export const STACK_ONLY = 'bench/reference/stack-only.tsx';

/**
 * @param {string} outdir @param {Record<string, unknown>} params
 * @param {'production' | 'development'} [mode] development: with the console panel (bench/console-panel.ts)
 */
export async function buildAppPage(outdir, params, mode = 'production') {
  const argv = ['--mode', mode, '--outdir', outdir, '--params', JSON.stringify(params)];
  await buildApp(readBuildOptions(argv, ROOT));
}

/** @param {string} outdir @param {string} [reference] the page's source: the React-only page, or STACK_ONLY */
export async function buildReactOnlyPage(outdir, reference = REFERENCE) {
  const { metafile } = await esbuild.build({
    ...esbuildOptions({ mode: 'production', outdir, base: '/' }),
    entryPoints: [reference],
  });
  const entry = Object.entries(metafile.outputs).find(([, output]) => output.entryPoint === reference);
  if (!entry) throw new Error(`no output for ${reference}`);
  writeFileSync(
    join(outdir, 'index.html'),
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8">' +
      '<meta name="viewport" content="width=device-width, initial-scale=1"><title>React only</title></head>' +
      `<body><div id="main-content"></div><script type="module" src="/${basename(entry[0])}"></script></body></html>\n`,
  );
}
