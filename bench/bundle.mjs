/**
 * Issue 2's bundle budget as printed figures (never asserted): the gzipped initial JavaScript of the
 * cart route in a production build, beside a React-only page built the same way, and their ratio
 * against the 2.0 target; also the stack's floor, our own code alone and what weighs most. What the
 * route's initial JS is: docs/decisions/005-zod-mini.md; the floor and why 2.0 is out of reach: 008.
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
const DEFERRED_EFFECTS = 'src/effects/runtime/deferred-effects.ts';
const REFERENCE = 'bench/reference/react-only.tsx';
/** React plus the stack's libraries the cart route cannot paint without, each at its smallest. */
const STACK_FLOOR = 'bench/reference/stack-only.tsx';
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

/** A reference page (bench/reference/) built with the app's esbuild options. */
async function referencePage(entry, outdir) {
  const { metafile } = await esbuild.build({
    ...esbuildOptions({ mode: 'production', outdir, base: '/' }),
    entryPoints: [entry],
  });
  return { size: sizeOf(initialSet(metafile, [entry])) };
}

/**
 * Our own code on the cart route, gzipped without the libraries: the app built the same way with
 * every package left external, measured over the same initial set (entry and cart page).
 */
async function ownCodeOnly(outdir) {
  const options = esbuildOptions({ mode: 'production', outdir, base: '/' });
  const { metafile } = await esbuild.build({ ...options, entryPoints: [ENTRY], packages: 'external' });
  return { size: sizeOf(initialSet(metafile, [ENTRY, CART_PAGE])) };
}

async function main() {
  const scratch = mkdtempSync(join(tmpdir(), 'bench-bundle-'));
  try {
    const app = await cartRoute(join(scratch, 'app'));
    const react = await referencePage(REFERENCE, join(scratch, 'react-only'));
    const stack = await referencePage(STACK_FLOOR, join(scratch, 'stack-only'));
    const own = await ownCodeOnly(join(scratch, 'own-code'));
    const ratio = app.size.gzip / react.size.gzip;
    const line = (label, { files, gzip, raw }) =>
      `  ${label.padEnd(28)} ${kB(gzip).padStart(9)} gzip  ${kB(raw).padStart(9)} min  (${files} files)`;
    console.log(line('cart route, initial JS', app.size));
    if (!app.hasCartChunk) console.log(`  (${CART_PAGE} is not a lazy chunk: it is in the entry's set)`);
    if (app.afterPaint) console.log(line('+ after first paint', app.afterPaint));
    console.log(line('React-only page', react.size));
    const verdict = ratio <= TARGET_RATIO ? 'PASS' : 'OVER';
    console.log(`  ratio ${ratio.toFixed(2)} (target ≤ ${TARGET_RATIO.toFixed(1)}): ${verdict}`);
    // The floor: what the target leaves for our own code once the stack's libraries are in.
    const budget = react.size.gzip * TARGET_RATIO;
    console.log(line('stack libraries, smallest', stack.size));
    console.log(`  stack floor ratio ${(stack.size.gzip / react.size.gzip).toFixed(2)}`);
    console.log(line('our own code alone', own.size));
    console.log(
      `  left for our own code under ${TARGET_RATIO.toFixed(1)}: ${kB(budget - stack.size.gzip)} gzip` +
        ` (it takes ${kB(own.size.gzip)} alone; library code beyond the floor: ${kB(app.size.raw - own.size.raw - stack.size.raw)} min)`,
    );
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
