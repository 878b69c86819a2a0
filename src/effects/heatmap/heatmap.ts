/**
 * The heatmap script (spec §9: "loads only in production after consent", decision 080): in a
 * production build with `heatmapScriptUrl` configured, it waits for the host page's consent signal
 * and adds the script once when the customer consented to analytics. No consent, no script; a
 * refusal is recorded and a later consent still loads it. Only https URLs are loaded, and only the
 * script's origin is recorded.
 */
import { Subscription } from 'rxjs';
import type { EffectDeps } from '../runtime/deps';
import { foldedState } from '../runtime/folded-events';
import type { Consent } from './heatmap-port';

/** The only build mode that loads the script; development, test and staging builds never do. */
const HEATMAP_MODE = 'production';

function httpsUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export function heatmapEffect({ log, config, heatmapPage: page }: EffectDeps): Subscription {
  const subscription = new Subscription();
  const configured = config.heatmapScriptUrl;
  const booted = foldedState(log).session.boot;
  if (!configured || !page || booted.status !== 'booted' || booted.mode !== HEATMAP_MODE) return subscription;
  const url = httpsUrl(configured);
  if (!url) {
    log.append('heatmap/script-refused', { reason: 'not-https' });
    return subscription;
  }
  let added = false;
  let last: boolean | null = null;
  const heard = ({ analytics }: Consent) => {
    if (subscription.closed) return;
    if (analytics !== last) log.append('heatmap/consent-known', { analytics });
    last = analytics;
    if (!analytics || added) return;
    added = true;
    log.append('heatmap/script-added', { origin: url.origin });
    page.addScript(url.href, (outcome) => {
      if (!subscription.closed) log.append('heatmap/script-finished', { outcome });
    });
  };
  subscription.add(page.onConsent(heard));
  const now = page.consent();
  if (now) heard(now);
  return subscription;
}
