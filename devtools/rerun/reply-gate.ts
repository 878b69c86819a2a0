/**
 * Keeps a live re-run from getting ahead of its recording (issue 21): a recorded reply that arrived
 * after the customer's n-th intent of a page load is held until the re-run has played that intent.
 * Otherwise a reply the customer never waited for (they pressed Back while the step was loading)
 * reached the app at once, and the app made calls the recording never made. Every hold is bounded:
 * after `maxHoldMs` the reply goes anyway and the comparison tells where the runs part.
 */

export interface ReplyGate {
  /** Resolves once `turn` intents have been played, or after the longest hold. */
  until(turn: number): Promise<void>;
  /** The re-run has played this many intents of the page load. */
  played(count: number): void;
  /** Every intent is played (or the re-run stopped): nothing is held any more. */
  open(): void;
  /**
   * For a reply the recorded page load ended before: resolves only after the longest hold of a
   * page load (`pageHoldMs`), by when the re-run has left this page as the recording did.
   */
  pageEnd(): Promise<void>;
}

export function replyGate(
  maxHoldMs: number,
  timer: (ms: number) => Promise<void>,
  pageHoldMs = 6 * maxHoldMs,
): ReplyGate {
  let done = 0;
  let waiting: { turn: number; release(): void }[] = [];
  const releaseReady = () => {
    const ready = waiting.filter((w) => w.turn <= done);
    waiting = waiting.filter((w) => w.turn > done);
    for (const w of ready) w.release();
  };
  return {
    until(turn) {
      if (turn <= done) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const entry = { turn, release: resolve };
        waiting.push(entry);
        void timer(maxHoldMs).then(() => {
          waiting = waiting.filter((w) => w !== entry);
          resolve();
        });
      });
    },
    played(count) {
      done = Math.max(done, count);
      releaseReady();
    },
    open() {
      done = Number.POSITIVE_INFINITY;
      releaseReady();
    },
    pageEnd: () => timer(pageHoldMs),
  };
}
