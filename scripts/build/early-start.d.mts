/** Types for early-start.mjs, so its tests can import it. */
import type { Metafile } from 'esbuild';
import type { EarlyManifest } from '../../src/early-paint/early-start';

export type { EarlyManifest };
export declare const FIRST_PAINT_PAGES: { path: string; module: string }[];
export declare function earlyStartManifest(
  metafile: Metafile,
  split: { entry: string; initial: string[] },
  build: { outdir: string; base: string; mode: string; root: string },
): EarlyManifest;
export declare function earlyStartScript(manifest: EarlyManifest): string;
export declare function earlyPaintTexts(catalogue: Record<string, unknown>): Record<string, string>;
