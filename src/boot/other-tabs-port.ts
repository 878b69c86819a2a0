/**
 * The real port to the site's other tabs (src/effects/runtime/page-ports.ts, decision 041): a
 * BroadcastChannel where the browser has one, else a local-storage key written and removed at once,
 * which other tabs of the origin hear as a `storage` event (a tab never hears its own). A browser
 * with neither, or with storage blocked, tells no other tab: each tab still forgets its own data.
 */
import type { OtherTabsPort } from '../effects/runtime/page-ports';
import type { KeyValueStorage } from '../shared/key-value-storage';

const CHANNEL = 'checkout:tabs';
/** The local-storage key of the fallback: its value is only a fresh mark, never the customer's. */
export const LOGOUT_SIGNAL_KEY = 'checkout:logged-out';
const LOGOUT = 'logout';

type TabsWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  BroadcastChannel?: typeof BroadcastChannel;
};

/** `siteStorage`: the local-storage port (src/boot/browser-storage.ts), for the fallback only. */
export function otherTabsPort(win: TabsWindow, siteStorage: KeyValueStorage): OtherTabsPort {
  let channel: BroadcastChannel | null = null;
  try {
    channel = win.BroadcastChannel ? new win.BroadcastChannel(CHANNEL) : null;
  } catch {
    channel = null;
  }
  return {
    announceLogout() {
      if (channel) {
        channel.postMessage(LOGOUT);
        return;
      }
      try {
        siteStorage.setItem(LOGOUT_SIGNAL_KEY, String(Date.now()));
        siteStorage.removeItem(LOGOUT_SIGNAL_KEY);
      } catch {
        // storage blocked or full: the other tabs are not told
      }
    },
    onLogout(listener) {
      if (channel) {
        const onMessage = (event: MessageEvent) => {
          if (event.data === LOGOUT) listener();
        };
        channel.addEventListener('message', onMessage);
        return () => channel?.removeEventListener('message', onMessage);
      }
      const onStorage = (event: StorageEvent) => {
        if (event.key === LOGOUT_SIGNAL_KEY && event.newValue !== null) listener();
      };
      win.addEventListener('storage', onStorage);
      return () => win.removeEventListener('storage', onStorage);
    },
  };
}
