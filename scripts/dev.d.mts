/** Types for scripts/dev.mjs, so its tests can import it. */
export declare const RELOAD_PATH: string;
export declare function withReloadScript(html: string, preloads?: string[]): string;
export interface DevServer {
  /** e.g. `http://127.0.0.1:5173/` */
  url: string;
  outdir: string;
  /** Rebuilds now, as a saved change does; resolves when the build is written. */
  rebuild(): Promise<void>;
  close(): Promise<void>;
}
export declare function startDevServer(options?: {
  /** Where the app's sources are (default: the repository). */
  root?: string;
  outdir?: string;
  port?: number;
  host?: string;
  params?: Record<string, unknown>;
  log?: (line: string) => void;
}): Promise<DevServer>;
