/** Types for scripts/preview.mjs, so its tests can import it. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StaticServer } from './serve.mjs';

export declare const PREVIEW_DIR: string;
export declare const PROVIDER_PATHS: string[];
export declare const proxiedParams: Record<string, unknown>;
export declare function providerProxy(
  origin: string,
): (request: IncomingMessage, response: ServerResponse) => boolean;
export declare function startPreviewServer(options: {
  dir?: string;
  port?: number;
  host?: string;
  /** Origin the provider's paths are forwarded to, e.g. `http://127.0.0.1:4700`. */
  provider?: string;
}): Promise<StaticServer>;
export declare function previewBuildArgs(provider: string | undefined, outdir?: string): string[];
