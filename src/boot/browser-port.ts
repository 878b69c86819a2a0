/**
 * The real browser behind the effects' BrowserPort: history via wouter's patched history (so the
 * router sees every change), full-page navigation via location.
 */
import { navigate } from 'wouter/use-browser-location';
import type { BrowserPort } from '../effects/runtime/deps';

const historyEvents = ['popstate', 'pushState', 'replaceState'] as const;

export function windowBrowserPort(win: Window = window): BrowserPort {
  return {
    assign: (url) => win.location.assign(url),
    reload: () => win.location.reload(),
    origin: () => win.location.origin,
    pathname: () => win.location.pathname,
    search: () => win.location.search,
    navigate: (path, replace) => navigate(path, { replace }),
    scrollToElement(id, offset, options) {
      const element = win.document.getElementById(id);
      if (!element) return;
      // In a drawer (a dialog over the page) the drawer's own panel scrolls: focusing brings it there.
      if (options?.focus && element.closest('[role="dialog"]')) return element.focus();
      const top = element.getBoundingClientRect().top + win.scrollY - offset;
      const smooth = !win.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      win.scrollTo({ top: Math.max(0, top), behavior: smooth ? 'smooth' : 'auto' });
      if (options?.focus) element.focus({ preventScroll: true });
    },
    setDocumentLanguage(tag) {
      win.document.documentElement.lang = tag;
    },
    go: (delta) => win.history.go(delta),
    onLocationChange(listener) {
      const heard = (event: Event) =>
        listener(event.type === 'popstate' ? 'pop' : event.type === 'pushState' ? 'push' : 'replace');
      for (const name of historyEvents) win.addEventListener(name, heard);
      return () => {
        for (const name of historyEvents) win.removeEventListener(name, heard);
      };
    },
  };
}
