/**
 * The wait between polls (contract §1.9) ends at its time or early on an abort, and leaves no abort
 * listener behind either way (issue 30): polling adds one wait per poll on the same signal, and each
 * listener it kept held its closure for as long as the signal lived. Fake timers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sleep } from '../../src/api/endpoints/poll-delay';

/** A signal that counts the abort listeners it holds. */
function countingSignal() {
  const controller = new AbortController();
  const { signal } = controller;
  let held = 0;
  const add = signal.addEventListener.bind(signal);
  const remove = signal.removeEventListener.bind(signal);
  signal.addEventListener = ((...args: Parameters<typeof add>) => {
    held += 1;
    add(...args);
  }) as typeof signal.addEventListener;
  signal.removeEventListener = ((...args: Parameters<typeof remove>) => {
    held -= 1;
    remove(...args);
  }) as typeof signal.removeEventListener;
  return { controller, signal, held: () => held };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the wait between polls', () => {
  it('removes its abort listener when it ends at its time', async () => {
    const s = countingSignal();
    const waits = [sleep(1000, s.signal), sleep(1000, s.signal), sleep(1000, s.signal)];
    expect(s.held()).toBe(3);
    await vi.advanceTimersByTimeAsync(1000);
    await Promise.all(waits);
    expect(s.held()).toBe(0);
  });

  it('ends early when aborted, without waiting for its time', async () => {
    const s = countingSignal();
    let ended = false;
    void sleep(60_000, s.signal).then(() => (ended = true));
    s.controller.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(ended).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
