/**
 * The one way the app uses local storage, a port that can fail (decision 042): a browser may refuse
 * it altogether (site data blocked) or refuse a write (quota full). Reads of a storage that cannot be
 * read find nothing; a write that fails is only not kept (the boot's port has already said so once,
 * `app/storage-failed`); nothing the app does waits on, or stops at, a write. The JSON stored under a
 * key is read back when it parses and has the schema's shape; anything else (nothing stored, text
 * that is not JSON, an older shape) reads as nothing stored. In src/shared/ because effects and the
 * developer console's launcher (src/app/) both use it, and views may not import effects
 * (eslint.config.js).
 */
import type * as z from 'zod/mini';
import type { KeyValueStorage } from './key-value-storage';

/** The text stored under `key`, or null (nothing stored, or the storage cannot be read). */
export function readStored(storage: Pick<KeyValueStorage, 'getItem'>, key: string): string | null {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
}

export function readStoredJson<S extends z.ZodMiniType>(
  storage: Pick<KeyValueStorage, 'getItem'>,
  key: string,
  schema: S,
): z.infer<S> | null {
  const raw = readStored(storage, key);
  if (!raw) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The JSON under `key` when it has the schema's shape; anything else stored there (broken text, an
 * older shape) is removed, so a customer's unreadable data does not stay in the browser.
 */
export function takeStoredJson<S extends z.ZodMiniType>(
  storage: Pick<KeyValueStorage, 'getItem' | 'removeItem'>,
  key: string,
  schema: S,
): z.infer<S> | null {
  const read = readStoredJson(storage, key, schema);
  if (read === null && readStored(storage, key) !== null) removeStored(storage, key);
  return read;
}

/** Stores `value` under `key`; false when the browser refused the write (it is then not kept). */
export function writeStored(storage: Pick<KeyValueStorage, 'setItem'>, key: string, value: string): boolean {
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes `key`; a storage that cannot be written holds nothing this page could remove. */
export function removeStored(storage: Pick<KeyValueStorage, 'removeItem'>, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // nothing to do: the entry stays as the browser keeps it
  }
}
