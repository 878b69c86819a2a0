/**
 * Time as data for scenario runs: the log's ManualClock and an rxjs VirtualTimeScheduler (given to
 * the effects as their scheduler) move together, and waits outside rxjs (the API client's polling
 * delay, the provider's latency and stream delays) are timers on the same scheduler. Nothing waits
 * for the wall clock, so a 2-second polling interval or a 300 ms debounce costs no real time and
 * every run of a scenario gives the same log.
 */
import { VirtualAction, VirtualTimeScheduler } from 'rxjs';
import { ManualClock } from '../../events/clock';

export class VirtualTime {
  readonly clock = new ManualClock(0);
  readonly scheduler = new VirtualTimeScheduler(VirtualAction, 0);
  /** Provider waits (latency, stream delays) started and not yet over: each holds a request. */
  private holding = 0;

  now(): number {
    return this.clock.now();
  }

  /** Requests the provider is holding on a virtual wait (they answer when time moves on). */
  get held(): number {
    return this.holding;
  }

  /** The due time of the next timer, or null when none is scheduled. */
  nextDue(): number | null {
    return this.scheduler.actions[0]?.delay ?? null;
  }

  /** Runs every timer due at the current time (delay-0 work included). */
  runDue(): boolean {
    const due = this.nextDue();
    if (due === null || due > this.now()) return false;
    this.scheduler.maxFrames = this.now();
    this.scheduler.flush();
    this.scheduler.frame = this.now();
    return true;
  }

  /** Moves the clock forward (never back) to `t`. */
  moveTo(t: number): void {
    if (t <= this.now()) return;
    this.clock.set(t);
    this.scheduler.frame = t;
  }

  /** A promise that resolves after `ms` of virtual time (or at once when `signal` aborts). */
  sleep = (ms: number, signal?: AbortSignal): Promise<void> =>
    new Promise<void>((resolve) => {
      const action = this.scheduler.schedule(() => resolve(), Math.max(0, ms));
      signal?.addEventListener(
        'abort',
        () => {
          action.unsubscribe();
          resolve();
        },
        { once: true },
      );
    });

  /** The provider's wait: like `sleep`, and counted as holding a request until it is over. */
  hold = async (ms: number): Promise<void> => {
    this.holding += 1;
    try {
      await this.sleep(ms);
    } finally {
      this.holding -= 1;
    }
  };
}
