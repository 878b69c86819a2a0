/**
 * The port to the site's other tabs (src/boot/other-tabs-port.ts, decision 041): a logout announced
 * in one tab is heard by the others, never by itself, through a BroadcastChannel, or through a
 * `storage` event where the browser has no channel; the fallback's key holds no customer data and
 * does not stay in the storage.
 */
import { describe, expect, it } from 'vitest';
import { LOGOUT_SIGNAL_KEY, otherTabsPort } from '../../src/boot/other-tabs-port';
import type { KeyValueStorage } from '../../src/shared/key-value-storage';

type Listener = (event: { data?: unknown; key?: string; newValue?: string | null }) => void;

/** Windows of one origin: channels by name, and one local storage whose writes the others hear. */
function origin() {
  const channels = new Set<FakeChannel>();
  class FakeChannel {
    private listeners = new Set<Listener>();
    constructor(readonly name: string) {
      channels.add(this);
    }
    postMessage(data: unknown) {
      for (const other of channels)
        if (other !== this && other.name === this.name) for (const l of other.listeners) l({ data });
    }
    addEventListener(_: string, l: Listener) {
      this.listeners.add(l);
    }
    removeEventListener(_: string, l: Listener) {
      this.listeners.delete(l);
    }
  }
  const stored = new Map<string, string>();
  const windows: { listeners: Set<Listener> }[] = [];
  const window = (withChannel: boolean) => {
    const me = { listeners: new Set<Listener>() };
    windows.push(me);
    const tell = (key: string, newValue: string | null) => {
      for (const w of windows) if (w !== me) for (const l of w.listeners) l({ key, newValue });
    };
    const win = {
      ...(withChannel ? { BroadcastChannel: FakeChannel as unknown as typeof BroadcastChannel } : {}),
      addEventListener: (_: string, l: Listener) => me.listeners.add(l),
      removeEventListener: (_: string, l: Listener) => me.listeners.delete(l),
    } as unknown as Parameters<typeof otherTabsPort>[0];
    const storage: KeyValueStorage = {
      getItem: (k) => stored.get(k) ?? null,
      setItem: (k, v) => (stored.set(k, v), tell(k, v)),
      removeItem: (k) => (stored.delete(k), tell(k, null)),
    };
    return otherTabsPort(win, storage);
  };
  return { window, stored };
}

describe('telling the other tabs of a logout', () => {
  it.each([
    ['a BroadcastChannel', true],
    ['the storage event, where there is no channel', false],
  ])('reaches every other tab through %s, not the tab itself', (_, withChannel) => {
    const site = origin();
    const here = site.window(withChannel);
    const there = site.window(withChannel);
    const heard = { here: 0, there: 0 };
    here.onLogout(() => (heard.here += 1));
    const stop = there.onLogout(() => (heard.there += 1));
    here.announceLogout();
    expect(heard).toEqual({ here: 0, there: 1 });
    expect(site.stored.has(LOGOUT_SIGNAL_KEY)).toBe(false);
    stop();
    here.announceLogout();
    expect(heard.there).toBe(1);
  });
});
