/**
 * The entry's side of index.html's early start (src/early-paint/early-start.ts): that script
 * sends `GET /cart` while the entry bundle is still downloading. The fetch given to the API client
 * hands that reply to the first request that is the very same one (method, URL and headers), once;
 * every other request, and that one when it differs, goes to the network as before. The API client
 * records the exchange as usual, so the log cannot tell the two apart; when it aborts the adopted
 * request (its time limit, decision 038), the early request is aborted too.
 */

/** What the early-start script leaves on `window`. */
export interface EarlyCart {
  url: string;
  headers: Readonly<Record<string, string>>;
  reply: Promise<Response>;
  /** Aborts the early request (absent from an early script older than the entry). */
  abort?: () => void;
}

const EARLY_KEY = '__checkoutEarlyCart';

/** Takes the early request off `window` (so a second boot cannot adopt it again). */
export function takeEarlyCart(win: Window): EarlyCart | null {
  const holder = win as unknown as Record<string, unknown>;
  const early = holder[EARLY_KEY];
  delete holder[EARLY_KEY];
  return isEarlyCart(early) ? early : null;
}

/** A fetch that answers the one request equal to `early` with its reply, and sends all others. */
export function adoptingFetch(
  early: EarlyCart | null,
  send: typeof globalThis.fetch,
): typeof globalThis.fetch {
  let waiting = early;
  return (input, init) => {
    if (waiting && sameRequest(waiting, input, init)) {
      const reply = waiting.reply;
      const waitingAbort = waiting.abort ?? (() => undefined);
      waiting = null;
      return abortable(reply, init?.signal ?? null, waitingAbort);
    }
    return send(input, init);
  };
}

function sameRequest(early: EarlyCart, input: RequestInfo | URL, init: RequestInit | undefined): boolean {
  if (typeof input !== 'string' || input !== early.url) return false;
  if ((init?.method ?? 'GET').toUpperCase() !== 'GET' || init?.body != null) return false;
  const headers = new Headers(init?.headers);
  const wanted = new Headers(early.headers);
  const names = (h: Headers) => [...h.keys()].sort().join('\n');
  return (
    names(headers) === names(wanted) && [...wanted].every(([name, value]) => headers.get(name) === value)
  );
}

/**
 * The reply, or an AbortError as fetch gives when the caller's signal aborts first; an abort, before
 * or after the reply came, aborts the early request itself (its connection, a body still coming).
 */
function abortable(
  reply: Promise<Response>,
  signal: AbortSignal | null,
  abortEarly: () => void,
): Promise<Response> {
  if (!signal) return reply;
  const aborted = () => new DOMException('The operation was aborted.', 'AbortError');
  if (signal.aborted) {
    abortEarly();
    return Promise.reject(aborted());
  }
  return new Promise((resolve, reject) => {
    signal.addEventListener(
      'abort',
      () => {
        abortEarly();
        reject(aborted());
      },
      { once: true },
    );
    reply.then(resolve, reject);
  });
}

function isEarlyCart(value: unknown): value is EarlyCart {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<EarlyCart>;
  return (
    typeof v.url === 'string' &&
    typeof v.headers === 'object' &&
    v.headers !== null &&
    typeof (v.reply as { then?: unknown } | undefined)?.then === 'function' &&
    (v.abort === undefined || typeof v.abort === 'function')
  );
}
