/**
 * The real page behind the effects' error-report port (src/effects/runtime/report-port.ts, decision 017).
 * A report goes by `navigator.sendBeacon`, which the browser delivers even while the page unloads;
 * when the beacon is refused (too large, queue full, no API) it goes by `fetch` with `keepalive`
 * (only under the keepalive body limit; above it a plain fetch, which an unload may cancel), aborted
 * when it has not been answered within `REPORT_FETCH_LIMIT_MS` (decision 038: every call). The body
 * is sent as text/plain, a CORS-safelisted type, so no preflight is needed. Every failure is
 * swallowed: reporting never breaks the app and never reports itself. The real-user figures come
 * from `web-vitals` (its own lazy chunk, loaded when reporting starts, after the first paint; its
 * observers are buffered, so the load's LCP and shifts before it still count), with every change
 * reported, so the figures are in the log before the hide that sends a sampled report. A tracker's
 * envelope (decision 082) goes by `fetch` in `cors` mode, so its reply's rate limits can be read
 * (the body is text, a simple request: no preflight), with `keepalive` when the body allows it.
 */
import type { ErrorReportPort, WebVital } from '../effects/runtime/report-port';

/** Browsers refuse `keepalive` requests whose body is over 64 KiB. */
export const KEEPALIVE_MAX_BYTES = 64 * 1024;
const TEXT = 'text/plain;charset=UTF-8';
/** How long the fallback fetch of a report may take before it is aborted. */
export const REPORT_FETCH_LIMIT_MS = 10_000;

export function windowReportPort(win: Window = window): ErrorReportPort {
  return {
    send(url, body) {
      try {
        if (win.navigator.sendBeacon?.(url, body)) return;
      } catch {
        // a refused beacon (e.g. a URL it will not take) falls back to fetch
      }
      try {
        const bytes = new TextEncoder().encode(body).length;
        const controller = new AbortController();
        const timer = win.setTimeout(() => controller.abort(), REPORT_FETCH_LIMIT_MS);
        void win
          .fetch(url, {
            method: 'POST',
            body,
            headers: { 'content-type': TEXT },
            mode: 'no-cors',
            keepalive: bytes <= KEEPALIVE_MAX_BYTES,
            signal: controller.signal,
          })
          .catch(() => undefined)
          .finally(() => win.clearTimeout(timer));
      } catch {
        // no fetch, or it threw synchronously: the report is dropped
      }
    },
    async post(url, body) {
      const controller = new AbortController();
      const timer = win.setTimeout(() => controller.abort(), REPORT_FETCH_LIMIT_MS);
      try {
        const reply = await win.fetch(url, {
          method: 'POST',
          body,
          headers: { 'content-type': TEXT },
          credentials: 'omit',
          keepalive: new TextEncoder().encode(body).length <= KEEPALIVE_MAX_BYTES,
          signal: controller.signal,
        });
        return {
          status: reply.status,
          retryAfter: reply.headers.get('retry-after'),
          rateLimits: reply.headers.get('x-sentry-rate-limits'),
        };
      } catch {
        return null; // refused, dropped or timed out: nothing to learn
      } finally {
        win.clearTimeout(timer);
      }
    },
    onPageHidden(listener) {
      const doc = win.document;
      const onVisibility = () => {
        if (doc.visibilityState === 'hidden') listener();
      };
      doc.addEventListener('visibilitychange', onVisibility);
      win.addEventListener('pagehide', listener);
      return () => {
        doc.removeEventListener('visibilitychange', onVisibility);
        win.removeEventListener('pagehide', listener);
      };
    },
    random: () => Math.random(),
    onWebVital(listener) {
      let stopped = false;
      const report = ({ name, value, rating }: WebVital) => {
        if (!stopped) listener({ name, value, rating });
      };
      import('web-vitals')
        .then(({ onLCP, onINP, onCLS }) => {
          if (stopped) return;
          onLCP(report, { reportAllChanges: true });
          onINP(report, { reportAllChanges: true });
          onCLS(report, { reportAllChanges: true });
        })
        .catch(() => undefined); // no figures: the chunk did not load (offline, blocked)
      return () => {
        stopped = true;
      };
    },
  };
}
