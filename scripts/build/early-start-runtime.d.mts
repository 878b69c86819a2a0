/** Types for early-start-runtime.mjs, so its tests can import it. */
export interface EarlyManifest {
  locales: Record<string, string[]>;
  loading: Record<string, string>;
  pages: { path: string; files: string[] }[];
  cart: boolean;
}
export declare function earlyStart(manifest: EarlyManifest, win: Window): void;
