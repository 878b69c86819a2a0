/**
 * The part of the world behind error reporting (decision 017), as a port so tests fake it: the
 * transport that carries a report to the reporting service, the page's "hidden or left" moment
 * (when a sampled session is sent), and the random draw that samples the page session. The real
 * one is in src/boot/beacon-report-port.ts (sendBeacon with a fetch keepalive fallback).
 */
export interface ErrorReportPort {
  /**
   * Hands one report to the transport. Fire and forget: it never throws, never retries and never
   * tells the caller how it went, so a failing report cannot lead to another one.
   */
  send(url: string, body: string): void;
  /** Calls the listener whenever the page is hidden or left; returns the unsubscribe function. */
  onPageHidden(listener: () => void): () => void;
  /** A number in [0, 1): the page session's sampling draw. */
  random(): number;
}
