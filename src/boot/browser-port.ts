/**
 * The real browser behind the effects' BrowserPort: history via wouter's patched history (so the
 * router sees every change), full-page navigation via location.
 */
import { navigate } from 'wouter/use-browser-location';
import type { BrowserPort } from '../effects/deps';

const historyEvents = ['popstate', 'pushState', 'replaceState'] as const;

export function windowBrowserPort(win: Window = window): BrowserPort {
  return {
    assign: (url) => win.location.assign(url),
    reload: () => win.location.reload(),
    origin: () => win.location.origin,
    pathname: () => win.location.pathname,
    search: () => win.location.search,
    navigate: (path, replace) => navigate(path, { replace }),
    onLocationChange(listener) {
      for (const name of historyEvents) win.addEventListener(name, listener);
      return () => {
        for (const name of historyEvents) win.removeEventListener(name, listener);
      };
    },
  };
}
