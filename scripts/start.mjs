/**
 * `npm start` on a fresh clone: installs the dependencies when they are missing (npm ci), builds the
 * development bundle with the embedded mock provider and serves it on 127.0.0.1 (PORT, default
 * 5173), printing the URL to open.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

if (!existsSync(join(ROOT, 'node_modules', '.bin', 'esbuild'))) {
  console.log('Installing dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}
run(process.execPath, ['build.mjs', '--mode', 'development']);
const { startStaticServer } = await import('./serve.mjs');
const port = Number(process.env.PORT ?? 5173);
const server = await startStaticServer({ dir: join(ROOT, 'dist'), port, host: '127.0.0.1' });
console.log(`\nCheckout running at ${server.url}  (mock provider in the browser; Ctrl+C to stop)`);
console.log(`English: ${server.url}en/checkout   Developer area: ${server.url}developer`);
