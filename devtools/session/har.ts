/**
 * HAR 1.2 export of the network part of a session (http://www.softwareishard.com/blog/har-12-spec/):
 * one entry per `api/requested` with its `api/responded` or `api/failed`. Bodies and headers come
 * from the log, so they are already redacted. A failed exchange without a reply has status 0
 * (HAR's "no response"); one with an HTTP error carries the error body as the client read it.
 */
import type { AppEvent } from '../../events/envelope';
import { exchangesOf, type Exchange } from '../timeline/exchanges';

interface HarHeader {
  name: string;
  value: string;
}
interface HarEntry {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    cookies: never[];
    headers: HarHeader[];
    queryString: HarHeader[];
    postData?: { mimeType: string; text: string };
    headersSize: number;
    bodySize: number;
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    cookies: never[];
    headers: HarHeader[];
    content: { size: number; mimeType: string; text?: string };
    redirectURL: string;
    headersSize: number;
    bodySize: number;
  };
  cache: Record<string, never>;
  timings: { send: number; wait: number; receive: number };
  _requestId: string;
  /** HAR 1.2 allows custom fields starting with an underscore. */
  [custom: `_${string}`]: unknown;
}
export interface Har {
  log: {
    version: '1.2';
    creator: { name: string; version: string };
    pages: never[];
    entries: HarEntry[];
  };
}

export interface HarOptions {
  /** Absolute origin for relative URLs (`/api/...`), e.g. `location.origin`. */
  origin: string;
  /** Wall-clock time of the session's start (event `at` 0), ms since the epoch. */
  startedAt: number;
  buildId: string;
}

export function toHar(events: readonly AppEvent[], options: HarOptions): Har {
  return {
    log: {
      version: '1.2',
      creator: { name: 'hosting-checkout developer console', version: options.buildId },
      pages: [],
      entries: exchangesOf(events).map((e) => entry(e, options)),
    },
  };
}

const headerList = (h: Record<string, string>): HarHeader[] =>
  Object.entries(h).map(([name, value]) => ({ name, value }));

function entry(exchange: Exchange, options: HarOptions): HarEntry {
  const { request, reply } = exchange;
  const url = new URL(request.payload.url, options.origin);
  const requestBody = request.payload.body;
  const time = reply ? Math.max(0, Math.round(reply.payload.durationMs)) : 0;
  return {
    startedDateTime: new Date(options.startedAt + request.at).toISOString(),
    time,
    request: {
      method: request.payload.method,
      url: url.toString(),
      httpVersion: 'HTTP/1.1',
      cookies: [],
      headers: headerList(request.payload.headers),
      queryString: [...url.searchParams].map(([name, value]) => ({ name, value })),
      ...(requestBody === null || requestBody === undefined
        ? {}
        : { postData: { mimeType: 'application/json', text: JSON.stringify(requestBody) } }),
      headersSize: -1,
      bodySize: requestBody === null || requestBody === undefined ? 0 : JSON.stringify(requestBody).length,
    },
    response: response(exchange),
    cache: {},
    timings: { send: 0, wait: time, receive: 0 },
    _requestId: exchange.requestId,
  };
}

function response(exchange: Exchange): HarEntry['response'] {
  const { reply } = exchange;
  const base = { httpVersion: 'HTTP/1.1', cookies: [] as never[], redirectURL: '', headersSize: -1 };
  if (!reply || (reply.type === 'api/failed' && reply.payload.status === null)) {
    return {
      ...base,
      status: 0,
      statusText: '',
      headers: [],
      content: { size: 0, mimeType: 'x-unknown' },
      bodySize: -1,
    };
  }
  const status = reply.payload.status ?? 0;
  const headers = reply.type === 'api/responded' ? reply.payload.headers : {};
  const body = reply.type === 'api/responded' ? reply.payload.body : errorBody(reply.payload.error);
  const text = body === null || body === undefined ? '' : JSON.stringify(body);
  const mimeType = headers['content-type'] ?? 'application/json';
  return {
    ...base,
    status,
    statusText: '',
    headers: headerList(headers),
    content: { size: text.length, mimeType, ...(text ? { text } : {}) },
    bodySize: text.length,
  };
}

/** The contract's error body (§1.7) as the client read it from an `api/failed` fact. */
export function errorBody(error: {
  key: string | null;
  violations: unknown[];
  context?: unknown;
  invoiceId?: string | undefined;
  data?: unknown;
}): Record<string, unknown> {
  return {
    ...(error.key ? { key: error.key } : {}),
    violations: error.violations,
    ...(error.context ? { context: error.context } : {}),
    ...(error.invoiceId ? { invoiceId: error.invoiceId } : {}),
    ...(error.data !== undefined ? { data: error.data } : {}),
  };
}
