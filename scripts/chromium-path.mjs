/**
 * Where the browser of the end-to-end tests and the benchmarks is: `CHROMIUM_PATH` when set (any
 * Chromium or Chrome of the machine, off Debian too), else Debian's `/usr/bin/chromium`, which
 * scripts/ensure-chromium.mjs installs when missing. One place, read by the Playwright config, the
 * benches and that script.
 */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** @returns {string} */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH?.trim() || DEBIAN_CHROMIUM;
}
