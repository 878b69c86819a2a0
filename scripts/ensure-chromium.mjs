/**
 * Makes sure the browsers of the end-to-end tests and the benchmarks are there before they run:
 * Playwright drives them (it may not download its own here). With `CHROMIUM_PATH` set, that browser
 * must exist (nothing is installed: any machine, off Debian too). Without it, Debian's headless
 * shell (Playwright's) and Chromium (the benchmarks'), which a fresh machine does not have:
 * installed with apt-get as root, or through `sudo -n` otherwise; a clear message when they cannot be.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DEBIAN_PACKAGES, chromiumPath } from './chromium-path.mjs';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH?.trim() || null;
/** The full browser, which the benchmarks need and the end-to-end tests fall back to. */
const CHROMIUM = chromiumPath();

function run(command, args) {
  const root = process.getuid?.() === 0;
  const [bin, argv] = root ? [command, args] : ['sudo', ['-n', command, ...args]];
  console.log(`$ ${[bin, ...argv].join(' ')}`);
  const result = spawnSync(bin, argv, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) throw new Error(`${bin} could not run: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${bin} ${argv.join(' ')} exited with ${result.status}`);
}

function version(path) {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8' });
  return (result.stdout ?? '').trim() || 'unknown version';
}

const wanted = CHROMIUM_PATH ? [CHROMIUM_PATH] : Object.keys(DEBIAN_PACKAGES);
try {
  if (CHROMIUM_PATH && !existsSync(CHROMIUM_PATH))
    throw new Error(`CHROMIUM_PATH names ${CHROMIUM_PATH}, which does not exist`);
  const missing = wanted.filter((path) => !existsSync(path));
  if (missing.length > 0) {
    const packages = missing.map((path) => DEBIAN_PACKAGES[path]);
    console.log(`${missing.join(', ')} missing: installing Debian's ${packages.join(', ')}`);
    try {
      run('apt-get', ['update']);
      run('apt-get', ['install', '-y', ...packages]);
    } catch (error) {
      // The headless shell only saves time: without it the tests run in the full browser.
      console.warn(error instanceof Error ? error.message : String(error));
      if (packages.includes('chromium')) run('apt-get', ['install', '-y', 'chromium']);
    }
    const still = missing.filter((path) => !existsSync(path));
    if (still.includes(CHROMIUM)) throw new Error(`apt-get finished but ${CHROMIUM} still missing`);
    if (still.length > 0)
      console.warn(`${still.join(', ')} not installed: the end-to-end tests use ${CHROMIUM}`);
  }
  for (const path of wanted.filter((p) => existsSync(p))) console.log(`${path}: ${version(path)}`);
} catch (error) {
  console.error(
    `cannot provide ${wanted.join(', ')}: ${error instanceof Error ? error.message : String(error)}`,
  );
  console.error(
    "set CHROMIUM_PATH to a Chromium or Chrome of this machine, or install Debian's (as root: apt-get update && apt-get install -y chromium chromium-headless-shell), and retry",
  );
  process.exit(1);
}
