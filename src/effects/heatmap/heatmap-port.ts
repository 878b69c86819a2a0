/**
 * The part of the page the heatmap effect touches (decision 080), as a port so tests fake it: the
 * host page's consent signal and the one `<script>` it adds. The real one is
 * src/boot/heatmap-page-port.ts.
 */

/** What the host page says the customer agreed to; only analytics matters here. */
export interface Consent {
  analytics: boolean;
}

export interface HeatmapPagePort {
  /** The consent the host page has given so far (`window.checkoutConsent` or its last event), or null. */
  consent(): Consent | null;
  /** Calls the listener with each later consent signal; returns the unsubscribe function. */
  onConsent(listener: (consent: Consent) => void): () => void;
  /** Adds `<script async src="url">`; `done` is called once, when it loaded or failed. */
  addScript(url: string, done: (outcome: 'loaded' | 'failed') => void): void;
}
