/**
 * Puts msw's `mockServiceWorker.js` into the output dir by running msw's own `init` command, so the
 * worker always matches the installed msw version. npm may skip msw's postinstall, and the file is
 * generated, never committed.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** @param {string} outdir */
export function writeMswWorker(outdir) {
  const require = createRequire(import.meta.url);
  const cli = join(dirname(require.resolve('msw/package.json')), 'cli', 'index.js');
  try {
    execFileSync(process.execPath, [cli, 'init', outdir, '--save=false'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      encoding: 'utf8',
    });
  } catch (error) {
    const failure = /** @type {{ stdout?: string, stderr?: string }} */ (error);
    throw new Error(`msw init ${outdir} failed:\n${failure.stdout ?? ''}${failure.stderr ?? ''}`);
  }
}
