/**
 * Makes sure the browser of the end-to-end tests is there before they run: Playwright drives it (it
 * may not download its own here). With `CHROMIUM_PATH` set, that browser must exist (nothing is
 * installed: any machine, off Debian too). Without it, Debian's Chromium at /usr/bin/chromium, which a
 * fresh machine does not have: installed with apt-get as root, or through `sudo -n` otherwise; a
 * clear message when it cannot.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { DEBIAN_CHROMIUM, chromiumPath } from './chromium-path.mjs';

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

function version() {
  const result = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' });
  return (result.stdout ?? '').trim() || 'unknown version';
}

try {
  if (CHROMIUM !== DEBIAN_CHROMIUM && !existsSync(CHROMIUM))
    throw new Error(`CHROMIUM_PATH names ${CHROMIUM}, which does not exist`);
  if (existsSync(CHROMIUM)) {
    console.log(`chromium present: ${version()}`);
  } else {
    console.log(`${CHROMIUM} is missing: installing Debian's chromium package`);
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', 'chromium']);
    if (!existsSync(CHROMIUM)) throw new Error(`apt-get finished but ${CHROMIUM} is still missing`);
    console.log(`chromium installed: ${version()}`);
  }
} catch (error) {
  console.error(`cannot provide ${CHROMIUM}: ${error instanceof Error ? error.message : String(error)}`);
  console.error(
    "set CHROMIUM_PATH to a Chromium or Chrome of this machine, or install Debian's (as root: apt-get update && apt-get install -y chromium), and retry",
  );
  process.exit(1);
}
