/**
 * The wait between polls (contract §1.9), apart from polling itself so that the core API client
 * can hold it without bundling the poller (decision 008). Tests and replays pass their own.
 */
export type Delay = (ms: number, signal?: AbortSignal) => Promise<void>;

/** setTimeout-based wait that ends early when the signal fires. */
export const sleep: Delay = (ms, signal) =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
