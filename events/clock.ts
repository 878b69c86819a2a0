/**
 * The time source of the log. `at` on every event is milliseconds since the session started; tests
 * and replays use a manual clock so that time is data, never a hidden input.
 */
export interface Clock {
  now(): number;
}

/** `from`: the time of the first event (a later page load of the tab's recording goes on from its last). */
export function systemClock(from = 0): Clock {
  const start = globalThis.performance?.now() ?? Date.now();
  return { now: () => from + Math.round((globalThis.performance?.now() ?? Date.now()) - start) };
}

export class ManualClock implements Clock {
  private t: number;
  constructor(start = 0) {
    this.t = start;
  }
  now(): number {
    return this.t;
  }
  advance(ms: number): void {
    this.t += ms;
  }
  set(ms: number): void {
    this.t = ms;
  }
}
