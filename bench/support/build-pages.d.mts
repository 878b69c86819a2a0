/** Types for bench/support/build-pages.mjs, so the TypeScript benchmarks can import it. */
export declare function buildAppPage(
  outdir: string,
  params: Record<string, unknown>,
  mode?: 'production' | 'development',
): Promise<void>;
export declare const STACK_ONLY: string;
export declare function buildReactOnlyPage(outdir: string, reference?: string): Promise<void>;
