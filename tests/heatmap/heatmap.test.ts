/**
 * The heatmap effect (spec §9, decision 080): the configured script is added once, in production
 * builds only, after the host page says the customer consented to analytics; never without that
 * consent, never from a URL that is not https, and the log keeps only the script's origin.
 */
import { describe, expect, it } from 'vitest';
import type { AppConfigInput } from '../../events/contract/app-config';
import { heatmapEffect } from '../../src/effects/heatmap/heatmap';
import type { Consent, HeatmapPagePort } from '../../src/effects/heatmap/heatmap-port';
import { harness } from '../support/effect-harness';

const SCRIPT = 'https://heatmap.example/tracker.js?site=42';

/** A host page whose consent the test gives; it keeps the scripts added and finishes them on demand. */
function fakePage(initial: Consent | null = null) {
  let consent = initial;
  const listeners = new Set<(consent: Consent) => void>();
  const scripts: string[] = [];
  const pending: ((outcome: 'loaded' | 'failed') => void)[] = [];
  const port: HeatmapPagePort = {
    consent: () => consent,
    onConsent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    addScript(url, done) {
      scripts.push(url);
      pending.push(done);
    },
  };
  return {
    port,
    scripts,
    give(next: Consent) {
      consent = next;
      for (const listener of listeners) listener(next);
    },
    finish: (outcome: 'loaded' | 'failed') => pending.shift()?.(outcome),
  };
}

function start(options: { mode?: string; consent?: Consent | null; config?: Partial<AppConfigInput> } = {}) {
  const { mode = 'production', consent = null, config = { heatmapScriptUrl: SCRIPT } } = options;
  const h = harness({}, config);
  h.log.append('app/booted', { config: h.deps.config, locale: 'sk-SK', mode, buildId: 'b' });
  const page = fakePage(consent);
  h.deps.heatmapPage = page.port;
  const subscription = heatmapEffect(h.deps);
  const heatmapEvents = () =>
    h.log
      .all()
      .filter((e) => e.type.startsWith('heatmap/'))
      .map((e) => ({ type: e.type, payload: e.payload }));
  return { h, page, subscription, heatmapEvents };
}

describe('the heatmap script', () => {
  it('is not loaded while the host page has said nothing about consent', () => {
    const { page, heatmapEvents } = start();
    expect(page.scripts).toEqual([]);
    expect(heatmapEvents()).toEqual([]);
  });

  it('is not loaded when the customer refused analytics', () => {
    const { page, heatmapEvents } = start({ consent: { analytics: false } });
    expect(page.scripts).toEqual([]);
    expect(heatmapEvents()).toEqual([{ type: 'heatmap/consent-known', payload: { analytics: false } }]);
  });

  it('is loaded once when the host page gives consent later, however often it says so', () => {
    const { page, heatmapEvents } = start();
    page.give({ analytics: true });
    page.give({ analytics: true });
    page.give({ analytics: false });
    page.give({ analytics: true });
    expect(page.scripts).toEqual([SCRIPT]);
    page.finish('loaded');
    expect(heatmapEvents().filter((e) => e.type !== 'heatmap/consent-known')).toEqual([
      { type: 'heatmap/script-added', payload: { origin: 'https://heatmap.example' } },
      { type: 'heatmap/script-finished', payload: { outcome: 'loaded' } },
    ]);
  });

  it('is loaded at start when the host page had already given consent', () => {
    const { page } = start({ consent: { analytics: true } });
    expect(page.scripts).toEqual([SCRIPT]);
  });

  it('records only the script origin, not its query or path', () => {
    const { h } = start({ consent: { analytics: true } });
    expect(JSON.stringify(h.log.all().filter((e) => e.type.startsWith('heatmap/')))).not.toContain('site=42');
  });

  it.each(['development', 'staging'])('is never loaded in a %s build, even with consent', (mode) => {
    const { page, heatmapEvents } = start({ mode, consent: { analytics: true } });
    page.give({ analytics: true });
    expect(page.scripts).toEqual([]);
    expect(heatmapEvents()).toEqual([]);
  });

  it('is never loaded when no heatmapScriptUrl is configured', () => {
    const { page } = start({ config: {}, consent: { analytics: true } });
    expect(page.scripts).toEqual([]);
  });

  it.each(['http://heatmap.example/tracker.js', 'javascript:alert(1)', '/tracker.js'])(
    'refuses a URL that is not https (%s) and never loads it',
    (heatmapScriptUrl) => {
      const { page, heatmapEvents } = start({ config: { heatmapScriptUrl }, consent: { analytics: true } });
      page.give({ analytics: true });
      expect(page.scripts).toEqual([]);
      expect(heatmapEvents()).toEqual([{ type: 'heatmap/script-refused', payload: { reason: 'not-https' } }]);
    },
  );

  it('stops listening for consent once the app stops', () => {
    const { page, subscription } = start();
    subscription.unsubscribe();
    page.give({ analytics: true });
    expect(page.scripts).toEqual([]);
  });
});
