/**
 * The effects' scheduler never cancels a timer it did not start (issue 22 review). rxjs 7's
 * asapScheduler, when an action first run as a microtask reschedules itself with a delay
 * (`timer(0, period)`: the host page look-up), passes its microtask handle (1, 2, …) to
 * clearInterval, which in a browser cancels whichever timer has that number: the tab recording's
 * one-second flush never fired, so the recording was written only when the page was left.
 */
import { firstValueFrom, take, timer, toArray } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEffectsPause } from '../../src/effects/runtime/pause';

afterEach(() => vi.restoreAllMocks());

describe("the effects' scheduler", () => {
  it('clears only the intervals it started when a timer that starts at once repeats', async () => {
    const started = new Set<unknown>();
    const realSet = globalThis.setInterval;
    vi.spyOn(globalThis, 'setInterval').mockImplementation(((handler: () => void, ms?: number) => {
      const id = realSet(handler, ms);
      started.add(id);
      return id;
    }) as typeof setInterval);
    const cleared = vi.spyOn(globalThis, 'clearInterval');
    const { scheduler } = createEffectsPause();
    const ticks = await firstValueFrom(timer(0, 5, scheduler).pipe(take(4), toArray()));
    expect(ticks).toEqual([0, 1, 2, 3]);
    expect(cleared).toHaveBeenCalled();
    const foreign = cleared.mock.calls.map(([id]) => id).filter((id) => !started.has(id));
    expect(foreign).toEqual([]);
  });

  it('still holds the repeating work while paused and runs it on resume', async () => {
    const pause = createEffectsPause();
    const seen: number[] = [];
    const subscription = timer(0, 5, pause.scheduler).subscribe((n) => seen.push(n));
    await vi.waitFor(() => expect(seen.length).toBeGreaterThan(1));
    pause.pause();
    const before = seen.length;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(seen.length).toBeLessThanOrEqual(before + 1);
    pause.resume();
    await vi.waitFor(() => expect(seen.length).toBeGreaterThan(before + 1));
    subscription.unsubscribe();
    const after = seen.length;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(seen.length).toBe(after);
  });
});
