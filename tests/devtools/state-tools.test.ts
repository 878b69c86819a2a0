/**
 * The state page's tools: the diff between two states, the events that changed a path, the
 * what-if branch (re-fold without some events, session unchanged) and the stored sessions' size cap.
 */
import { describe, expect, it } from 'vitest';
import { foldAll } from '../../projections/fold';
import { diff, eventsChangingPath, formatPath, parsePath, valueAt } from '../../devtools/state/state-diff';
import { listStored, storeSession, type StoredSession } from '../../devtools/session/stored-sessions';
import { foldWithout } from '../../devtools/state/what-if';
import { memoryStorage } from '../../src/effects/runtime/deps';
import { recordedSession } from './support/recorded';

const events = recordedSession().log.all();
const received = events.find((e) => e.type === 'cart/received')!.seq;

describe('state diff', () => {
  it('lists only the paths an event changed', () => {
    const before = foldAll(events.slice(0, received));
    const after = foldAll(events.slice(0, received + 1));
    const paths = diff(before, after).map((c) => formatPath(c.path));
    expect(paths).toContain('cart.load.status');
    expect(paths.every((p) => !p.startsWith('nav.'))).toBe(true);
  });

  it('parses and formats paths with indexes', () => {
    expect(parsePath('cart.load.cart.items[0].id')).toEqual(['cart', 'load', 'cart', 'items', 0, 'id']);
    expect(formatPath(['a', 0, 'b'])).toBe('a[0].b');
    expect(valueAt({ a: [{ b: 3 }] }, ['a', 0, 'b'])).toBe(3);
  });
});

describe('which events changed a path', () => {
  it('names the events after which the value at the path changed', () => {
    const navChanges = events
      .filter((e) => e.type === 'nav/changed' || e.type === 'nav/requested')
      .map((e) => e.seq);
    expect(eventsChangingPath(events, ['cart', 'load', 'status'])).toEqual([received]);
    expect(eventsChangingPath(events, ['nav'])).toEqual(navChanges);
  });
});

describe('what-if', () => {
  it('re-folds without the skipped events and leaves the session alone', () => {
    const size = events.length;
    const branch = foldWithout(events, [{ from: received, to: received }], size - 1);
    expect(branch.cart.load.status).toBe('initial');
    expect(foldAll(events).cart.load.status).toBe('loaded');
    expect(events.length).toBe(size);
  });
});

describe('stored sessions', () => {
  const entry = (id: string, size: number): StoredSession => ({
    id,
    name: id,
    origin: 'exported',
    savedAt: '',
    events: 1,
    text: 'x'.repeat(size),
  });

  it('keeps the newest sessions within the cap, dropping the oldest', () => {
    const storage = memoryStorage();
    storeSession(storage, entry('a', 250), 1000);
    storeSession(storage, entry('b', 250), 1000);
    const result = storeSession(storage, entry('c', 250), 1000);
    expect(result).toEqual({ ok: true, dropped: 1 });
    expect(listStored(storage).map((s) => s.id)).toEqual(['c', 'b']);
  });

  it('refuses a session larger than the cap and ignores corrupt storage', () => {
    const storage = memoryStorage();
    expect(storeSession(storage, entry('big', 2000), 1000)).toEqual({ ok: false, reason: 'too_large' });
    storage.setItem('developer.sessions', '{not json');
    expect(listStored(storage)).toEqual([]);
  });
});
