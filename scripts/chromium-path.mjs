/**
 * Where the browsers of the end-to-end tests and the benchmarks are: `CHROMIUM_PATH` when set (any
 * Chromium or Chrome of the machine, off Debian too) for both; else Debian's packages, which
 * scripts/ensure-chromium.mjs installs when missing: the headless shell for Playwright (what
 * Playwright itself runs headless; a third less time than the full browser, decision 074) and the
 * full `/usr/bin/chromium` for the benchmarks (Lighthouse). One place, read by the Playwright config,
 * the benches and that script.
 */
import { existsSync } from 'node:fs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** Debian's packages by the path they install. */
export const DEBIAN_PACKAGES = {
  [DEBIAN_CHROMIUM]: 'chromium',
  [DEBIAN_HEADLESS_SHELL]: 'chromium-headless-shell',
};

const fromEnvironment = () => process.env.CHROMIUM_PATH?.trim() || null;

/** The benchmarks' browser. @returns {string} */
export function chromiumPath() {
  return fromEnvironment() ?? DEBIAN_CHROMIUM;
}

/**
 * The end-to-end tests' browser: the headless shell, or the full browser where the shell could not
 * be installed (slower, same results). @returns {string}
 */
export function e2eChromiumPath() {
  return fromEnvironment() ?? (existsSync(DEBIAN_HEADLESS_SHELL) ? DEBIAN_HEADLESS_SHELL : DEBIAN_CHROMIUM);
}
