/**
 * Makes sure Debian's Chromium is at /usr/bin/chromium before the end-to-end tests: Playwright drives
 * that browser (it may not download its own here), and a fresh machine does not have it. Installs it
 * with apt-get as root, or through `sudo -n` otherwise, and fails with a clear message if it cannot.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

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
  console.error('install it by hand (as root: apt-get update && apt-get install -y chromium) and retry');
  process.exit(1);
}
