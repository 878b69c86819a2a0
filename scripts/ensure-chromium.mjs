/**
 * Makes sure the browsers of the end-to-end tests and the benchmarks are there before they run:
 * Playwright drives them (it may not download its own here). With `CHROMIUM_PATH` set, that browser
 * must exist (nothing is installed: any machine, off Debian too). Without it, Debian's headless
 * shell (Playwright's) and Chromium (the benchmarks'), which a fresh machine does not have:
 * installed with apt-get as root, or through `sudo -n` otherwise; a clear message when they cannot be.
 * apt-get and sudo are run by their absolute paths with the system's PATH (issue 30): under npm,
 * node_modules/.bin comes first on PATH, and a package's `sudo` or `apt-get` there must never be
 * what runs as root. Each command line is printed, with the packages, before it runs.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DEBIAN_PACKAGES, chromiumPath } from './chromium-path.mjs';
import { runIfMain } from './script-main.mjs';

export const APT_GET = '/usr/bin/apt-get';
export const SUDO = '/usr/bin/sudo';
/** The PATH apt-get runs with (it starts dpkg and its hooks by name). */
const SYSTEM_PATH = '/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin';

/**
 * @typedef {object} EnsureDeps
 * @property {Record<string, string | undefined>} env
 * @property {(path: string) => boolean} exists
 * @property {(bin: string, argv: string[], options: object) => { status: number | null, error?: Error, stdout?: string }} spawn
 * @property {boolean} root
 * @property {(line: string) => void} log
 * @property {(line: string) => void} warn
 */

/**
 * Installs what is missing and prints the browsers' versions; throws with the reason when it cannot.
 * @param {EnsureDeps} deps
 */
export function ensureBrowsers(deps) {
  const chromiumOverride = deps.env.CHROMIUM_PATH?.trim() || null;
  /** The full browser, which the benchmarks need and the end-to-end tests fall back to. */
  const chromium = chromiumPath();
  const wanted = chromiumOverride ? [chromiumOverride] : Object.keys(DEBIAN_PACKAGES);

  const run = (args) => {
    const [bin, argv] = deps.root ? [APT_GET, args] : [SUDO, ['-n', APT_GET, ...args]];
    deps.log(`$ ${[bin, ...argv].join(' ')}`);
    const result = deps.spawn(bin, argv, {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...deps.env, PATH: SYSTEM_PATH, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (result.error) throw new Error(`${bin} could not run: ${result.error.message}`);
    if (result.status !== 0) throw new Error(`${bin} ${argv.join(' ')} exited with ${result.status}`);
  };
  const version = (path) => {
    const result = deps.spawn(path, ['--version'], { encoding: 'utf8' });
    return (result.stdout ?? '').trim() || 'unknown version';
  };

  try {
    if (chromiumOverride && !deps.exists(chromiumOverride))
      throw new Error(`CHROMIUM_PATH names ${chromiumOverride}, which does not exist`);
    const missing = wanted.filter((path) => !deps.exists(path));
    if (missing.length > 0) {
      const packages = missing.map((path) => DEBIAN_PACKAGES[path]);
      deps.log(`${missing.join(', ')} missing: installing Debian's ${packages.join(', ')} with ${APT_GET}`);
      try {
        run(['update']);
        run(['install', '-y', ...packages]);
      } catch (error) {
        // The headless shell only saves time: without it the tests run in the full browser.
        deps.warn(error instanceof Error ? error.message : String(error));
        if (packages.includes('chromium')) {
          deps.log("installing Debian's chromium alone");
          run(['install', '-y', 'chromium']);
        }
      }
      const still = missing.filter((path) => !deps.exists(path));
      if (still.includes(chromium)) throw new Error(`apt-get finished but ${chromium} still missing`);
      if (still.length > 0)
        deps.warn(`${still.join(', ')} not installed: the end-to-end tests use ${chromium}`);
    }
    for (const path of wanted.filter((p) => deps.exists(p))) deps.log(`${path}: ${version(path)}`);
  } catch (error) {
    throw new Error(
      `cannot provide ${wanted.join(', ')}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

runIfMain(import.meta.url, async () => {
  try {
    ensureBrowsers({
      env: process.env,
      exists: existsSync,
      spawn: spawnSync,
      root: process.getuid?.() === 0,
      log: (line) => console.log(line),
      warn: (line) => console.warn(line),
    });
  } catch (error) {
    console.error(
      "set CHROMIUM_PATH to a Chromium or Chrome of this machine, or install Debian's (as root: apt-get update && apt-get install -y chromium chromium-headless-shell), and retry",
    );
    throw error;
  }
});
