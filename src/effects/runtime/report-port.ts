/**
 * The part of the world behind error reporting (decision 017), as a port so tests fake it: the
 * transport that carries a report to the reporting service, the page's "hidden or left" moment
 * (when a sampled session is sent), the random draw that samples the page session, and the page's
 * real-user figures (LCP, INP, CLS). The real one is in src/boot/beacon-report-port.ts (sendBeacon
 * with a fetch keepalive fallback; `web-vitals`, loaded when reporting starts, after the first paint).
 * Envelopes for a Sentry-compatible tracker (decision 082) go by `post`, whose reply the effect
 * reads for the tracker's rate limits.
 */

/** One real-user figure of the page load, as `web-vitals` reports it. */
export interface WebVital {
  name: 'LCP' | 'INP' | 'CLS';
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
}
/** What a tracker answered an envelope, as far as sending more goes (decision 082). */
export interface TrackerReply {
  status: number;
  retryAfter: string | null;
  rateLimits: string | null;
}

export interface ErrorReportPort {
  /**
   * Hands one report to the transport. Fire and forget: it never throws, never retries and never
   * tells the caller how it went, so a failing report cannot lead to another one.
   */
  send(url: string, body: string): void;
  /**
   * POSTs one envelope to a tracker and resolves with its reply, or null when none came (refused,
   * dropped, timed out). Never rejects. Absent: envelopes go by `send`, and rate limits are not read.
   */
  post?(url: string, body: string): Promise<TrackerReply | null>;
  /** Calls the listener whenever the page is hidden or left; returns the unsubscribe function. */
  onPageHidden(listener: () => void): () => void;
  /** A number in [0, 1): the page session's sampling draw. */
  random(): number;
  /**
   * Calls the listener with each real-user figure as it changes; returns the unsubscribe function.
   * Absent where the page cannot measure them (the figures are then simply not in the report).
   */
  onWebVital?(listener: (vital: WebVital) => void): () => void;
}
