/**
 * The browser's storage as a port that can fail (decision 042): a blocked storage reads as empty and
 * refuses writes, a full one refuses writes; neither breaks a caller that reads, and each storage's
 * first failure becomes one `app/storage-failed` (held until the log exists), which the customer is
 * told about when it costs them something: the local storage, or a storage blocked altogether.
 */
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../events/clock';
import { EventLog } from '../../events/log';
import { foldAll } from '../../projections/fold';
import { messagesAt } from '../../projections/messages/selectors';
import { browserStorage, storageFailures, type StorageFailure } from '../../src/boot/browser-storage';
import { readStoredJson, writeStored } from '../../src/shared/stored-json';
import { memoryStorage } from '../../src/effects/runtime/deps';
import * as z from 'zod/mini';

const blocked = () => {
  throw new DOMException('Access is denied for this document.', 'SecurityError');
};

/** A window whose storages are what `local` and `session` say (a getter that throws: blocked). */
function windowWith(local: () => Storage, session: () => Storage) {
  return {
    get localStorage() {
      return local();
    },
    get sessionStorage() {
      return session();
    },
  };
}

/** A Storage whose writes fail: its quota is full. */
function fullStorage(): Storage {
  const inner = memoryStorage();
  return {
    getItem: (k: string) => inner.getItem(k),
    setItem: () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    },
    removeItem: (k: string) => inner.removeItem(k),
  } as unknown as Storage;
}

describe('the storage port', () => {
  it('on a blocked storage: reads find nothing, a removal does nothing, a write throws, and it is said once', () => {
    const failures: StorageFailure[] = [];
    const port = browserStorage(windowWith(blocked, blocked) as Window, 'local', (f) => failures.push(f));
    expect(port.getItem('checkout.userStep')).toBeNull();
    expect(() => port.removeItem('checkout.userStep')).not.toThrow();
    expect(() => port.setItem('checkout.userStep', '{}')).toThrow();
    expect(writeStored(port, 'checkout.userStep', '{}')).toBe(false);
    expect(readStoredJson(port, 'checkout.userStep', z.object({}))).toBeNull();
    expect(failures).toEqual([{ area: 'local', operation: 'open', name: 'SecurityError' }]);
  });

  it('on a full storage: reads work, a write throws and says so', () => {
    const failures: StorageFailure[] = [];
    const full = fullStorage();
    const port = browserStorage(windowWith(() => full, blocked) as Window, 'local', (f) => failures.push(f));
    expect(() => port.setItem('k', 'v')).toThrow(/quota/);
    expect(port.getItem('k')).toBeNull();
    expect(failures).toEqual([{ area: 'local', operation: 'write', name: 'QuotaExceededError' }]);
  });
});

describe('what the customer is told', () => {
  function logWith(failed: StorageFailure[]) {
    const log = new EventLog({ clock: new ManualClock() });
    const collected = storageFailures();
    for (const f of failed) collected.report(f);
    log.append('session/segment-started', {
      reason: 'first-load',
      url: '/',
      segment: 1,
      droppedSegments: 0,
      droppedEvents: 0,
    });
    collected.connect(log);
    return log;
  }
  const notices = (log: EventLog) =>
    messagesAt(foldAll(log.all()), 'general').filter((m) => m.translationKey === 'app.storage_unavailable');

  it('one notice for a blocked browser, however many times each storage failed', () => {
    const log = logWith([
      { area: 'session', operation: 'open', name: 'SecurityError' },
      { area: 'session', operation: 'write', name: 'SecurityError' },
      { area: 'local', operation: 'open', name: 'SecurityError' },
    ]);
    expect(log.all().filter((e) => e.type === 'app/storage-failed')).toHaveLength(2);
    expect(notices(log)).toEqual([{ translationKey: 'app.storage_unavailable', type: 'warning' }]);
  });

  it('a full local storage is said; a full session storage only shortens the tab recording, and is not', () => {
    expect(
      notices(logWith([{ area: 'local', operation: 'write', name: 'QuotaExceededError' }])),
    ).toHaveLength(1);
    expect(
      notices(logWith([{ area: 'session', operation: 'write', name: 'QuotaExceededError' }])),
    ).toHaveLength(0);
  });
});
