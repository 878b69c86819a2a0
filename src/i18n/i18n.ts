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

/** Loads the locale's catalogue (and the en-US fallback) and returns an initialised instance. */
export async function createI18n(locale: string, onMissingKey?: MissingKeyReporter): Promise<I18n> {
  const [catalogue, fallback] = await Promise.all([
    loadCatalogue(locale),
    locale === FALLBACK_LOCALE ? Promise.resolve(null) : loadCatalogue(FALLBACK_LOCALE),
  ]);
  const catalogues: Record<string, Catalogue> = { [locale]: catalogue };
  if (fallback !== null) catalogues[FALLBACK_LOCALE] = fallback;
  return createI18nFromCatalogues(locale, catalogues, onMissingKey);
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
