/**
 * Builds the i18next instance the app hands to react-i18next's I18nextProvider. Keys are flat (dots are
 * part of the key, no namespaces) and interpolation uses `{name}`, so catalogue texts read exactly like
 * the spec ('File size is over limit ({limit})'). A key missing from every catalogue is reported once
 * through a callback, so the app can log it as a fact instead of silently showing the key.
 */
import { createInstance } from 'i18next';
import type { i18n as I18n } from 'i18next';
import { FALLBACK_LOCALE, loadCatalogue } from './locales';
import type { Catalogue } from './locales';

export type MissingKeyReporter = (key: string, locale: string) => void;

/**
 * Loads the locale's catalogue and returns an initialised instance; the en-US fallback is added when
 * it arrives, off the first paint's path (every catalogue has every key: tests/i18n/catalogue.test.ts).
 */
export async function createI18n(locale: string, onMissingKey?: MissingKeyReporter): Promise<I18n> {
  const catalogue = await loadCatalogue(locale);
  const instance = createI18nFromCatalogues(locale, { [locale]: catalogue }, onMissingKey);
  if (locale !== FALLBACK_LOCALE) {
    loadCatalogue(FALLBACK_LOCALE).then(
      (fallback) => instance.addResourceBundle(FALLBACK_LOCALE, 'translation', fallback),
      () => undefined, // without the fallback a missing key shows as itself and is reported
    );
  }
  return instance;
}

/** Synchronous variant for callers (tests, devtools) that already hold the catalogues. */
export function createI18nFromCatalogues(
  locale: string,
  catalogues: Readonly<Record<string, Catalogue>>,
  onMissingKey?: MissingKeyReporter,
): I18n {
  const reported = new Set<string>();
  const instance = createInstance();
  void instance.init({
    lng: locale,
    fallbackLng: FALLBACK_LOCALE,
    load: 'currentOnly',
    resources: Object.fromEntries(
      Object.entries(catalogues).map(([lng, texts]) => [lng, { translation: texts }]),
    ),
    defaultNS: 'translation',
    keySeparator: false,
    nsSeparator: false,
    returnNull: false,
    initAsync: false,
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    react: { useSuspense: false },
    saveMissing: true,
    saveMissingTo: 'current',
    missingKeyHandler: (_lngs, _ns, key) => {
      if (reported.has(key)) return;
      reported.add(key);
      onMissingKey?.(key, locale);
    },
  });
  return instance;
}
