/**
 * What the long-running scripts (serve, dev, preview) share about being run: their `main` runs only
 * when the file is the command itself (not when a test imports it), a failure ends the process with
 * its message, and Ctrl+C or a SIGTERM closes the server before exiting.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Runs `main` when `moduleUrl` (the script's `import.meta.url`) is the file Node was started with. */
export function runIfMain(moduleUrl, main) {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(resolve(process.argv[1])).href) return;
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
}

/** Closes with `close()` and exits on Ctrl+C or SIGTERM. */
export function closeOnSignals(close) {
  const stop = () => close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
