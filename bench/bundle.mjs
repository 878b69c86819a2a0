/**
 * Issue 2's bundle budget, as printed figures (never asserted): the gzipped initial JavaScript of the
 * cart route in a production build, beside a React-only page built with the same esbuild options in
 * the same run, and their ratio against the 2.0 target (docs/decisions/005-zod-mini.md).
 *
 * The cart route's initial JS is the entry and its static imports (the walk of
 * scripts/build/initial-chunks.mjs), plus the cart page's chunk and its static imports if the cart
 * page is a lazy chunk (it is, spec §2), since the route cannot paint without them. Also printed:
 * what weighs most in that set.
 *
 * Run: node bench/bundle.mjs
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { ENTRY, buildApp, esbuildOptions } from '../build.mjs';
import { isEntryOf } from '../scripts/build/initial-closure.mjs';
import { sizeOf, splitOutputs } from '../scripts/build/initial-chunks.mjs';
import { readBuildOptions } from '../scripts/build/options.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const CART_PAGE = 'src/features/cart/cart-page.tsx';
/** Loaded right after the first paint, not before it (decision 008); printed on its own line. */
const DEFERRED_EFFECTS = 'src/effects/deferred-effects.ts';
const REFERENCE = 'bench/reference/react-only.tsx';
const TARGET_RATIO = 2.0;
const TOP = 10;

// Metafile paths are relative to the repository root, and sizeOf reads them relative to cwd.
process.chdir(ROOT);

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/** Outputs a page needs before it paints: each root's output and everything it imports statically. */
function initialSet(metafile, roots) {
  const files = new Set();
  for (const root of roots) for (const file of splitOutputs(metafile, root).initial) files.add(file);
  return [...files];
}

/** Minified bytes per package (node_modules/<name>) or source folder, largest first. */
function contributors(metafile, files) {
  const bytes = new Map();
  for (const file of files) {
    for (const [input, { bytesInOutput }] of Object.entries(metafile.outputs[file]?.inputs ?? {})) {
      const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input);
      const group = match ? match[1] : input.split('/').slice(0, 2).join('/');
      bytes.set(group, (bytes.get(group) ?? 0) + bytesInOutput);
    }
  }
  return [...bytes].sort((a, b) => b[1] - a[1]);
}

async function cartRoute(outdir) {
  await buildApp(readBuildOptions(['--mode', 'production', '--outdir', outdir], ROOT));
  const metafile = JSON.parse(readFileSync(join(outdir, 'meta.json'), 'utf8'));
  const hasCartChunk = Object.values(metafile.outputs).some((output) =>
    isEntryOf(output.entryPoint, CART_PAGE),
  );
  const files = initialSet(metafile, hasCartChunk ? [ENTRY, CART_PAGE] : [ENTRY]);
  const hasDeferred = Object.values(metafile.outputs).some((o) => isEntryOf(o.entryPoint, DEFERRED_EFFECTS));
  const afterPaint = hasDeferred
    ? initialSet(metafile, [DEFERRED_EFFECTS]).filter((file) => !files.includes(file))
    : [];
  return {
    size: sizeOf(files),
    afterPaint: afterPaint.length > 0 ? sizeOf(afterPaint) : null,
    top: contributors(metafile, files),
    hasCartChunk,
  };
}

async function reactOnly(outdir) {
  const { metafile } = await esbuild.build({
    ...esbuildOptions({ mode: 'production', outdir, base: '/' }),
    entryPoints: [REFERENCE],
  });
  return { size: sizeOf(initialSet(metafile, [REFERENCE])) };
}

async function main() {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
  try {
    const app = await cartRoute(join(scratch, 'app'));
    const react = await reactOnly(join(scratch, 'react-only'));
    const ratio = app.size.gzip / react.size.gzip;
    const line = (label, { files, gzip, raw }) =>
      `  ${label.padEnd(28)} ${kB(gzip).padStart(9)} gzip  ${kB(raw).padStart(9)} min  (${files} files)`;
    console.log(line('cart route, initial JS', app.size));
    if (!app.hasCartChunk) console.log(`  (${CART_PAGE} is not a lazy chunk: it is in the entry's set)`);
    if (app.afterPaint) console.log(line('+ after first paint', app.afterPaint));
    console.log(line('React-only page', react.size));
    const verdict = ratio <= TARGET_RATIO ? 'PASS' : 'OVER';
    console.log(`  ratio ${ratio.toFixed(2)} (target ≤ ${TARGET_RATIO.toFixed(1)}): ${verdict}`);
    console.log(`  largest in the cart route's initial JS (minified, before gzip):`);
    for (const [group, bytes] of app.top.slice(0, TOP)) {
      console.log(`    ${kB(bytes).padStart(9)}  ${group}`);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`bench/bundle.mjs failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
