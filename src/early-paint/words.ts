/**
 * The words the cart painted before the app shows (decision 084), in the page's language, and how a
 * text's `{placeholder}` is filled, as the app's i18next is configured to (src/i18n/i18n.ts). Which
 * keys the build copies into the page: paint-keys.ts.
 */

/** Catalogue key → text, in the page's language. */
export type EarlyPaintWords = Readonly<Record<string, string>>;

/** The text of `key`, its `{name}` placeholders filled from `values`; '' for a missing key. */
export function say(words: EarlyPaintWords, key: string, values: Record<string, unknown> = {}): string {
  const text = words[key] ?? '';
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
