/**
 * A hand-driven E46 for effect tests: every `checkDomains` call is kept with its request; the test
 * pushes results through its `onResult` one at a time, then ends the page, fails it, or sees that
 * the effect aborted it. `checkBundles` answers from a list the test sets.
 */
import type { AppError } from '../../../events/app-error';
import type { DomainBundle, DomainResult } from '../../../events/contract/offers';
import type { ApiClient } from '../../../src/api/client';
import type { CheckDomainsRequest, DomainCheckPage } from '../../../src/api/endpoints/domain-check-stream';
import { abortError } from '../../../src/api/failures';
import { failWith, succeed, type Result } from '../../../src/api/result';

interface StreamCall {
  req: CheckDomainsRequest;
  emit(result: DomainResult): void;
  finish(): void;
  fail(error: AppError): void;
  readonly aborted: boolean;
}

export function fakeDomainApi(bundles: DomainBundle[] = []) {
  const calls: StreamCall[] = [];
  const bundleCalls: string[][] = [];
  const api: Partial<ApiClient> = {
    checkDomains: (req: CheckDomainsRequest) =>
      new Promise<Result<DomainCheckPage>>((resolve) => {
        const results: DomainResult[] = [];
        req.signal?.addEventListener('abort', () => resolve(failWith(abortError())));
        calls.push({
          req,
          emit(result) {
            results.push(result);
            req.onResult?.(result, results.length - 1);
          },
          finish: () => resolve(succeed({ results, endOfStream: results.length < (req.perPage ?? 10) }, 200)),
          fail: (error) => resolve(failWith(error)),
          get aborted() {
            return req.signal?.aborted ?? false;
          },
        });
      }),
    checkBundles: async (domains: readonly string[]) => {
      bundleCalls.push([...domains]);
      return succeed(bundles, 200);
    },
    getTldCategories: async () => succeed([{ id: 'eu', name: 'European', tlds: ['eu'] }], 200),
  };
  return { api, calls, bundleCalls };
}
