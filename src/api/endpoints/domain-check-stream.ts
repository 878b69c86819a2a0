/**
 * E46, the streamed domain check (contract §6, events/contract/endpoints/catalogue.ts) returns one JSON
 * array written element by element as results resolve. Each element is validated and handed to
 * `onResult` on arrival, so the domain checker fills in while the server is still working. A page
 * with fewer than `perPage` results is the end of the stream. A broken or truncated stream fails
 * (kind 'parse'); an abort fails with 'ws-abort'; an empty search never reaches the server. The
 * time limits (decision 038): the call's limit for the reply to start and then for each element
 * (bytes that complete none, such as whitespace, do not count), and an overall limit for the whole
 * page. A page holds at most the `perPage` elements it asked for: one more fails it, keeping those.
 * A failure keeps every result handed over before it; the request is aborted.
 */
import type { AppError } from '../../../events/app-error';
import { catalogueApi } from '../../../events/contract/endpoints/catalogue';
import { DomainResult } from '../../../events/contract/offers';
import { requestFor } from '../declared-request';
import { abortError, clientError, schemaMismatch, unparsableReply } from '../failures';
import type { Http } from '../http';
import { createJsonArrayScanner } from '../json-array-scanner';
import { messageKeys } from '../message-keys';
import { failWith, succeed, type Result } from '../result';

export interface CheckDomainsRequest {
  /** Normalised domain names or labels, sent as repeated `domains[]`. */
  domains: readonly string[];
  page?: number;
  perPage?: number;
  signal?: AbortSignal | undefined;
  /** Called for every result as it arrives, in stream order. Must not throw. */
  onResult?: (result: DomainResult, index: number) => void;
}

export interface DomainCheckPage {
  results: DomainResult[];
  /** Fewer than perPage results: no further page to ask for. */
  endOfStream: boolean;
}

const defaultDomainPageSize = 10;
/** The most one page of the stream may take, from the request to its `]` (decision 038). */
const DOMAIN_STREAM_OVERALL_MS = 60_000;

export function createDomainCheck(http: Http) {
  return async function checkDomains(req: CheckDomainsRequest): Promise<Result<DomainCheckPage>> {
    if (req.domains.length === 0) return failWith(clientError(messageKeys.noDomainToCheck));
    const page = req.page ?? 1;
    const perPage = req.perPage ?? defaultDomainPageSize;
    const { signal } = req;
    const opened = await http.open(
      requestFor(
        catalogueApi.checkDomains,
        { query: { 'domains[]': req.domains, page, 'per-page': perPage } },
        { signal },
        { overallLimitMs: DOMAIN_STREAM_OVERALL_MS },
      ),
    );
    if (!opened.ok) return opened;
    const ex = opened.exchange;
    const results: DomainResult[] = [];
    const received: unknown[] = [];
    let invalid: AppError | null = null;
    const scanner = createJsonArrayScanner((element) => {
      if (invalid) return;
      if (results.length >= perPage) {
        invalid = unparsableReply(ex.status, `more than the ${perPage} elements the page asked for`);
        return;
      }
      const parsed = DomainResult.safeParse(element);
      if (!parsed.success) {
        invalid = schemaMismatch(ex.status, parsed.error.issues);
        return;
      }
      received.push(element);
      results.push(parsed.data);
      // an element came: the next one has the call's whole limit again (the overall one runs on)
      ex.extendLimit();
      req.onResult?.(parsed.data, results.length - 1);
    });

    const stop = (error: AppError): Result<DomainCheckPage> => {
      ex.fail(error);
      return failWith(error, ex.flash);
    };
    const body = ex.response.body;
    if (!body) return stop(unparsableReply(ex.status, 'the reply has no body'));
    if (signal?.aborted) return stop(abortError(ex.status));
    // the reply has started: the first element has the call's whole limit
    ex.extendLimit();
    const reader = body.getReader();
    const onAbort = () => void reader.cancel().catch(() => undefined);
    signal?.addEventListener('abort', onAbort, { once: true });
    try {
      const decoder = new TextDecoder();
      for (;;) {
        // Each element may take its time (decision 038): the limit runs from the last one that came.
        const read = await ex.within(reader.read());
        if (!read.ok) {
          onAbort();
          return read;
        }
        const chunk = read.value;
        if (signal?.aborted) return stop(abortError(ex.status));
        if (chunk.done) break;
        scanner.push(decoder.decode(chunk.value, { stream: true }));
        if (invalid) {
          onAbort();
          return stop(invalid);
        }
      }
      scanner.push(decoder.decode());
      if (invalid) return stop(invalid);
      scanner.end();
    } catch (e) {
      onAbort();
      return ex.failReading(e, signal, unparsableReply(ex.status, reasonOf(e)));
    } finally {
      signal?.removeEventListener('abort', onAbort);
    }
    ex.respond(received);
    return succeed({ results, endOfStream: results.length < perPage }, ex.status, ex.flash);
  };
}

const reasonOf = (e: unknown): string => (e instanceof Error ? e.message : String(e));
