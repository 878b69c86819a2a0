/**
 * What an endpoint module hands http.ts: the request described as data (RequestSpec) and how to read
 * its reply (ReplyReader). Kept apart from http.ts so that build-request.ts and src/api/replies.ts, which
 * http.ts uses, read these types without importing http.ts back (an import circle).
 */
import type { AppError } from '../../events/app-error';

/** main: {apiUrl}; validation: {validationApiUrl}, no company header; absolute: a URL given by a server or markup. */
type ApiBase = 'main' | 'validation' | 'absolute';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface FilePart {
  name: string;
  file: Blob;
  fileName: string;
}

export interface RequestSpec {
  base: ApiBase;
  method: Method;
  /** Path template (`/cart/items/{id}`) for main/validation; the URL itself for absolute. */
  path: string;
  params?: Record<string, string | number>;
  /** Arrays repeat the key (`domains[]`); null/undefined entries are left out. */
  query?: Record<string, QueryValue>;
  /** JSON body; undefined sends none. */
  json?: unknown;
  /** multipart/form-data body (E27). */
  files?: readonly FilePart[];
  /** Button calls only (§1.8). */
  withFlash?: boolean;
  signal?: AbortSignal | undefined;
  /** Which time limit applies (decision 038): `order` for calls that place an order or send a file. */
  timeLimit?: 'call' | 'order';
  /**
   * A second limit (ms), from the request to the end of the reply, that `extendLimit` never moves:
   * a streamed reply that keeps delivering still ends (decision 038).
   */
  overallLimitMs?: number;
}

/** How a 2xx body text becomes a value (`body` is what gets recorded). */
type ReplyReading<T> = { ok: true; value: T; body: unknown } | { ok: false; error: AppError };
export type ReplyReader<T> = (status: number, text: string) => ReplyReading<T>;
