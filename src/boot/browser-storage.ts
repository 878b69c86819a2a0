/**
 * The browser's localStorage and sessionStorage as ports that can fail (decision 042), the only code
 * in src/ that touches them. A browser with site data blocked throws on the `localStorage` getter
 * itself, which used to stop the boot before the first render; a full quota throws on `setItem`. The
 * port reaches the storage lazily, reads a storage it cannot read as empty, lets a refused `setItem`
 * throw (the caller decides: the tab's recorder drops old page loads, effects go on without it) and
 * says once per storage that it failed, as `app/storage-failed`, for the customer's notice.
 */
import type { EventLog } from '../../events/log';
import type { KeyValueStorage } from '../shared/key-value-storage';

export type StorageArea = 'local' | 'session';

export interface StorageFailure {
  area: StorageArea;
  operation: 'open' | 'read' | 'write' | 'remove';
  /** The DOMException's name: `SecurityError` (blocked), `QuotaExceededError` (full)… */
  name: string;
}

export type StorageFailureReport = (failure: StorageFailure) => void;

function nameOf(error: unknown): string {
  return error instanceof Error || error instanceof DOMException ? error.name : 'Error';
}

/** A port on `win`'s local or session storage; `failed` hears every failure. */
export function browserStorage(
  win: Pick<Window, 'localStorage' | 'sessionStorage'>,
  area: StorageArea,
  failed: StorageFailureReport = () => undefined,
): KeyValueStorage {
  let opened: { storage: Storage | null; error: unknown } | null = null;
  const open = (): Storage | null => {
    if (opened) return opened.storage;
    try {
      const storage = area === 'local' ? win.localStorage : win.sessionStorage;
      opened = { storage: storage ?? null, error: new Error(`${area} storage unavailable`) };
      if (!storage) failed({ area, operation: 'open', name: 'Unavailable' });
    } catch (error) {
      opened = { storage: null, error };
      failed({ area, operation: 'open', name: nameOf(error) });
    }
    return opened.storage;
  };
  return {
    getItem(key) {
      const storage = open();
      if (!storage) return null;
      try {
        return storage.getItem(key);
      } catch (error) {
        failed({ area, operation: 'read', name: nameOf(error) });
        return null;
      }
    },
    setItem(key, value) {
      const storage = open();
      if (!storage) throw opened?.error;
      try {
        storage.setItem(key, value);
      } catch (error) {
        failed({ area, operation: 'write', name: nameOf(error) });
        throw error;
      }
    },
    removeItem(key) {
      const storage = open();
      if (!storage) return;
      try {
        storage.removeItem(key);
      } catch (error) {
        failed({ area, operation: 'remove', name: nameOf(error) });
      }
    },
  };
}

export interface StorageFailures {
  report: StorageFailureReport;
  /** Appends what failed so far, then every first failure of a storage as it happens. */
  connect(log: Pick<EventLog, 'append'>): void;
}

/**
 * Collects the ports' failures: the first of each storage becomes `app/storage-failed` (later ones
 * would only repeat it: a recording written every second to a full storage fails every second).
 * Failures before the log exists (the tab's recording is opened first) are held until `connect`.
 */
export function storageFailures(): StorageFailures {
  const seen = new Set<StorageArea>();
  const held: StorageFailure[] = [];
  let log: Pick<EventLog, 'append'> | null = null;
  const append = (failure: StorageFailure) => log?.append('app/storage-failed', failure);
  return {
    report(failure) {
      if (seen.has(failure.area)) return;
      seen.add(failure.area);
      if (log) append(failure);
      else held.push(failure);
    },
    connect(to) {
      log = to;
      for (const failure of held.splice(0)) append(failure);
    },
  };
}
