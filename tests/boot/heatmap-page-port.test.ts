// @vitest-environment happy-dom
/**
 * The real heatmap port (src/boot/heatmap-page-port.ts): the host page's consent signal, set before
 * the app loads (`window.checkoutConsent`) or sent later (`checkout:consent`), and the one async
 * script element it adds.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { windowHeatmapPage } from '../../src/boot/heatmap-page-port';

const consentEvent = (detail: unknown) => new CustomEvent('checkout:consent', { detail });

afterEach(() => {
  delete (window as Window & { checkoutConsent?: unknown }).checkoutConsent;
  document.head.innerHTML = '';
});

describe('the host page consent signal', () => {
  it('is nothing until the host page says something', () => {
    expect(windowHeatmapPage(window).consent()).toBeNull();
  });

  it('is read from window.checkoutConsent when the host page set it before the app loaded', () => {
    Object.assign(window, { checkoutConsent: { analytics: true } });
    expect(windowHeatmapPage(window).consent()).toEqual({ analytics: true });
  });

  it('is heard from a checkout:consent event, also one sent before anyone listens', () => {
    const page = windowHeatmapPage(window);
    window.dispatchEvent(consentEvent({ analytics: false }));
    expect(page.consent()).toEqual({ analytics: false });
    const heard: unknown[] = [];
    page.onConsent((consent) => heard.push(consent));
    window.dispatchEvent(consentEvent({ analytics: true }));
    expect(heard).toEqual([{ analytics: true }]);
    expect(page.consent()).toEqual({ analytics: true });
  });

  it('ignores a signal that does not say yes or no to analytics', () => {
    const page = windowHeatmapPage(window);
    const heard: unknown[] = [];
    page.onConsent((consent) => heard.push(consent));
    window.dispatchEvent(consentEvent({ analytics: 'yes' }));
    window.dispatchEvent(consentEvent(null));
    expect(heard).toEqual([]);
    expect(page.consent()).toBeNull();
  });
});

describe('the heatmap script element', () => {
  it('is one async script with the given src in the head', () => {
    windowHeatmapPage(window).addScript('https://heatmap.example/tracker.js', () => {});
    const scripts = [...document.head.querySelectorAll('script')];
    expect(scripts.map((s) => [s.src, s.async])).toEqual([['https://heatmap.example/tracker.js', true]]);
  });
});
