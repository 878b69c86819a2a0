/**
 * `npm test`: every check CI runs, stopping at the first failure: typecheck, lint (with the check
 * that comments name existing files, and knip for unused files, exports and dependencies), format,
 * unit tests, the production build and each route's initial JS within its budget
 * (scripts/check-budget.mjs), the e2e builds, the browser present (`CHROMIUM_PATH`, else Debian's,
 * installed if missing), Playwright. Ends with one line `N passed, M failed` summing
 * vitest and Playwright (read from their JSON reports); a check that fails without failing tests
 * (lint, say) counts as one failure, so a red run never reads 0 failed. Before it, a table of each
 * stage's time and the run's wall time.
 *
 * Steps run one after the other; within a step, its lanes run side by side, each lane's stages in
 * order (decision 074). The checks are single-threaded (tsc, ESLint, Prettier), so the two
 * typechecks and the builds share one core while lint, knip and Prettier take the other; vitest and
 * Playwright each fill both cores and run alone. A stage that runs beside another has its output
 * printed whole when it ends; a failure lets the other lane finish its current stage, then stops.
 */
import { spawn } from 'node:child_process';
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

/** @typedef {{ name: string, command: [string, string[]], env?: Record<string, string>, counts?: () => { passed: number, failed: number } }} Stage */

/** @type {Record<string, Stage>} */
const STAGE = {
  typecheckApp: {
    name: 'typecheck (browser world)',
    command: [bin('tsc'), ['--noEmit', '-p', 'tsconfig.app.json']],
  },
  typecheckNode: { name: 'typecheck (Node world)', command: [bin('tsc'), ['--noEmit', '-p', '.']] },
  lint: { name: 'lint', command: [bin('eslint'), ['.']] },
  commentPaths: { name: 'comments name existing files', command: node('scripts/check-comment-paths.mjs') },
  knip: {
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
  format: { name: 'format:check', command: [bin('prettier'), ['--check', '.']] },
  vitest: {
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
  build: { name: 'build (production, dist/)', command: node('build.mjs', '--mode', 'production') },
  budget: {
    name: 'initial JS per route within budget',
    command: node('scripts/check-budget.mjs', '--dir', 'dist'),
  },
  buildE2e: { name: 'build e2e set-ups', command: node('scripts/build-e2e.mjs') },
  // The browser last, so everything before it runs on any machine (CHROMIUM_PATH, or Debian's).
  chromium: { name: 'chromium', command: node('scripts/ensure-chromium.mjs') },
  playwright: {
    name: 'e2e (playwright)',
    command: [bin('playwright'), ['test', '--reporter=list,json']],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: PLAYWRIGHT_JSON },
    counts: () => {
      const stats = readJson(PLAYWRIGHT_JSON)?.stats;
      return { passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0), failed: stats?.unexpected ?? 0 };
    },
  },
};

/** @type {Stage[][][]} steps → lanes → stages */
const STEPS = [
  [
    [STAGE.typecheckApp, STAGE.typecheckNode, STAGE.build, STAGE.budget, STAGE.buildE2e],
    [STAGE.lint, STAGE.commentPaths, STAGE.knip, STAGE.format],
  ],
  [[STAGE.vitest]],
  [[STAGE.chromium, STAGE.playwright]],
];
const ORDER = STEPS.flat(2);

function readJson(file) {
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** @type {Map<Stage, { seconds: number, ok: boolean }>} */
const timings = new Map();

/**
 * Runs one stage; `alone` streams its output, otherwise it is kept and printed whole at the end.
 * @param {Stage} stage @param {boolean} alone
 * @returns {Promise<boolean>}
 */
function runStage(stage, alone) {
  const [command, args] = stage.command;
  const header = `\n==> [${ORDER.indexOf(stage) + 1}/${ORDER.length}] ${stage.name}${alone ? '' : ' (beside another lane)'}`;
  if (alone) console.log(header);
  const begun = performance.now();
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const output = [];
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['ignore', alone ? 'inherit' : 'pipe', alone ? 'inherit' : 'pipe'],
      env: { ...process.env, ...stage.env },
    });
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    let error = /** @type {Error | null} */ (null);
    child.on('error', (e) => {
      error = e;
    });
    child.on('close', (code, signal) => {
      const seconds = Number(((performance.now() - begun) / 1000).toFixed(1));
      const ok = code === 0 && !error;
      const why = error ? error.message : `exit ${code ?? signal}`;
      if (!alone) {
        console.log(header);
        process.stdout.write(Buffer.concat(output));
      }
      console.log(
        ok
          ? `<== ${stage.name}: ok in ${seconds} s`
          : `<== ${stage.name}: FAILED (${why}) after ${seconds} s`,
      );
      timings.set(stage, { seconds, ok });
      resolve(ok);
    });
  });
}

/** Each stage's time at the end of the run, so a slow stage is seen without scrolling (issue 17). */
function printTimings(wallSeconds) {
  const ran = ORDER.flatMap((stage) => {
    const timing = timings.get(stage);
    return timing ? [{ name: stage.name, ...timing }] : [];
  });
  const width = Math.max(...ran.map((t) => t.name.length), 'total (wall clock)'.length);
  const clock = (seconds) => {
    const s = Math.round(seconds); // round first: 1379.8 s is 23:00, not 22:60
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  };
  console.log('\ntime per stage (m:ss; stages of one step overlap)');
  for (const t of ran)
    console.log(`  ${t.name.padEnd(width)}  ${clock(t.seconds).padStart(6)}${t.ok ? '' : '  FAILED'}`);
  console.log(`  ${'total (wall clock)'.padEnd(width)}  ${clock(wallSeconds).padStart(6)}`);
}

let passed = 0;
let failed = 0;
let ok = true;
const runStarted = performance.now();
try {
  for (const lanes of STEPS) {
    const alone = lanes.length === 1;
    /** @type {string | null} */
    let stoppedAt = null;
    await Promise.all(
      lanes.map(async (lane) => {
        for (const stage of lane) {
          if (stoppedAt !== null) return;
          const stageOk = await runStage(stage, alone);
          const counts = stage.counts?.() ?? { passed: 0, failed: 0 };
          passed += counts.passed;
          failed += counts.failed;
          if (!stageOk) {
            if (counts.failed === 0) failed += 1;
            console.log(
              `\nstopped at "${stage.name}"${counts.failed === 0 ? ' (counted as 1 failure)' : ''}`,
            );
            stoppedAt = stage.name;
            ok = false;
          }
        }
      }),
    );
    if (!ok) break;
  }
} finally {
  rmSync(REPORTS, { recursive: true, force: true });
  printTimings((performance.now() - runStarted) / 1000);
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(ok && failed === 0 ? 0 : 1);
