/**
 * E57, polling (contract §1.9, events/contract/endpoints/poll.ts): GET {pollUrl} at once, then one request 2 s after each reply, at
 * most 30. 202 means "not finished", 200 `{ redirectTo }` means done, any other status is an error
 * read as usual; 30 replies of 202 end with 'Server polling exceeded it's connection limit.'.
 * The wait is a parameter so that tests and replays control time.
 */
import type { FlashMessage } from '../../../events/contract/errors';
import { pollApi } from '../../../events/contract/endpoints/poll';
import { readerFor, requestFor } from '../declared-request';
import { abortError, clientError } from '../failures';
import type { Http } from '../http';
import { messageKeys } from '../message-keys';
import { ignoreBody } from '../replies';
import { failWith, type Result } from '../result';
import type { Delay } from './poll-delay';

export { type Delay } from './poll-delay';

const pollLimits = { maxRequests: 30, intervalMs: 2000 } as const;

export interface PollOptions {
  signal?: AbortSignal | undefined;
}

export function createPoll(http: Http, delay: Delay) {
  return async function poll(pollUrl: string, o: PollOptions = {}): Promise<Result<{ redirectTo: string }>> {
    const flash: FlashMessage[] = [];
    for (let attempt = 0; attempt < pollLimits.maxRequests; attempt++) {
      if (attempt > 0) {
        await delay(pollLimits.intervalMs, o.signal);
        if (o.signal?.aborted) return failWith(abortError(), flash);
      }
      const opened = await http.open(requestFor(pollApi.poll, { url: pollUrl }, o));
      if (!opened.ok) return failWith(opened.error, [...flash, ...opened.flash]);
      const ex = opened.exchange;
      if (ex.status === 202) {
        const waited = await http.finish(ex, ignoreBody, o.signal);
        flash.push(...waited.flash);
        if (!waited.ok) return failWith(waited.error, flash);
        continue;
      }
      const reader = ex.status === 200 ? readerFor(pollApi.poll) : http.readAsError;
      const done = await http.finish(ex, reader, o.signal);
      const all = [...flash, ...done.flash];
      return done.ok
        ? { ...done, value: { redirectTo: done.value.redirectTo }, flash: all }
        : failWith(done.error, all);
    }
    return failWith(clientError(messageKeys.pollingLimitExceeded, 202), flash);
  };
}

export type Poll = ReturnType<typeof createPoll>;
