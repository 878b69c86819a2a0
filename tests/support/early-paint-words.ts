/**
 * The words of the cart painted before the app in one locale, as the build copies them into the page
 * (scripts/build/early-start.mjs): the catalogue's texts of src/early-paint/paint-keys.ts.
 */
import { earlyPaintKeys } from '../../src/early-paint/paint-keys';
import type { EarlyPaintWords } from '../../src/early-paint/words';

export function earlyPaintWords(catalogue: Readonly<Record<string, unknown>>): EarlyPaintWords {
  const words: Record<string, string> = {};
  for (const key of earlyPaintKeys) {
    const text = catalogue[key];
    if (typeof text === 'string') words[key] = text;
  }
  return words;
}
