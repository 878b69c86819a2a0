/**
 * A person's name composed from its parts the way the language shown writes it (decision 025):
 * Hungarian puts the family name first ('Nagy Péter'), the other languages of the app the given
 * name. Missing parts are left out, so a name with one part never has a stray space.
 */
import { languageOf } from './locales';

/** Languages whose names read family name first. */
const FAMILY_NAME_FIRST: ReadonlySet<string> = new Set(['hu']);

export function personName(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
  locale: string,
): string {
  const parts = FAMILY_NAME_FIRST.has(languageOf(locale)) ? [lastName, firstName] : [firstName, lastName];
  return parts
    .map((part) => (typeof part === 'string' ? part.trim() : ''))
    .filter((part) => part !== '')
    .join(' ');
}
