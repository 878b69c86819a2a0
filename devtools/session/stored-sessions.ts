/**
 * The dashboard's list of stored sessions: exported and imported session files kept in
 * localStorage under one size cap (oldest dropped first), so a developer can reopen them after a
 * reload. Entries are re-validated with `parseSessionFile` when opened: storage is input too.
 */
import type { KeyValueStorage } from '../../src/shared/key-value-storage';

const STORED_SESSIONS_KEY = 'developer.sessions';
/** localStorage holds about 5 MB per origin; the console takes at most this much of it. */
const STORED_SESSIONS_CAP = 3 * 1024 * 1024;

export interface StoredSession {
  id: string;
  name: string;
  origin: 'exported' | 'imported';
  savedAt: string;
  events: number;
  text: string;
}

export function listStored(storage: KeyValueStorage): StoredSession[] {
  try {
    const raw = storage.getItem(STORED_SESSIONS_KEY);
    const list: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(list) ? (list.filter(isStored) as StoredSession[]) : [];
  } catch {
    return [];
  }
}

function isStored(v: unknown): boolean {
  if (v === null || typeof v !== 'object') return false;
  const o = v as Record<string, unknown>;
  return typeof o.id === 'string' && typeof o.name === 'string' && typeof o.text === 'string';
}

export type StoreResult = { ok: true; dropped: number } | { ok: false; reason: 'too_large' | 'storage_full' };

/** Adds a session (newest first), dropping the oldest ones until the list fits the cap. */
export function storeSession(
  storage: KeyValueStorage,
  entry: StoredSession,
  cap = STORED_SESSIONS_CAP,
): StoreResult {
  if (entry.text.length > cap) return { ok: false, reason: 'too_large' };
  const list = [entry, ...listStored(storage).filter((s) => s.id !== entry.id)];
  let dropped = 0;
  while (list.length > 1 && sizeOf(list) > cap) {
    list.pop();
    dropped++;
  }
  try {
    storage.setItem(STORED_SESSIONS_KEY, JSON.stringify(list));
  } catch {
    return { ok: false, reason: 'storage_full' };
  }
  return { ok: true, dropped };
}

export function removeStored(storage: KeyValueStorage, id: string): void {
  storage.setItem(STORED_SESSIONS_KEY, JSON.stringify(listStored(storage).filter((s) => s.id !== id)));
}

const sizeOf = (list: StoredSession[]) => list.reduce((n, s) => n + s.text.length + 200, 0);
