/**
 * The page-leaving flag the API client asks when a request is cut: set by beforeunload and pagehide,
 * cleared when the page shows again or when a beforeunload did not end in leaving.
 */
import { describe, expect, it, vi } from 'vitest';
import { pageLeaving } from '../../src/boot/page-leaving';

function fakeWindow() {
  const target = new EventTarget();
  return Object.assign(target, {
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout> | undefined) => clearTimeout(id),
  }) as unknown as Window;
}

describe('pageLeaving', () => {
  it('is false until the customer leaves, true after beforeunload and after pagehide', () => {
    const win = fakeWindow();
    const leaving = pageLeaving(win);
    expect(leaving()).toBe(false);
    win.dispatchEvent(new Event('beforeunload'));
    expect(leaving()).toBe(true);
    win.dispatchEvent(new Event('pageshow'));
    expect(leaving()).toBe(false);
    win.dispatchEvent(new Event('pagehide'));
    expect(leaving()).toBe(true);
  });

  it('forgets a beforeunload that did not end in leaving (a download, a cancelled prompt)', () => {
    vi.useFakeTimers();
    try {
      const win = fakeWindow();
      const leaving = pageLeaving(win, 1000);
      win.dispatchEvent(new Event('beforeunload'));
      vi.advanceTimersByTime(999);
      expect(leaving()).toBe(true);
      vi.advanceTimersByTime(1);
      expect(leaving()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays leaving once the page is hidden, whatever the earlier beforeunload timer does', () => {
    vi.useFakeTimers();
    try {
      const win = fakeWindow();
      const leaving = pageLeaving(win, 1000);
      win.dispatchEvent(new Event('beforeunload'));
      win.dispatchEvent(new Event('pagehide'));
      vi.advanceTimersByTime(5000);
      expect(leaving()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});
