/**
 * The tab's pseudonym salt (decision 037): a random key kept in the tab's sessionStorage beside the
 * recording, so a value gets the same stand-in in every page load of the tab, and removed with the
 * recording. It is never exported or reported. A storage that cannot be read or written never
 * breaks the app: the page then pseudonymises with a salt of its own, kept in memory.
 */
import { newSalt, pseudonymiser, type Pseudonymiser } from '../../events/pseudonyms';
import type { KeyValueStorage } from '../shared/key-value-storage';

export const PSEUDONYM_SALT_KEY = 'checkout:pseudonym-salt';

/**
 * The pseudonymiser of the tab: with the stored salt, or a new one (stored unless `keep` is false:
 * the console's own page writes nothing).
 */
export function tabPseudonymiser(storage: KeyValueStorage, keep = true): Pseudonymiser {
  let salt: string | null = null;
  try {
    salt = storage.getItem(PSEUDONYM_SALT_KEY);
  } catch {
    // no storage: an in-memory salt below
  }
  if (!salt) {
    salt = newSalt();
    if (keep) {
      try {
        storage.setItem(PSEUDONYM_SALT_KEY, salt);
      } catch {
        // quota or a blocked storage: this page's stand-ins only
      }
    }
  }
  return pseudonymiser(salt);
}

/** Forgets the tab's salt (with its recording: a completed order, a live re-run's new recording). */
export function forgetPseudonymSalt(storage: KeyValueStorage): void {
  try {
    storage.removeItem(PSEUDONYM_SALT_KEY);
  } catch {
    // nothing stored to forget
  }
}
