/**
 * Builds the end-to-end set-ups (scripts/e2e-setups.mjs) as production bundles (`dev`: a development
 * bundle, for the developer console's journey), each with its own
 * data-params: dist-e2e-mock runs the MSW provider in the browser, dist-e2e-real talks to the HTTP
 * provider on another port. Production mode, so the journeys test what ships. The set-up's params
 * list every key, so they replace the defaults rather than add to them.
 */
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_SETUPS } from './e2e-setups.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

// `node scripts/build-e2e.mjs dev real` builds only those set-ups (a fast loop); none named: all.
const only = process.argv.slice(2);
for (const [name, setup] of Object.entries(E2E_SETUPS)) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`e2e set-up "${name}":`);
  const params = JSON.stringify(setup.params);
  const args = ['build.mjs', '--mode', setup.mode ?? 'production', '--outdir', setup.dir, '--params', params];
  execFileSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
}
