/**
 * The wait between polls (contract §1.9), apart from polling itself so that the core API client
 * can hold it without bundling the poller (decision 008). Tests and replays pass their own.
 */
export type Delay = (ms: number, signal?: AbortSignal) => Promise<void>;

/**
 * setTimeout-based wait that ends early when the signal fires; either way its abort listener goes,
 * so a long polling run leaves none behind on a signal that lives on.
 */
export const sleep: Delay = (ms, signal) =>
  new Promise((resolve) => {
    const onAbort = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
