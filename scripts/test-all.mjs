/**
 * `npm test`: every check CI runs, in order, stopping at the first failure: typecheck, lint (with
 * the check that comments name existing files, and knip for unused files, exports and dependencies), format, unit tests, the production build, the e2e
 * builds, the browser present (`CHROMIUM_PATH`, else Debian's, installed if missing), Playwright. Ends with
 * one line `N passed, M failed` summing vitest and Playwright (read from their JSON reports); a check
 * that fails without failing tests (lint, say) counts as one failure, so a red run never reads 0 failed.
 * Before it, a table of each stage's time.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const REPORTS = mkdtempSync(join(tmpdir(), 'test-all-'));
const VITEST_JSON = join(REPORTS, 'vitest.json');
const PLAYWRIGHT_JSON = join(REPORTS, 'playwright.json');

const bin = (name) => join(ROOT, 'node_modules', '.bin', name);
const node = (script, ...args) => [process.execPath, [script, ...args]];

/** @type {{ name: string, command: [string, string[]], env?: Record<string, string>, counts?: () => { passed: number, failed: number } }[]} */
const STAGES = [
  { name: 'typecheck (browser world)', command: [bin('tsc'), ['--noEmit', '-p', 'tsconfig.app.json']] },
  { name: 'typecheck (Node world)', command: [bin('tsc'), ['--noEmit', '-p', '.']] },
  { name: 'lint', command: [bin('eslint'), ['.']] },
  { name: 'comments name existing files', command: node('scripts/check-comment-paths.mjs') },
  {
    name: 'unused files, exports and dependencies (knip)',
    command: [
      bin('knip'),
      [
        '--no-progress',
        '--include',
        'files,dependencies,devDependencies,unlisted,unresolved,binaries,exports,types',
      ],
    ],
  },
  { name: 'format:check', command: [bin('prettier'), ['--check', '.']] },
  {
    name: 'unit tests (vitest)',
    command: [
      bin('vitest'),
      ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_JSON}`],
    ],
    counts: () => {
      const report = readJson(VITEST_JSON);
      return { passed: report?.numPassedTests ?? 0, failed: report?.numFailedTests ?? 0 };
    },
  },
  { name: 'build (production, dist/)', command: node('build.mjs', '--mode', 'production') },
  { name: 'build e2e set-ups', command: node('scripts/build-e2e.mjs') },
  // The browser last, so everything before it runs on any machine (CHROMIUM_PATH, or Debian's).
  { name: 'chromium', command: node('scripts/ensure-chromium.mjs') },
  {
    name: 'e2e (playwright)',
    command: [bin('playwright'), ['test', '--reporter=list,json']],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON },
    counts: () => {
      const stats = readJson(PLAYWRIGHT_JSON)?.stats;
      return { passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0), failed: stats?.unexpected ?? 0 };
    },
  },
];

function readJson(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

function runStage(stage, index) {
  const [command, args] = stage.command;
  console.log(`\n==> [${index + 1}/${STAGES.length}] ${stage.name}`);
  const started = performance.now();
  const result = spawnSync(command, args, {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, ...stage.env },
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0 && !result.error;
  const why = result.error ? result.error.message : `exit ${result.status ?? result.signal}`;
  console.log(
    ok ? `<== ${stage.name}: ok in ${seconds} s` : `<== ${stage.name}: FAILED (${why}) after ${seconds} s`,
  );
  timings.push({ name: stage.name, seconds: Number(seconds), ok });
  return ok;
}

/** @type {{ name: string, seconds: number, ok: boolean }[]} */
const timings = [];

/** Each stage's time at the end of the run, so a slow stage is seen without scrolling (issue 17). */
function printTimings() {
  const total = timings.reduce((sum, t) => sum + t.seconds, 0);
  const width = Math.max(...timings.map((t) => t.name.length), 'total'.length);
  const clock = (seconds) => {
    const s = Math.round(seconds); // round first: 1379.8 s is 23:00, not 22:60
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  };
  console.log('\ntime per stage (m:ss)');
  for (const t of timings)
    console.log(`  ${t.name.padEnd(width)}  ${clock(t.seconds).padStart(6)}${t.ok ? '' : '  FAILED'}`);
  console.log(`  ${'total'.padEnd(width)}  ${clock(total).padStart(6)}`);
}

let passed = 0;
let failed = 0;
let ok = true;
try {
  for (const [index, stage] of STAGES.entries()) {
    const stageOk = runStage(stage, index);
    const counts = stage.counts?.() ?? { passed: 0, failed: 0 };
    passed += counts.passed;
    failed += counts.failed;
    if (!stageOk) {
      ok = false;
      if (counts.failed === 0) failed += 1;
      console.log(`\nstopped at "${stage.name}"${counts.failed === 0 ? ' (counted as 1 failure)' : ''}`);
      break;
    }
  }
} finally {
  rmSync(REPORTS, { recursive: true, force: true });
  printTimings();
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
