/**
 * `npm run bench`: runs every benchmark in bench/ in turn, each in its own Node process under a short
 * header: `.mjs` files directly, `.ts` files through tsx (with --expose-gc, for the figures that
 * measure memory). Files starting with `zz-` are scratch and skipped, as are this runner and
 * subfolders (bench/reference/ holds inputs, not benchmarks). Benchmarks print figures and never
 * assert; the exit code is non-zero only when a benchmark crashes.
 *
 * Arguments pick benchmarks by name: `npm run bench -- lighthouse interactions` runs only the files
 * whose name contains one of them (bench/lighthouse.ts, bench/interactions.ts).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BENCH = dirname(fileURLToPath(import.meta.url));
const ROOT = join(BENCH, '..');
const SELF = basename(fileURLToPath(import.meta.url));

const benchmarks = readdirSync(BENCH, { withFileTypes: true })
  .filter((entry) => entry.isFile() && /\.(mjs|ts)$/.test(entry.name))
  .map((entry) => entry.name)
  .filter((name) => name !== SELF && !name.startsWith('zz-') && !name.endsWith('.d.ts'))
  .sort();
const wanted = process.argv.slice(2);
const selected =
  wanted.length === 0 ? benchmarks : benchmarks.filter((name) => wanted.some((word) => name.includes(word)));
if (selected.length === 0) {
  console.error(`no benchmark matches ${wanted.join(', ')} (there are: ${benchmarks.join(', ')})`);
  process.exit(1);
}

let crashed = 0;
for (const name of selected) {
  const file = join('bench', name);
  const args = name.endsWith('.ts') ? ['--expose-gc', '--import', 'tsx', file] : [file];
  console.log(`\n== ${file} ${'='.repeat(Math.max(0, 72 - file.length))}`);
  const started = performance.now();
  const run = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (run.status === 0) {
    console.log(`-- ${file} done in ${seconds} s`);
  } else {
    crashed++;
    console.log(`-- ${file} FAILED (${run.signal ?? `exit ${run.status}`}) after ${seconds} s`);
  }
}
console.log(`\n${selected.length} benchmarks run${crashed > 0 ? `, ${crashed} failed` : ''}`);
process.exitCode = crashed > 0 ? 1 : 0;
