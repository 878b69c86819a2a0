import { describe, expect, it } from 'vitest';
import { languageEffect } from '../../src/effects/app/language';
import { harness } from '../support/effect-harness';

/** Chooses a language on a page and returns where the browser was sent (a full page load). */
function choose(path: string, query: string, locale: string, languages = ['sk-SK', 'en-US']) {
  const h = harness({}, { languages });
  h.browser.path = path;
  h.browser.query = query;
  languageEffect(h.deps);
  h.log.append('app/language-change-requested', { locale });
  const left = h.log.all().find((e) => e.type === 'nav/left-app');
  return { assigned: h.browser.assigned, left: left?.payload };
}

describe('the language select (spec §2)', () => {
  it('adds the prefix when choosing another language from the default one, keeping the page and query', () => {
    const { assigned, left } = choose('/checkout/order', '?step=billing-profile', 'en-US');
    expect(assigned).toEqual(['/en/checkout/order?step=billing-profile']);
    expect(left).toEqual({ url: '/en/checkout/order?step=billing-profile', reason: 'language' });
  });

  it('removes the prefix when choosing the default language', () => {
    expect(choose('/en/empty-cart', '', 'sk-SK').assigned).toEqual(['/empty-cart']);
    expect(choose('/en', '', 'sk-SK').assigned).toEqual(['/']);
  });

  it('replaces the prefix when choosing another non-default language', () => {
    const languages = ['hu-HU', 'sk-SK', 'en-US'];
    expect(choose('/sk/checkout', '', 'en-US', languages).assigned).toEqual(['/en/checkout']);
  });

  it('keeps the Swedish default unprefixed and prefixes its English', () => {
    const languages = ['sv-SE', 'en-SE'];
    expect(choose('/checkout', '', 'en-SE', languages).assigned).toEqual(['/en/checkout']);
    expect(choose('/en/checkout', '', 'sv-SE', languages).assigned).toEqual(['/checkout']);
  });
});
