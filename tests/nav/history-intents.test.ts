/**
 * Back and Forward as intents (decision 033): a press of the browser's button is recorded as
 * `nav/history-requested` (source `browser`) before the `nav/changed` it caused, and the same
 * intent appended by anyone else (a live re-run re-emitting the recording, the console) moves the
 * history: a re-run of a session with a Back press reaches the same location.
 */
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../events/clock';
import { EventLog } from '../../events/log';
import type { BrowserPort, LocationChange } from '../../src/effects/runtime/deps';
import { navigationEffect } from '../../src/effects/nav/navigation';
import { harness } from '../support/effect-harness';

/** A browser with a history: `press` is the browser's own button, `go` what the app asks. */
function historyBrowser() {
  const listeners = new Set<(change?: LocationChange) => void>();
  const entries = ['/checkout'];
  let index = 0;
  const emit = (change: LocationChange) => {
    for (const l of listeners) l(change);
  };
  const port: BrowserPort & { press(delta: number): void; here(): string } = {
    assign: () => {},
    reload: () => {},
    origin: () => 'https://shop.test',
    pathname: () => (entries[index] ?? '').split('?')[0] ?? '',
    search: () => {
      const q = (entries[index] ?? '').split('?')[1];
      return q ? `?${q}` : '';
    },
    navigate(path, replace) {
      if (replace) entries[index] = path;
      else {
        entries.splice(index + 1, entries.length, path);
        index++;
      }
      emit(replace ? 'replace' : 'push');
    },
    go(delta) {
      index = Math.max(0, Math.min(entries.length - 1, index + delta));
      emit('pop');
    },
    press(delta) {
      this.go?.(delta);
    },
    here: () => entries[index] ?? '',
    onLocationChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return port;
}

function run(log: EventLog) {
  const h = harness({});
  const browser = historyBrowser();
  navigationEffect({ ...h.deps, log, browser });
  return browser;
}

const story = (log: EventLog) =>
  log
    .all()
    .filter((e) => e.type.startsWith('nav/'))
    .map((e) => `${e.type} ${JSON.stringify(e.payload)}`);

describe('Back and Forward in the log', () => {
  it('records a press of the browser’s Back and Forward before the location it caused', () => {
    const log = new EventLog({ clock: new ManualClock() });
    const browser = run(log);
    log.append('nav/requested', { to: '/checkout/order?step=billing-profile' });
    browser.press(-1);
    browser.press(1);
    expect(story(log).slice(-4)).toEqual([
      'nav/history-requested {"direction":"back","source":"browser"}',
      'nav/changed {"path":"/checkout","search":""}',
      'nav/history-requested {"direction":"forward","source":"browser"}',
      'nav/changed {"path":"/checkout/order","search":"?step=billing-profile"}',
    ]);
  });

  it('moves the history when the intent is re-emitted, without recording a second press', () => {
    const recorded = new EventLog({ clock: new ManualClock() });
    const original = run(recorded);
    recorded.append('nav/requested', { to: '/checkout/order?step=billing-profile' });
    original.press(-1);

    const rerun = new EventLog({ clock: new ManualClock() });
    const replayed = run(rerun);
    for (const e of recorded.all())
      if (e.type === 'nav/requested' || e.type === 'nav/history-requested') rerun.append(e.type, e.payload);
    expect(replayed.here()).toBe('/checkout');
    expect(story(rerun)).toEqual(story(recorded));
  });

  it('moves the history for the console and app links too', () => {
    const log = new EventLog({ clock: new ManualClock() });
    const browser = run(log);
    log.append('nav/requested', { to: '/empty-cart' });
    log.append('nav/history-requested', { direction: 'back', source: 'console' });
    expect(browser.here()).toBe('/checkout');
    log.append('nav/history-requested', { direction: 'forward', source: 'app' });
    expect(browser.here()).toBe('/empty-cart');
    expect(log.all().filter((e) => e.type === 'nav/history-requested')).toHaveLength(2);
  });
});
