/**
 * Which locales exist, how their catalogues are loaded, and how the two-letter path prefix maps to a
 * configured locale (spec §2 "Language select", §9 locales). Catalogues are imported through a static
 * map of dynamic imports so the bundler emits one chunk per locale; the pseudo-locale xx-XX is derived
 * from en-US at runtime and never committed (its generator is a chunk too, loaded with en-US).
 */

export const LOCALES = [
  'cs-CZ',
  'de-DE',
  'en-SE',
  'en-US',
  'es-ES',
  'hu-HU',
  'nl-NL',
  'no-NO',
  'sk-SK',
  'sv-SE',
  'xx-XX',
] as const;
export type Locale = (typeof LOCALES)[number];

/** The locale whose texts are the spec's English verbatim; every other catalogue falls back to it. */
export const FALLBACK_LOCALE = 'en-US' satisfies Locale;
export const PSEUDO_LOCALE = 'xx-XX' satisfies Locale;

/** A flat catalogue: dotted key → text with `{placeholder}` interpolation. */
export type Catalogue = Readonly<Record<string, string>>;

type CatalogueModule = { default: Catalogue };

const loaders: Record<Exclude<Locale, 'xx-XX'>, () => Promise<CatalogueModule>> = {
  'cs-CZ': () => import('../../locales/cs-CZ.json'),
  'de-DE': () => import('../../locales/de-DE.json'),
  'en-SE': () => import('../../locales/en-SE.json'),
  'en-US': () => import('../../locales/en-US.json'),
  'es-ES': () => import('../../locales/es-ES.json'),
  'hu-HU': () => import('../../locales/hu-HU.json'),
  'nl-NL': () => import('../../locales/nl-NL.json'),
  'no-NO': () => import('../../locales/no-NO.json'),
  'sk-SK': () => import('../../locales/sk-SK.json'),
  'sv-SE': () => import('../../locales/sv-SE.json'),
};

export function isLocale(value: string): value is Locale {
  return (LOCALES as readonly string[]).includes(value);
}

/** Loads the catalogue of a locale; an unknown locale gets the en-US catalogue. */
export async function loadCatalogue(locale: string): Promise<Catalogue> {
  if (locale === PSEUDO_LOCALE) {
    const [{ pseudoLocalize }, english] = await Promise.all([
      import('./pseudo-locale'),
      loadCatalogue(FALLBACK_LOCALE),
    ]);
    return pseudoLocalize(english);
  }
  const load = isLocale(locale) && locale !== PSEUDO_LOCALE ? loaders[locale] : loaders[FALLBACK_LOCALE];
  return (await load()).default;
}

/**
 * The page's `lang` for a locale (BCP 47): the locale itself ('hu-HU', 'en-SE'); the pseudo-locale
 * is English text underneath, so 'en'.
 */
export function htmlLanguage(locale: string): string {
  return locale === PSEUDO_LOCALE ? 'en' : locale;
}

/** The two-letter language part of a locale: 'sk-SK' → 'sk'. */
export function languageOf(locale: string): string {
  return (locale.split('-')[0] ?? '').toLowerCase();
}

function defaultLocale(languages: readonly string[]): string {
  return languages[0] ?? FALLBACK_LOCALE;
}

/** The configured locale whose language is `language`, if any. */
function configuredLocaleFor(language: string, languages: readonly string[]): string | undefined {
  return languages.find((l) => languageOf(l) === language.toLowerCase());
}

/**
 * Splits a configured two-letter language prefix off a path: '/en/checkout' → { prefix: '/en',
 * rest: '/checkout' }. A path without one (or with an unconfigured one) has prefix '' and is unchanged.
 */
export function stripLanguagePrefix(
  pathname: string,
  languages: readonly string[],
): { prefix: '' | `/${string}`; rest: string } {
  const match = /^\/([A-Za-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  const language = match?.[1];
  if (match === null || language === undefined || configuredLocaleFor(language, languages) === undefined) {
    return { prefix: '', rest: pathname === '' ? '/' : pathname };
  }
  const rest = match[2] ?? '';
  return { prefix: `/${language}`, rest: rest === '' ? '/' : rest };
}

/**
 * The locale a path asks for: the configured locale whose language is the path's two-letter prefix;
 * no prefix or an unconfigured one means the default (first configured) locale.
 */
export function localeFromPath(pathname: string, languages: readonly string[]): string {
  const { prefix } = stripLanguagePrefix(pathname, languages);
  if (prefix === '') return defaultLocale(languages);
  return configuredLocaleFor(prefix.slice(1), languages) ?? defaultLocale(languages);
}

/**
 * The path to load for another language (spec §2): the default language has no prefix, so choosing
 * it removes the prefix; choosing another adds it (from the default) or replaces the current one.
 */
export function pathWithLanguage(
  pathname: string,
  targetLocale: string,
  languages: readonly string[],
): string {
  const { rest } = stripLanguagePrefix(pathname, languages);
  const target = languageOf(targetLocale);
  if (target === languageOf(defaultLocale(languages))) return rest;
  return rest === '/' ? `/${target}` : `/${target}${rest}`;
}
