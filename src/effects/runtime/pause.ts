/**
 * Pausing the effects while the developer console travels in time (issue 5, design.md "Developer
 * console": "read-only, with effects paused"): three gates boot gives the effects (timers, fetch,
 * location changes), tied to the store's cursor by `followCursor`. What each gate holds back and
 * why: docs/decisions/050-developer-console.md ("Time travel pauses the effects through three gates").
 */
import { asapScheduler, asyncScheduler, Subscription, type SchedulerAction, type SchedulerLike } from 'rxjs';
import type { BrowserPort, LocationChange } from './deps';

export interface EffectsPause {
  readonly paused: boolean;
  pause(): void;
  resume(): void;
  /** Resolves at once while running, else on the next resume. */
  running(): Promise<void>;
  /** Timers keep their schedule; work that comes due while paused runs, in order, on resume. */
  readonly scheduler: SchedulerLike;
  /** A request made while paused leaves on resume (its `api/requested` may already be logged). */
  gateFetch(fetch?: typeof globalThis.fetch): typeof globalThis.fetch;
  /** Location changes while paused are not reported; one report follows on resume. */
  gateBrowser(browser: BrowserPort): BrowserPort;
}

export function createEffectsPause(): EffectsPause {
  let paused = false;
  const held: (() => void)[] = [];
  const waiting: (() => void)[] = [];
  const locationListeners = new Set<() => void>();
  let locationChanged = false;

  const scheduler: SchedulerLike = {
    now: () => asyncScheduler.now(),
    schedule<T>(work: (this: SchedulerAction<T>, state: T) => void, delay = 0, state?: T): Subscription {
      const all = new Subscription();
      let current: Subscription | null = null;
      const start = (due: number, value: T | undefined): void => {
        // The action that ran is done: only the newest one is kept (a repeating timer holds one).
        if (current) {
          all.remove(current);
          current.unsubscribe();
        }
        const base = due > 0 ? asyncScheduler : asapScheduler;
        const action = base.schedule<T>(
          function (this: SchedulerAction<T>, s?: T) {
            // A reschedule from inside the work (`timer(0, period)` does it) starts a new action
            // here rather than reusing this one: rxjs 7's AsapAction, rescheduled with a delay,
            // hands its microtask handle (1, 2, …) to clearInterval and so cancels whichever
            // browser timer has that number (the tab recording's flush timer, issue 22 review).
            const self = Object.create(this, {
              schedule: {
                value: (next?: T, nextDelay = 0) => {
                  start(nextDelay, next);
                  return self;
                },
              },
            }) as SchedulerAction<T>;
            if (!paused) return work.call(self, s as T);
            held.push(() => work.call(self, s as T));
          },
          due,
          value,
        );
        current = action;
        all.add(action);
      };
      start(delay, state);
      return all;
    },
  };

  const pauseApi: EffectsPause = {
    get paused() {
      return paused;
    },
    pause() {
      paused = true;
    },
    resume() {
      if (!paused) return;
      paused = false;
      for (const run of held.splice(0)) run();
      for (const wake of waiting.splice(0)) wake();
      if (locationChanged) {
        locationChanged = false;
        for (const listener of locationListeners) listener();
      }
    },
    running: () => (paused ? new Promise<void>((resolve) => waiting.push(resolve)) : Promise.resolve()),
    scheduler,
    gateFetch(fetch) {
      return (input, init) => {
        const send = () => (fetch ?? globalThis.fetch).call(globalThis, input, init);
        return paused ? pauseApi.running().then(send) : send();
      };
    },
    gateBrowser(browser) {
      const bound = Object.fromEntries(
        Object.entries(browser).map(([k, v]) => [k, typeof v === 'function' ? v.bind(browser) : v]),
      ) as unknown as BrowserPort;
      return {
        ...bound,
        onLocationChange(listener: (change?: LocationChange) => void) {
          const gated = (change?: LocationChange) => {
            if (paused) locationChanged = true;
            else listener(change);
          };
          locationListeners.add(listener);
          const stop = browser.onLocationChange(gated);
          return () => {
            locationListeners.delete(listener);
            stop();
          };
        },
      };
    },
  };
  return pauseApi;
}

/** Pauses the effects whenever the cursor is set (time travel) and resumes them when it is cleared. */
export function followCursor(
  pause: EffectsPause,
  subscribe: (listener: (cursor: number | null | undefined) => void) => () => void,
): () => void {
  return subscribe((cursor) => (cursor === null || cursor === undefined ? pause.resume() : pause.pause()));
}
