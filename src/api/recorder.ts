/**
 * The port through which the API client reports every exchange. Effects wire it to the event log
 * (`api/requested`, `api/responded`, `api/failed`), so a session exports to HAR and replays can
 * answer requests matched by method, path template and occurrence. Bodies are reported as sent and
 * received; the log redacts secrets when it appends them.
 */
import type { AppError } from '../../events/app-error';

export interface RequestedExchange {
  requestId: string;
  method: string;
  url: string;
  /** Path with placeholders, e.g. `/cart/items/{id}`; for absolute URLs (polling, buttons) the URL path. */
  pathTemplate: string;
  headers: Record<string, string>;
  /** JSON body as sent, `{ fields: [...] }` for multipart (never the bytes), null without a body. */
  body: unknown;
}

export interface RespondedExchange {
  requestId: string;
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON as received, null without a body, a short description for files. */
  body: unknown;
  durationMs: number;
}

export interface FailedExchange {
  requestId: string;
  /** null when no HTTP reply arrived (network error, abort). */
  status: number | null;
  error: AppError;
  durationMs: number;
}

export interface ExchangeRecorder {
  requested(e: RequestedExchange): void;
  responded(e: RespondedExchange): void;
  failed(e: FailedExchange): void;
}
