/**
 * `npm run budget` (and a stage of `npm test`): each route's initial JS (gzip) against its budget
 * in scripts/build/route-budgets.json; above it, exits non-zero and prints the route's largest
 * contributors and what grew against scripts/build/route-baseline.json. Without `--dir` it builds
 * production into a temporary folder first; `--dir dist` reads a build already made (npm test's).
 * `--write-baseline` records the current figures as the baseline. Design and figures:
 * docs/decisions/085-initial-js-per-route.md.
 *
 *   node scripts/check-budget.mjs [--dir <build folder>] [--write-baseline]
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildApp } from '../build.mjs';
import { readBuildOptions } from './build/options.mjs';
import { checkBudgets, measureRoutes } from './build/route-budget.mjs';
import { runIfMain } from './script-main.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUDGETS = join(ROOT, 'scripts/build/route-budgets.json');
const BASELINE = join(ROOT, 'scripts/build/route-baseline.json');

/** @param {string} dir  a production build's folder, with its meta.json */
function figuresOf(dir) {
  const metafile = JSON.parse(readFileSync(join(dir, 'meta.json'), 'utf8'));
  return measureRoutes(metafile, ROOT);
}

async function main() {
  const { values } = parseArgs({
    options: { dir: { type: 'string' }, 'write-baseline': { type: 'boolean', default: false } },
  });
  let measured;
  if (values.dir) {
    measured = figuresOf(resolve(ROOT, values.dir));
  } else {
    const scratch = mkdtempSync(join(tmpdir(), 'route-budget-'));
    try {
      const outdir = join(scratch, 'dist');
      await buildApp(readBuildOptions(['--mode', 'production', '--outdir', outdir], ROOT));
      measured = figuresOf(outdir);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  }
  const { routes: figures, catalogue } = measured;
  if (values['write-baseline']) {
    const baseline = Object.fromEntries(figures.map(({ route, gzip, groups }) => [route, { gzip, groups }]));
    writeFileSync(BASELINE, `${JSON.stringify(baseline, null, 2)}\n`);
    console.log(`baseline written to ${BASELINE}`);
  }
  const { goal, budgets } = JSON.parse(readFileSync(BUDGETS, 'utf8'));
  const baseline = JSON.parse(readFileSync(BASELINE, 'utf8'));
  const { over, lines } = checkBudgets(figures, budgets, baseline);
  console.log(`initial JS per route, gzip (goal ${goal} kB; docs/decisions/085-initial-js-per-route.md):`);
  for (const line of lines) console.log(`  ${line}`);
  console.log(
    `  and, not budgeted, the language catalogue a first render also waits for: ${(catalogue.gzip / 1024).toFixed(1)} kB gzip at most (${catalogue.locale})`,
  );
  if (over) {
    console.log('a route is over its budget: move what its first screen does not need behind import()');
    process.exitCode = 1;
  }
}

runIfMain(import.meta.url, main);
