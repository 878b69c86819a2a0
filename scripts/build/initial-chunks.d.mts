/** Types for initial-chunks.mjs, so its tests can import it. */
import type { Metafile } from 'esbuild';

/** The app's entry point, whose own dynamic imports are its boot stages (decision 071). */
export declare const APP_ENTRY: 'src/main.tsx';
export declare function splitOutputs(
  metafile: Metafile,
  entryPoint: string,
): { entry: string; initial: string[]; lazy: string[]; css: string | undefined };
export declare function leakedLazyInputs(metafile: Metafile, initial: string[]): string[];
export declare function sizeOf(files: string[]): { files: number; raw: number; gzip: number };
export declare function inOutdir(outdir: string, file: string): string;
