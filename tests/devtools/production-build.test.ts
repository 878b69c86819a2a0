/**
 * The production build contains no console code, no developer route and no console panel launcher
 * (issues 5 and 16): the app is bundled in memory with build.mjs's own esbuild options, and no output
 * file carries the console's marker string or the launcher's key; the development build, bundled the
 * same way, does (so the check bites).
 */
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { DEVTOOLS_MARKER } from '../../devtools/developer-area';

type BuildModule = {
  esbuildOptions(o: { mode: string; outdir: string; base: string }): esbuild.BuildOptions;
};
const BUILD_MJS = '../../build.mjs';
/** The launcher's sessionStorage key (src/app/dev-console-launcher.tsx), a string only it carries. */
const PANEL_OPEN_KEY = 'developer.panel.open';

async function outputs(mode: 'production' | 'development'): Promise<{ path: string; text: string }[]> {
  const { esbuildOptions } = (await import(BUILD_MJS)) as BuildModule;
  const options = esbuildOptions({ mode, outdir: '/tmp/devtools-build-check', base: '/' });
  const result = await esbuild.build({ ...options, write: false, sourcemap: false, logLevel: 'silent' });
  return (result.outputFiles ?? [])
    .filter((f) => f.path.endsWith('.js'))
    .map((f) => ({ path: f.path, text: f.text }));
}

describe('the production build', { timeout: 120_000 }, () => {
  it('has no developer console code and no developer route', async () => {
    const files = await outputs('production');
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((f) => f.text.includes(DEVTOOLS_MARKER)).map((f) => f.path)).toEqual([]);
    expect(files.filter((f) => f.text.includes('"/developer"')).map((f) => f.path)).toEqual([]);
    // the console panel's launcher (button and shortcut) is development-only too
    expect(files.filter((f) => f.text.includes(PANEL_OPEN_KEY)).map((f) => f.path)).toEqual([]);
  });

  it('is checked against a development build that does carry them', async () => {
    const files = await outputs('development');
    expect(files.some((f) => f.text.includes(DEVTOOLS_MARKER))).toBe(true);
    expect(files.some((f) => f.text.includes('"/developer"'))).toBe(true);
    expect(files.some((f) => f.text.includes(PANEL_OPEN_KEY))).toBe(true);
  });
});
