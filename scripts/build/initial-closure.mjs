/**
 * An esbuild plugin that keeps the first page load in one shared chunk instead of ~30 small ones:
 * every relative `import()` of one of our modules resolves to a small wrapper that re-exports the
 * module and also the exports of src/boot/boot.tsx. Why esbuild needs telling, and what it saved:
 * docs/decisions/008-deferred-effects.md ("one initial chunk").
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const NAMESPACE = 'lazy-entry';
const OWN_MODULE = /\.(tsx?|mjs|js)$/;
/** Boot stages (decision 071): each imports a part of the initial closure, so they are not wrapped. */
const STAGES = 'src/boot/stages/';

/**
 * Every lazy entry then reaches all the code the entry reaches, which therefore lands in one chunk shared
 * by all of them. Nothing runs twice: that chunk is evaluated once, by the entry, before any lazy chunk
 * can load. Wrapped entries appear in the metafile as `lazy-entry:<path>` (see `isEntryOf`).
 *
 * @param {string} root  the repository root
 * @param {string} closure  the module through which the entry reaches everything it loads up front
 */
export function initialClosurePlugin(root, closure = 'src/boot/boot.tsx') {
  const closurePath = join(root, closure);
  return /** @type {import('esbuild').Plugin} */ ({
    name: 'initial-closure',
    setup(build) {
      build.onResolve({ filter: /^\.\.?\// }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === NAMESPACE) return undefined;
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: NAMESPACE,
        });
        if (resolved.errors.length > 0 || resolved.external) return undefined;
        if (!OWN_MODULE.test(resolved.path) || resolved.path.includes('/node_modules/')) return undefined;
        // The entry's boot stages (src/main.tsx) are chunks of part of the closure, evaluated in turn.
        if (resolved.path.startsWith(join(root, STAGES))) return undefined;
        return { path: relative(root, resolved.path).split('\\').join('/'), namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const file = join(root, args.path);
        const target = JSON.stringify(file);
        const source = readFileSync(file, 'utf8');
        // A false positive fails the build ("no matching export"); every default export matches.
        const hasDefault = /\bexport\s+default\b|\bas\s+default\b|\bexport\s*\{[^}]*\bdefault\b/.test(source);
        return {
          contents: [
            `export * from ${target};`,
            hasDefault ? `export { default } from ${target};` : '',
            `export * as __initialClosure from ${JSON.stringify(closurePath)};`,
          ].join('\n'),
          resolveDir: dirname(file),
          loader: 'js',
        };
      });
    },
  });
}

/** The metafile's name of an entry point: its path, or `lazy-entry:<path>` when the plugin wrapped it. */
export function isEntryOf(metafileEntry, entryPoint) {
  return metafileEntry === entryPoint || metafileEntry === `${NAMESPACE}:${entryPoint}`;
}
