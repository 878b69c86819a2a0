/**
 * The language prefix of the path picks the locale, and the language select builds the next path by
 * spec §2's rule; catalogues load per locale.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalogue, localeFromPath, pathWithLanguage, stripLanguagePrefix } from '../../src/i18n/locales';

const languages = ['sk-SK', 'en-US'];

describe('localeFromPath', () => {
  it.each([
    ['/checkout', 'sk-SK'],
    ['/', 'sk-SK'],
    ['', 'sk-SK'],
    ['/en', 'en-US'],
    ['/en/', 'en-US'],
    ['/en/checkout', 'en-US'],
    ['/EN/checkout', 'en-US'],
    ['/sk/checkout', 'sk-SK'],
    ['/de/checkout', 'sk-SK'],
    ['/english/checkout', 'sk-SK'],
    ['/iwp/choose-design', 'sk-SK'],
  ])('reads %j as %s', (path, locale) => {
    expect(localeFromPath(path, languages)).toBe(locale);
  });

  it('maps the prefix to the configured locale of that language, not a fixed one', () => {
    expect(localeFromPath('/en/checkout', ['sv-SE', 'en-SE'])).toBe('en-SE');
    expect(localeFromPath('/checkout', ['sv-SE', 'en-SE'])).toBe('sv-SE');
  });
});

describe('stripLanguagePrefix', () => {
  it('splits a configured prefix off the path', () => {
    expect(stripLanguagePrefix('/en/checkout/order', languages)).toEqual({
      prefix: '/en',
      rest: '/checkout/order',
    });
    expect(stripLanguagePrefix('/en', languages)).toEqual({ prefix: '/en', rest: '/' });
  });

  it('leaves a path without a configured prefix unchanged', () => {
    expect(stripLanguagePrefix('/checkout', languages)).toEqual({ prefix: '', rest: '/checkout' });
    expect(stripLanguagePrefix('/de/checkout', languages)).toEqual({ prefix: '', rest: '/de/checkout' });
  });
});

describe('pathWithLanguage', () => {
  it('adds the prefix when leaving the default language', () => {
    expect(pathWithLanguage('/checkout/order', 'en-US', languages)).toBe('/en/checkout/order');
    expect(pathWithLanguage('/', 'en-US', languages)).toBe('/en');
  });

  it('removes the prefix when choosing the default language', () => {
    expect(pathWithLanguage('/en/checkout/order', 'sk-SK', languages)).toBe('/checkout/order');
    expect(pathWithLanguage('/en', 'sk-SK', languages)).toBe('/');
  });

  it('replaces one non-default prefix with another', () => {
    expect(pathWithLanguage('/en/domain-checker', 'cs-CZ', ['sk-SK', 'en-US', 'cs-CZ'])).toBe(
      '/cs/domain-checker',
    );
  });

  it('round-trips with localeFromPath', () => {
    for (const target of ['sk-SK', 'en-US']) {
      expect(localeFromPath(pathWithLanguage('/en/checkout', target, languages), languages)).toBe(target);
    }
  });
});

describe('loadCatalogue', () => {
  it('loads the catalogue of the locale', async () => {
    expect((await loadCatalogue('sk-SK'))['validation.required']).toBe('Pole je povinné');
    expect((await loadCatalogue('en-US'))['validation.required']).toBe('Field is required');
  });

  it('falls back to en-US for a locale it does not know', async () => {
    expect((await loadCatalogue('fr-FR'))['validation.required']).toBe('Field is required');
  });
});
