/**
 * The real page behind the heatmap effect's port (src/effects/heatmap/heatmap-port.ts): the host
 * page's consent signal and the script element. The host says what the customer agreed to by
 * setting `window.checkoutConsent = { analytics: true }` before the app loads, or at any time by
 * dispatching `new CustomEvent('checkout:consent', { detail: { analytics: true } })` on `window`
 * (docs/configuration.md). Created at boot, so a signal sent before the effects start is kept.
 */
import type { Consent, HeatmapPagePort } from '../effects/heatmap/heatmap-port';

const CONSENT_EVENT = 'checkout:consent';

/** `{ analytics: boolean }` out of whatever the host page handed over, or null. */
function consentOf(value: unknown): Consent | null {
  if (typeof value !== 'object' || value === null) return null;
  const analytics = (value as { analytics?: unknown }).analytics;
  return typeof analytics === 'boolean' ? { analytics } : null;
}

export function windowHeatmapPage(win: Window): HeatmapPagePort {
  let latest = consentOf((win as Window & { checkoutConsent?: unknown }).checkoutConsent);
  const listeners = new Set<(consent: Consent) => void>();
  win.addEventListener(CONSENT_EVENT, (event) => {
    const consent = consentOf((event as CustomEvent<unknown>).detail);
    if (!consent) return;
    latest = consent;
    for (const listener of listeners) listener(consent);
  });
  return {
    consent: () => latest,
    onConsent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    addScript(url, done) {
      const doc = win.document;
      const script = doc.createElement('script');
      script.async = true;
      script.src = url;
      script.addEventListener('load', () => done('loaded'), { once: true });
      script.addEventListener('error', () => done('failed'), { once: true });
      doc.head.append(script);
    },
  };
}
