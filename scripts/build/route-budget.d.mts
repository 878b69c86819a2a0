/** Types for route-budget.mjs, so its tests and scripts/check-budget.mjs can import it. */
import type { Metafile } from 'esbuild';

export interface RouteFigures {
  route: string;
  /** Gzipped bytes of every file the route loads before its first screen. */
  gzip: number;
  /** Minified bytes per package or source folder in those files. */
  groups: Record<string, number>;
}

export declare function routeFiles(metafile: Metafile, page: string): string[];
export declare function measureRoutes(
  metafile: Metafile,
  root: string,
): { routes: RouteFigures[]; catalogue: { locale: string; gzip: number } };
export declare function checkBudgets(
  figures: RouteFigures[],
  budgets: Record<string, number>,
  baseline: Record<string, { gzip: number; groups: Record<string, number> }>,
): { over: boolean; lines: string[] };
