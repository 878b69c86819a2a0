import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_COMMIT_WAIT_MS, FIRST_PAINT_WAIT_MS, firstPaint } from '../../src/boot/first-paint';

/** A window whose frames run when the test says so. */
function fakeWindow(visibilityState: 'visible' | 'hidden' = 'visible') {
  const frames: (() => void)[] = [];
  const win = {
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    document: { visibilityState },
  } as unknown as Window;
  return { win, runFrame: () => frames.splice(0).forEach((fn) => fn()) };
}

async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('first paint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is not there before the first render has committed, however many frames pass', async () => {
    const { win, runFrame } = fakeWindow();
    const signal = firstPaint(win);
    runFrame();
    runFrame();
    expect(await settled(signal.painted)).toBe(false);
  });

  it('is there once the frame after the first commit has been painted, not at the commit', async () => {
    const { win, runFrame } = fakeWindow();
    const signal = firstPaint(win);
    signal.committed();
    expect(await settled(signal.painted)).toBe(false);
    runFrame();
    expect(await settled(signal.painted)).toBe(true);
  });

  it('does not wait for frames a hidden page never gets', async () => {
    const { win } = fakeWindow('hidden');
    const signal = firstPaint(win);
    signal.committed();
    expect(await settled(signal.painted)).toBe(true);
  });

  it('lets the effects start after a bounded wait when no frame comes after the commit', async () => {
    const { win } = fakeWindow();
    const signal = firstPaint(win);
    signal.committed();
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS - 1);
    expect(await settled(signal.painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(signal.painted)).toBe(true);
  });

  it('lets the effects start after a bounded wait when the first render never commits', async () => {
    const { win } = fakeWindow();
    const signal = firstPaint(win);
    await vi.advanceTimersByTimeAsync(FIRST_COMMIT_WAIT_MS);
    expect(await settled(signal.painted)).toBe(true);
  });
});
