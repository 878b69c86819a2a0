/**
 * Time travel (issue 5): choosing an event makes the store render the state after it, read-only,
 * with the effects paused (no timer fires, no request leaves, no location change is recorded), and
 * leaving returns to the live state untouched, including what happened meanwhile.
 */
import { timer } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { foldAll } from '../../projections/fold';
import { createEffectsPause, followCursor } from '../../src/effects/runtime/pause';
import type { BrowserPort } from '../../src/effects/runtime/deps';
import { createStore } from '../../src/store/store';
import { createConsole } from '../../devtools/console/console-model';
import { recordedSession } from './support/recorded';

function travelling() {
  const s = recordedSession();
  const store = createStore(s.log);
  const pause = createEffectsPause();
  followCursor(pause, (listener) => store.cursor.subscribe(listener));
  return { s, store, pause, dev: createConsole(store) };
}

describe('time travel', () => {
  it('renders the state right after the chosen event, for every event', () => {
    const { s, store, dev } = travelling();
    const events = s.log.all();
    for (const event of events) {
      dev.travelTo(event.seq);
      expect(store.state.value).toEqual(foldAll(events.slice(0, event.seq + 1)));
    }
  });

  it('shows the cart missing before the item was added and present after', () => {
    const { store, dev, s } = travelling();
    const received = s.log.all().find((e) => e.type === 'cart/received');
    dev.travelTo((received?.seq ?? 0) - 1);
    expect(store.state.value.cart.load.status).toBe('initial');
    dev.travelTo(received?.seq ?? 0);
    expect(store.state.value.cart.load.status).toBe('loaded');
  });

  it('refuses dispatch while travelling, so views cannot write into the past', () => {
    const { store, dev, s } = travelling();
    const size = s.log.size;
    dev.travelTo(1);
    store.dispatch('nav/requested', { to: '/thank-you' });
    expect(s.log.size).toBe(size);
  });

  it('returns to the live state untouched, including events that arrived while travelling', () => {
    const { store, dev, s } = travelling();
    const liveBefore = store.state.value;
    dev.travelTo(0);
    expect(store.state.value).not.toBe(liveBefore);
    s.emit('nav/changed', { path: '/checkout/order', search: '' });
    dev.leaveTravel();
    expect(store.state.value).toBe(store.live.value);
    expect(store.state.value).toEqual(foldAll(s.log.all()));
    expect(store.state.value.nav.path).toBe('/checkout/order');
  });

  it('clamps the cursor to the session and travels through a loaded session without touching the log', () => {
    const { store, dev, s } = travelling();
    dev.travelTo(10_000);
    expect(store.cursor.value).toBe(s.log.size - 1);
    const other = recordedSession();
    other.emit('nav/changed', { path: '/thank-you', search: '' });
    dev.load({
      id: 'x',
      name: 'other.json',
      file: {
        format: 'hosting-checkout-session',
        version: 1,
        exportedAt: '',
        buildId: 'b',
        company: 'sk-ws',
        config: other.state.session.config!,
        events: [...other.log.all()],
      },
    });
    dev.travelTo(other.log.size - 1);
    expect(store.state.value.nav.path).toBe('/thank-you');
    dev.unload();
    expect(store.state.value).toBe(store.live.value);
    expect(store.source.value).toBeNull();
  });
});

describe('effects pause while travelling', () => {
  it('holds timers that come due while paused and runs them on resume', () => {
    vi.useFakeTimers();
    try {
      const { pause, dev } = travelling();
      const fired: number[] = [];
      timer(300, pause.scheduler).subscribe(() => fired.push(1));
      dev.travelTo(0);
      vi.advanceTimersByTime(1000);
      expect(fired).toEqual([]);
      dev.leaveTravel();
      expect(fired).toEqual([1]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps an interval silent while paused and ticking again after', async () => {
    vi.useFakeTimers();
    try {
      const { pause } = travelling();
      let ticks = 0;
      const sub = timer(0, 100, pause.scheduler).subscribe(() => ticks++);
      await vi.advanceTimersByTimeAsync(250);
      const before = ticks;
      expect(before).toBeGreaterThan(0);
      pause.pause();
      await vi.advanceTimersByTimeAsync(1000);
      expect(ticks).toBe(before);
      pause.resume();
      await vi.advanceTimersByTimeAsync(250);
      expect(ticks).toBeGreaterThan(before + 1);
      sub.unsubscribe();
    } finally {
      vi.useRealTimers();
    }
  });

  it('lets no request leave while paused and sends it on resume', async () => {
    const { pause, dev } = travelling();
    const fetch = vi.fn(async () => new Response('{}'));
    const gated = pause.gateFetch(fetch as unknown as typeof globalThis.fetch);
    dev.travelTo(0);
    const reply = gated('https://api.test/cart');
    await Promise.resolve();
    expect(fetch).not.toHaveBeenCalled();
    dev.leaveTravel();
    await reply;
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('sends at once when not paused', async () => {
    const pause = createEffectsPause();
    const fetch = vi.fn(async () => new Response('{}'));
    await pause.gateFetch(fetch as unknown as typeof globalThis.fetch)('https://api.test/cart');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('reports no location change while paused and one on resume', () => {
    const pause = createEffectsPause();
    let listener: () => void = () => undefined;
    const browser = {
      onLocationChange: (l: () => void) => ((listener = l), () => undefined),
    } as unknown as BrowserPort;
    const heard: number[] = [];
    pause.gateBrowser(browser).onLocationChange(() => heard.push(1));
    listener();
    pause.pause();
    listener();
    listener();
    expect(heard).toEqual([1]);
    pause.resume();
    expect(heard).toEqual([1, 1]);
  });
});
