/**
 * The build id baked into the bundle (`__BUILD_ID__`), shown in the developer console and stored in
 * exported sessions: `BUILD_ID` from the environment, else the short git sha, else a UTC timestamp
 * (a fresh repository has no commit yet).
 */
import { execFileSync } from 'node:child_process';

/** @param {string} root */
export function buildId(root) {
  if (process.env.BUILD_ID) return process.env.BUILD_ID;
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return new Date().toISOString().replace(/[-:]/g, '').replace(/\..*$/, 'Z');
  }
}
