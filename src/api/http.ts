/**
 * The one place that talks to `fetch` (contract §1.1–§1.8). It builds URLs and headers, sends
 * credentials (to the provider's origins only, build-request.ts), reports every exchange to the recorder, turns error replies into AppError and reads
 * flash messages. Endpoint modules describe requests as data (RequestSpec, from the endpoint
 * declarations: declared-request.ts) and say how to read the reply (ReplyReader); nothing here throws. Every call has a time limit (docs/decisions/038): past
 * it the caller gets a `timeout` failure at once and the request is aborted, so the browser's
 * connection to the provider is free again (the provider may still carry out what reached it). A
 * streamed reply also has an overall limit (`RequestSpec.overallLimitMs`).
 */
import type { AppError } from '../../events/app-error';
import { defaultTimeLimits, type TimeLimits } from '../../events/contract/app-config';
import type { FlashMessage } from '../../events/contract/errors';
import { build, pickHeaders, type Built, type RequestAddressing } from './build-request';
import { abortError, clientError, thrownError, timeoutError } from './failures';
import { flashHeader, parseFlashMessages } from './flash';
import { messageKeys } from './message-keys';
import { payloadOf, readErrorReply } from './read-error';
import type { ExchangeRecorder } from './recorder';
import { failWith, succeed, type Failure, type Result } from './result';
import type { ReplyReader, RequestSpec } from './request-spec';

export interface HttpDeps extends RequestAddressing {
  fetch?: typeof globalThis.fetch;
  recorder: ExchangeRecorder;
  /** Whether the client catalogue has a key (unknown keys become wsk.general.unknown_error). */
  hasKey: (key: string) => boolean;
  production: boolean;
  newRequestId: () => string;
  /** Milliseconds clock for durationMs; defaults to performance.now. */
  now?: () => number;
  /**
   * Whether the customer is leaving the page (reload, typed address): what the browser cuts then is
   * recorded as an abort, not as a network failure. Defaults to never.
   */
  pageLeft?: () => boolean;
  /** How long a call may take (decision 038); defaults to `defaultTimeLimits`. */
  timeLimits?: TimeLimits;
  /** Starts a timer and returns its cancel; defaults to setTimeout (boot passes the effects' scheduler). */
  timer?: StartTimer;
}

/** Calls `fire` after `ms` unless the returned function is called first. */
export type StartTimer = (ms: number, fire: () => void) => () => void;

const realTimer: StartTimer = (ms, fire) => {
  const id = setTimeout(fire, ms);
  return () => clearTimeout(id);
};

/** What a read raced against the time limit gives when the limit came first. */
const TIMED_OUT: unique symbol = Symbol('timed out');
type TimedOut = typeof TIMED_OUT;

/** Options every endpoint function takes last. */
export interface CallOptions {
  signal?: AbortSignal | undefined;
}

/** A 2xx reply whose body the caller still has to read, and report once read. */
interface OpenExchange {
  requestId: string;
  status: number;
  response: Response;
  flash: FlashMessage[];
  respond(body: unknown): void;
  fail(error: AppError): void;
  /**
   * Records and returns the failure of a body read that threw: an abort when `signal` fired or the
   * page is being left, otherwise `otherwise` (a network failure unless given).
   */
  failReading(e: unknown, signal: AbortSignal | undefined, otherwise?: AppError): Failure;
  /**
   * Races a read of the body against the call's time limit. When the limit comes first the timeout
   * is recorded, the exchange settled and the failure returned (the request is aborted then).
   */
  within<T>(read: Promise<T>): Promise<{ ok: true; value: T } | Failure>;
  /**
   * Starts the time limit again: a streamed reply that delivered an element is not late (E46). The
   * overall limit, when the request has one, is never started again.
   */
  extendLimit(): void;
}
type Opened = { ok: true; exchange: OpenExchange } | Failure;

export interface Http {
  /** Sends the request; error replies, network errors and aborts come back as failures. */
  open(spec: RequestSpec): Promise<Opened>;
  /** Reads the body of an open exchange with `reader` and reports the outcome. */
  finish<T>(exchange: OpenExchange, reader: ReplyReader<T>, signal?: AbortSignal): Promise<Result<T>>;
  /** open + finish. */
  call<T>(spec: RequestSpec, reader: ReplyReader<T>): Promise<Result<T>>;
  /** A reader that treats any reply as an error reply (polling: a 2xx other than 200/202). */
  readAsError: ReplyReader<never>;
}

export function createHttp(deps: HttpDeps): Http {
  const now = deps.now ?? (() => globalThis.performance.now());
  const pageLeft = deps.pageLeft ?? (() => false);
  const reading = { production: deps.production, hasKey: deps.hasKey };
  const limits = deps.timeLimits ?? defaultTimeLimits;
  const timer = deps.timer ?? realTimer;

  async function open(spec: RequestSpec): Promise<Opened> {
    const requestId = deps.newRequestId();
    let built: Built;
    try {
      built = build(spec, deps);
    } catch (e) {
      const error = { ...clientError(messageKeys.unexpected), data: { reason: String(e) } };
      deps.recorder.requested({
        requestId,
        method: spec.method,
        url: spec.path,
        pathTemplate: spec.path,
        headers: {},
        body: null,
      });
      deps.recorder.failed({ requestId, status: null, error, durationMs: 0 });
      return failWith(error);
    }
    deps.recorder.requested({
      requestId,
      method: spec.method,
      url: built.url,
      pathTemplate: built.pathTemplate,
      headers: built.recordedHeaders,
      body: built.recordedBody,
    });
    const started = now();
    const limitMs = spec.timeLimit === 'order' ? limits.orderMs : limits.callMs;
    // The request's own controller: the time limit aborts it, and the caller's signal is passed on.
    const controller = new AbortController();
    const limit = timeLimit(limitMs, spec.overallLimitMs, timer, () => controller.abort());
    const onCallerAbort = () => controller.abort();
    const release = () => {
      limit.clear();
      spec.signal?.removeEventListener('abort', onCallerAbort);
    };
    const failed = (status: number | null, error: AppError, flash: FlashMessage[] = []): Failure => {
      release();
      deps.recorder.failed({ requestId, status, error, durationMs: now() - started });
      return failWith(error, flash);
    };
    const timedOut = (status: number | null, flash: FlashMessage[] = []) =>
      failed(status, timeoutError(limit.endedBy ?? limitMs, status), flash);
    /** What a fetch or read that threw means: past the limit, its own abort is the timeout. */
    const thrown = (e: unknown, status: number | null): AppError =>
      limit.endedBy !== null
        ? timeoutError(limit.endedBy, status)
        : thrownError(e, spec.signal, status, pageLeft());
    if (spec.signal?.aborted) return failed(null, abortError());
    spec.signal?.addEventListener('abort', onCallerAbort, { once: true });

    let response: Response;
    try {
      const f = deps.fetch ?? globalThis.fetch;
      const sent = f.call(globalThis, built.url, {
        method: spec.method,
        headers: built.headers,
        body: built.body,
        credentials: built.credentials,
        signal: controller.signal,
      });
      const first = await Promise.race([limit.expired, sent]);
      if (first === TIMED_OUT) return timedOut(null);
      response = first;
    } catch (e) {
      return failed(null, thrown(e, null));
    }
    const flash = parseFlashMessages(response.headers.get(flashHeader));
    if (!response.ok) {
      let text: string | TimedOut;
      try {
        text = await Promise.race([limit.expired, response.text()]);
      } catch (e) {
        return failed(response.status, thrown(e, response.status), flash);
      }
      if (text === TIMED_OUT) return timedOut(response.status, flash);
      return failed(response.status, readErrorReply(response.status, payloadOf(text), reading), flash);
    }

    let settled = false;
    const headers = pickHeaders(response.headers);
    const exchange: OpenExchange = {
      requestId,
      status: response.status,
      response,
      flash,
      respond(body) {
        if (settled) return;
        settled = true;
        release();
        deps.recorder.responded({
          requestId,
          status: response.status,
          headers,
          body,
          durationMs: now() - started,
        });
      },
      fail(error) {
        if (settled) return;
        settled = true;
        release();
        // nobody reads the rest of a failed reply: the connection is let go
        controller.abort();
        deps.recorder.failed({ requestId, status: response.status, error, durationMs: now() - started });
      },
      failReading(e, signal, otherwise) {
        const error =
          limit.endedBy !== null
            ? timeoutError(limit.endedBy, response.status)
            : readingError(thrownError(e, signal, response.status, pageLeft()), otherwise);
        exchange.fail(error);
        return failWith(error, flash);
      },
      async within(read) {
        const first = await Promise.race([limit.expired, read]);
        if (first !== TIMED_OUT) return { ok: true, value: first };
        const error = timeoutError(limit.endedBy ?? limitMs, response.status);
        exchange.fail(error);
        return failWith(error, flash);
      },
      extendLimit: () => limit.restart(),
    };
    return { ok: true, exchange };
  }

  async function finish<T>(
    ex: OpenExchange,
    reader: ReplyReader<T>,
    signal?: AbortSignal,
  ): Promise<Result<T>> {
    let text: string;
    try {
      const within = await ex.within(ex.response.text());
      if (!within.ok) return within;
      text = within.value;
    } catch (e) {
      return ex.failReading(e, signal);
    }
    const read = reader(ex.status, text);
    if (!read.ok) {
      ex.fail(read.error);
      return failWith(read.error, ex.flash);
    }
    ex.respond(read.body);
    return succeed(read.value, ex.status, ex.flash);
  }

  return {
    open,
    finish,
    async call(spec, reader) {
      const opened = await open(spec);
      return opened.ok ? finish(opened.exchange, reader, spec.signal) : opened;
    },
    readAsError: (status, text) => ({ ok: false, error: readErrorReply(status, payloadOf(text), reading) }),
  };
}

/** A body read that threw: an abort stays one; anything else is `otherwise` when the caller gives it. */
const readingError = (thrown: AppError, otherwise: AppError | undefined): AppError =>
  thrown.kind === 'abort' || !otherwise ? thrown : otherwise;

interface TimeLimit {
  /** Resolves with TIMED_OUT when a limit is over; never settles otherwise. */
  expired: Promise<TimedOut>;
  /** The limit (ms) that ended the call; null while none has. */
  readonly endedBy: number | null;
  /** Stops both timers for good (the exchange is settled). */
  clear(): void;
  /** Starts the per-call limit again, unless a limit has ended or the timers were cleared. */
  restart(): void;
}

/**
 * The call's limit, started again by `restart`, and the optional overall one, which nothing moves.
 * Whichever ends first resolves `expired` and calls `onEnd` (which aborts the request), once.
 */
function timeLimit(
  ms: number,
  overallMs: number | undefined,
  timer: StartTimer,
  onEnd: () => void,
): TimeLimit {
  let fire: () => void = () => undefined;
  const expired = new Promise<TimedOut>((resolve) => (fire = () => resolve(TIMED_OUT)));
  let endedBy: number | null = null;
  let cleared = false;
  const end = (limitMs: number) => () => {
    if (endedBy !== null || cleared) return;
    endedBy = limitMs;
    fire();
    onEnd();
  };
  let cancel = timer(ms, end(ms));
  const cancelOverall = overallMs === undefined ? () => undefined : timer(overallMs, end(overallMs));
  return {
    expired,
    get endedBy() {
      return endedBy;
    },
    clear() {
      cleared = true;
      cancel();
      cancelOverall();
    },
    restart() {
      if (endedBy !== null || cleared) return;
      cancel();
      cancel = timer(ms, end(ms));
    },
  };
}
