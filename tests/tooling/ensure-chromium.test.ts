/**
 * The browser installer runs as root (issue 30): it must start apt-get and sudo by their absolute
 * paths (under npm, node_modules/.bin comes first on PATH, and whatever is named `sudo` there would
 * run) and say which packages it installs before it does. spawn is mocked: nothing is installed.
 */
import { describe, expect, it } from 'vitest';
import { APT_GET, SUDO, ensureBrowsers } from '../../scripts/ensure-chromium.mjs';

/** A machine without the browsers; what the script prints and runs, in one sequence. */
function machine(root: boolean, env: Record<string, string | undefined> = {}) {
  const installed = new Set<string>();
  const seen: string[] = [];
  const runs: { bin: string; argv: string[]; env: Record<string, string> | undefined }[] = [];
  ensureBrowsers({
    env: { PATH: '/repo/node_modules/.bin:/usr/bin', ...env },
    exists: (path) => installed.has(path),
    spawn: (bin, argv, options) => {
      runs.push({ bin, argv, env: (options as { env?: Record<string, string> }).env });
      seen.push(`run ${bin} ${argv.join(' ')}`);
      if (argv.includes('install'))
        ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'].forEach((p) => installed.add(p));
      return { status: 0, stdout: 'Chromium 1.0' };
    },
    root,
    log: (line) => seen.push(`log ${line}`),
    warn: (line) => seen.push(`warn ${line}`),
  });
  return { seen, runs };
}

describe('ensure-chromium', () => {
  it('runs apt-get by its absolute path as root, with the system PATH', () => {
    const { runs } = machine(true);
    const installs = runs.filter((r) => r.argv.includes('update') || r.argv.includes('install'));
    expect(installs.map((r) => [r.bin, ...r.argv])).toEqual([
      [APT_GET, 'update'],
      [APT_GET, 'install', '-y', 'chromium', 'chromium-headless-shell'],
    ]);
    expect(APT_GET).toBe('/usr/bin/apt-get');
    expect(installs.every((r) => !r.env?.PATH?.includes('node_modules'))).toBe(true);
  });

  it('runs sudo and apt-get by their absolute paths otherwise', () => {
    const { runs } = machine(false);
    expect(SUDO).toBe('/usr/bin/sudo');
    expect(runs.slice(0, 2).map((r) => [r.bin, ...r.argv])).toEqual([
      ['/usr/bin/sudo', '-n', '/usr/bin/apt-get', 'update'],
      ['/usr/bin/sudo', '-n', '/usr/bin/apt-get', 'install', '-y', 'chromium', 'chromium-headless-shell'],
    ]);
  });

  it('prints the packages and each command line before running it', () => {
    const { seen } = machine(true);
    const firstRun = seen.findIndex((line) => line.startsWith('run '));
    const told = seen.findIndex((line) =>
      line.includes("installing Debian's chromium, chromium-headless-shell"),
    );
    expect(told).toBeGreaterThanOrEqual(0);
    expect(told).toBeLessThan(firstRun);
    expect(seen[firstRun - 1]).toBe('log $ /usr/bin/apt-get update');
  });

  it('installs nothing when CHROMIUM_PATH names a browser that is missing', () => {
    expect(() => machine(true, { CHROMIUM_PATH: '/opt/none/chrome' })).toThrow(/does not exist/);
  });
});
