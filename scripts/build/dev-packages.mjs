/**
 * `npm run dev` builds in two esbuild contexts (docs/decisions/091-dev-loop-under-a-second.md): the
 * app, and apart from it what a saved view never changes, the packages (node_modules) and the mock
 * provider (fixtures/). A save under src/ then relinks only the app, a third of the code, and the
 * browser keeps the packages' and the provider's files (same names, same ETag). This module is the
 * seam: the app's plugin that sends those imports to `/__packages/…` (an external URL) and records
 * them, and the options of the second context, whose entries are those imports.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** Where the second context's files are, in the output dir and in URLs. */
export const PACKAGES_DIR = '__packages';
const CODE_KINDS = new Set(['import-statement', 'dynamic-import', 'require-call']);
/** Imports the app's own loaders handle (styles, assets, data), never sent to the packages. */
const NOT_CODE = /\.(css|json|svg|png|woff2)$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

/** The source file an import path names, with the extension resolution of esbuild. @param {string} path */
function sourceFile(path) {
  for (const extension of EXTENSIONS) {
    const file = `${path}${extension}`;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/**
 * The app context's plugin: a package import (`react`, `msw`…) or an import of fixtures/ from outside
 * it becomes an external `/__packages/<name>.js`, recorded in `wanted` (output name → entry) for
 * the second context. Records are kept across rebuilds: esbuild resolves again only changed files.
 * @param {string} root  esbuild's absWorkingDir
 * @param {Map<string, string>} wanted
 * @returns {import('esbuild').Plugin}
 */
export function packagesPlugin(root, wanted) {
  const fixtures = join(root, 'fixtures') + sep;
  return {
    name: 'dev-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (!CODE_KINDS.has(args.kind) || NOT_CODE.test(args.path)) return undefined;
        wanted.set(args.path, args.path);
        return { path: `/${PACKAGES_DIR}/${args.path}.js`, external: true };
      });
      build.onResolve({ filter: /(^|\/)fixtures\// }, (args) => {
        if (!CODE_KINDS.has(args.kind) || args.importer.startsWith(fixtures)) return undefined;
        const file = sourceFile(resolve(args.resolveDir, args.path));
        if (!file?.startsWith(fixtures)) return undefined;
        const name = relative(root, file)
          .split(sep)
          .join('/')
          .replace(/\.[a-z]+$/, '');
        wanted.set(name, file);
        return { path: `/${PACKAGES_DIR}/${name}.js`, external: true };
      });
    },
  };
}

const FACADE = 'commonjs-facade';
const NAME = /^[A-Za-z_$][\w$]*$/;
/** `import`/`export` statements, minified or not. */
const MODULE_SYNTAX =
  /(^|[;})\s])(import\s*[{*"'\w]|export\s*[{*]|export\s+(default|const|let|var|function|class|async)\b)/;

/** @param {string} file  a package's module, as esbuild resolved it */
function isCommonJs(file) {
  if (file.endsWith('.cjs')) return true;
  if (file.endsWith('.mjs')) return false;
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    if (JSON.parse(readFileSync(manifest, 'utf8')).type === 'module') return false;
    break;
  }
  return !MODULE_SYNTAX.test(readFileSync(file, 'utf8'));
}

/**
 * An ES module entry of a CommonJS package (react, react-dom) has only a default export; the app
 * imports names. This plugin makes such an entry a facade that exports each name the package has
 * (read by loading it in Node) from the bundled module.
 * @returns {import('esbuild').Plugin}
 */
function commonJsFacades() {
  return {
    name: 'commonjs-facades',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.kind !== 'entry-point' || args.pluginData === FACADE) return undefined;
        const resolved = await build.resolve(args.path, {
          kind: 'import-statement',
          resolveDir: args.resolveDir,
          pluginData: FACADE,
        });
        if (resolved.errors.length > 0 || !isCommonJs(resolved.path)) return undefined;
        return { path: args.path, namespace: FACADE, pluginData: resolved.path };
      });
      build.onLoad({ filter: /.*/, namespace: FACADE }, (args) => {
        const names = Object.keys(createRequire(args.pluginData)(args.pluginData)).filter(
          (name) => NAME.test(name) && name !== 'default' && name !== '__esModule',
        );
        const from = JSON.stringify(args.pluginData);
        return {
          contents: [
            `import * as module from ${from};`,
            `export default module.default;`,
            names.length > 0 ? `export const { ${names.join(', ')} } = module;` : '',
          ].join('\n'),
          resolveDir: dirname(args.pluginData),
          loader: 'js',
        };
      });
    },
  };
}

/**
 * The second context's options: the app's (same defines, loaders, source maps), with the recorded
 * imports as entries under stable names, CommonJS packages behind a facade, and files handed back instead of written
 * (`writeChanged` writes only what changed).
 * @param {import('esbuild').BuildOptions} app  the app context's options
 * @param {Map<string, string>} wanted
 * @param {string} outdir  the app's output dir
 * @returns {import('esbuild').BuildOptions & { write: false, metafile: true }}
 */
export function packagesOptions(app, wanted, outdir) {
  return {
    ...app,
    entryPoints: [...wanted].map(([out, input]) => ({ in: input, out })),
    outdir: join(outdir, PACKAGES_DIR),
    entryNames: '[dir]/[name]',
    publicPath: `/${PACKAGES_DIR}/`,
    plugins: [commonJsFacades()],
    write: false,
    metafile: true,
  };
}

/**
 * The URLs of the packages' entries that the given outputs of the app import (statically or not).
 * @param {import('esbuild').Metafile} metafile  the app's
 * @param {string[]} files  outputs, e.g. those of the first load
 */
export function packagesImported(metafile, files) {
  const urls = new Set();
  for (const file of files) {
    for (const { path, external } of metafile.outputs[file]?.imports ?? []) {
      if (external && path.startsWith(`/${PACKAGES_DIR}/`)) urls.add(path);
    }
  }
  return [...urls].sort();
}

/**
 * Writes the files of a build whose content changed and deletes those it no longer has; returns the
 * new hashes (by path) and whether anything changed.
 * @param {import('esbuild').OutputFile[]} files
 * @param {Map<string, string>} previous  hashes of the files written last time
 */
export function writeChanged(files, previous) {
  const hashes = new Map();
  let changed = false;
  for (const file of files) {
    hashes.set(file.path, file.hash);
    if (previous.get(file.path) === file.hash) continue;
    mkdirSync(dirname(file.path), { recursive: true });
    writeFileSync(file.path, file.contents);
    changed = true;
  }
  for (const path of previous.keys()) {
    if (hashes.has(path)) continue;
    rmSync(path, { force: true });
    changed = true;
  }
  return { hashes, changed };
}
