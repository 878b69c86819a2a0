/**
 * Reads esbuild's metafile to tell what a first page load downloads (the entry, its boot stages and
 * every chunk they import statically) from what stays lazy (dynamic `import()`), measures both gzipped, and checks
 * that the mock provider and the developer console never leak into the initial load.
 */
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { isEntryOf } from './initial-closure.mjs';

/** The app's entry point, whose own dynamic imports are its boot stages (decision 071). */
export const APP_ENTRY = 'src/main.tsx';

/** Inputs that must only ever be reached through a dynamic import. */
const LAZY_ONLY = [
  'fixtures/',
  'devtools/',
  'node_modules/msw/',
  'node_modules/@mswjs/',
  'node_modules/@faker-js/',
  // The suggestion adapters load with the first suggestion asked for (src/lookups/lazy-lookups.ts).
  'src/lookups/lookups.ts',
  'src/lookups/google-places.ts',
  'src/lookups/provider-places.ts',
];

/**
 * @param {import('esbuild').Metafile} metafile
 * @param {string} entryPoint  e.g. 'src/main.tsx' or a lazy one, 'src/features/cart/cart-page.tsx'
 */
export function splitOutputs(metafile, entryPoint) {
  // The app's entry imports its boot stages dynamically (src/main.tsx): part of the first load.
  const stagesFirst = entryPoint === APP_ENTRY;
  const outputs = metafile.outputs;
  const entry = Object.keys(outputs).find((file) => isEntryOf(outputs[file]?.entryPoint, entryPoint));
  if (!entry) throw new Error(`no output for entry ${entryPoint} in the metafile`);
  const initial = new Set([entry]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = /** @type {string} */ (queue.pop());
    for (const imported of outputs[file]?.imports ?? []) {
      const loadedFirst =
        imported.kind === 'import-statement' ||
        (stagesFirst && file === entry && imported.kind === 'dynamic-import');
      if (loadedFirst && !imported.external && !initial.has(imported.path)) {
        initial.add(imported.path);
        queue.push(imported.path);
      }
    }
  }
  const js = Object.keys(outputs).filter((file) => file.endsWith('.js'));
  const lazy = js.filter((file) => !initial.has(file));
  const css = outputs[entry]?.cssBundle;
  return { entry, initial: [...initial], lazy, css };
}

/** @param {import('esbuild').Metafile} metafile @param {string[]} initial */
export function leakedLazyInputs(metafile, initial) {
  return initial.flatMap((file) =>
    Object.keys(metafile.outputs[file]?.inputs ?? {}).filter((input) =>
      LAZY_ONLY.some((prefix) => input.startsWith(prefix)),
    ),
  );
}

/** @param {string[]} files  paths relative to cwd, as in the metafile */
export function sizeOf(files) {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = readFileSync(resolve(file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { files: files.length, raw, gzip };
}

/** @param {string} outdir @param {string} file  metafile path (relative to cwd) → path in outdir */
export function inOutdir(outdir, file) {
  return relative(outdir, resolve(file)).split('\\').join('/');
}
