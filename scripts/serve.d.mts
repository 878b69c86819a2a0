/** Types for scripts/serve.mjs, so the TypeScript Playwright setup can import it. */
export interface StaticServer {
  /** e.g. `http://127.0.0.1:4601/` */
  url: string;
  close(): Promise<void>;
}
export declare function startStaticServer(options: {
  dir: string;
  port?: number;
  host?: string;
  /** Gzip text files for clients that accept it, as a real host does. */
  gzip?: boolean;
}): Promise<StaticServer>;
