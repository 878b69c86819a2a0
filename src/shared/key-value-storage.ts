/**
 * The storage port's type, in src/shared/ because effects (src/effects/runtime/deps.ts), boot, the developer
 * console and its launcher in src/app/ all take a storage of this shape, and views may not import
 * effects (eslint.config.js).
 */

/**
 * Local or session storage: a port that can fail (decision 042). Any call may throw (storage blocked
 * by the browser, quota full); the browser's port (src/boot/browser-storage.ts) reads a storage it
 * cannot read as empty and throws only on a refused `setItem`. Effects use it through
 * src/shared/stored-json.ts, which never throws.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}
