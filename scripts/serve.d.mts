/** Types for scripts/serve.mjs, so the TypeScript Playwright setup can import it. */
import type { IncomingMessage, ServerResponse } from 'node:http';

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
  /** Sees each request first; returns true when it answered it. */
  before?: (request: IncomingMessage, response: ServerResponse) => boolean;
  /** Rewrites index.html as it is served (never on disk). */
  transformIndex?: (html: string) => string;
  /** A file's Cache-Control by its path relative to `dir` (default `no-store`); `no-cache` adds an ETag. */
  cacheControl?: (path: string) => string | undefined;
}): Promise<StaticServer>;
