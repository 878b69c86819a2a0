// @vitest-environment happy-dom
/**
 * What the customer saw before the app is in the log (decision 075): the cart painted by index.html's
 * early script appends `app/early-paint-shown` at boot, and `app/early-paint-ended` with why the
 * layer went, the app's page or the 10 s bound, whether that was before the boot or after it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../../events/clock';
import { EventLog } from '../../events/log';
import english from '../../locales/en-US.json';
import { recordEarlyPaint } from '../../src/boot/early-paint';
import { earlyCartPaint } from '../../src/early-paint/cart-paint';
import { earlyPaintWords } from '../support/early-paint-words';

const cart = {
  items: [{ id: '1', name: 'example.sk', properties: { domain: 'example.sk' } }],
  summary: { price: { vatIncluded: 12.9 }, currency: { name: 'EUR' } },
};

function paint(): HTMLElement {
  document.body.innerHTML = '<div id="main-content"><div class="spinner"></div></div>';
  const root = document.getElementById('main-content') as HTMLElement;
  expect(earlyCartPaint(document, root, cart, earlyPaintWords(english), 'en-US', 'websupport')).toBe(true);
  return root;
}

const typesOf = (log: EventLog) => log.all().map((e) => [e.type, (e.payload as { reason?: string }).reason]);
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
  delete (window as unknown as Record<string, unknown>).__checkoutEarlyPaint;
});

describe('the early paint in the log', () => {
  it('records nothing when nothing was painted', () => {
    const log = new EventLog({ clock: new ManualClock() });
    recordEarlyPaint(window, log);
    expect(log.all()).toEqual([]);
  });

  it('records the paint at boot and its end when the app shows a page', async () => {
    const root = paint();
    const log = new EventLog({ clock: new ManualClock() });
    recordEarlyPaint(window, log);
    expect(typesOf(log)).toEqual([['app/early-paint-shown', undefined]]);
    expect(log.all()[0]?.payload).toMatchObject({ items: 1 });
    root.innerHTML = '<div class="layout"><main><section class="page"></section></main></div>';
    await flush();
    expect(typesOf(log)).toEqual([
      ['app/early-paint-shown', undefined],
      ['app/early-paint-ended', 'app-page'],
    ]);
  });

  it('records a layer the 10 s bound took away, before the boot or after it, once', () => {
    vi.useFakeTimers();
    paint();
    vi.advanceTimersByTime(10_000);
    const before = new EventLog({ clock: new ManualClock() });
    recordEarlyPaint(window, before);
    expect(typesOf(before)).toEqual([
      ['app/early-paint-shown', undefined],
      ['app/early-paint-ended', 'timeout'],
    ]);
    // Taken off the window: a second boot records nothing again.
    const again = new EventLog({ clock: new ManualClock() });
    recordEarlyPaint(window, again);
    expect(again.all()).toEqual([]);

    paint();
    const after = new EventLog({ clock: new ManualClock() });
    recordEarlyPaint(window, after);
    vi.advanceTimersByTime(10_000);
    vi.advanceTimersByTime(10_000);
    expect(typesOf(after)).toEqual([
      ['app/early-paint-shown', undefined],
      ['app/early-paint-ended', 'timeout'],
    ]);
  });
});
