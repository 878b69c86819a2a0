/**
 * Navigation through the log: the starting location recorded, nav/requested moving the browser with
 * the language prefix, duplicates ignored, and a refused navigation reported.
 */
import { describe, expect, it } from 'vitest';
import { foldAll } from '../../projections/fold';
import { messagesAt } from '../../projections/messages/selectors';
import { navigationEffect } from '../../src/effects/nav/navigation';
import { harness } from '../support/effect-harness';

describe('navigation through the log', () => {
  it('records where the app is when it starts', () => {
    const h = harness({});
    navigationEffect(h.deps);
    expect(h.log.all().at(-1)?.payload).toEqual({ path: '/checkout', search: '' });
  });

  it('moves the browser on nav/requested and records the new location', () => {
    const h = harness({});
    navigationEffect(h.deps);
    h.log.append('nav/requested', { to: '/empty-cart' });
    expect(h.browser.path).toBe('/empty-cart');
    const changes = h.log.all().filter((e) => e.type === 'nav/changed');
    expect(changes.at(-1)?.payload).toEqual({ path: '/empty-cart', search: '' });
  });

  it('adds the language prefix to in-app targets', () => {
    const h = harness({});
    h.deps.languagePrefix = () => '/en';
    navigationEffect(h.deps);
    h.log.append('nav/requested', { to: '/thank-you?messageKey=success' });
    expect(h.browser.path).toBe('/en/thank-you');
    expect(h.browser.query).toBe('?messageKey=success');
  });

  it('ignores a duplicate navigation to where the app already is', () => {
    const h = harness({});
    navigationEffect(h.deps);
    const before = h.log.size;
    h.log.append('nav/requested', { to: '/checkout' });
    expect(h.log.size).toBe(before + 1);
  });

  it('reports a navigation the browser refuses and stays put', () => {
    const h = harness({});
    h.browser.navigate = () => {
      throw new Error('SecurityError');
    };
    navigationEffect(h.deps);
    h.log.append('nav/requested', { to: '/empty-cart' });
    expect(h.log.all().at(-1)).toMatchObject({
      type: 'nav/failed',
      payload: { to: '/empty-cart', messageKey: 'nav.failed' },
    });
    expect(h.browser.path).toBe('/checkout');
    expect(messagesAt(foldAll(h.log.all()), 'general').map((m) => m.translationKey)).toEqual(['nav.failed']);
  });
});
