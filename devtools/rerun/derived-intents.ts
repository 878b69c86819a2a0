/**
 * Intents the app's effects append themselves (the boot's cart load, the configuration reload on
 * opening the order view, the validation on the login return, the next step after a saved
 * profile...) are in a recording too. Whoever re-emits a recording (the console's live re-run, the
 * scenario runner for exported sessions) must not append such an intent a second time: this pool
 * keeps the intents the app appended, and a recorded intent claims an equal one (same type and
 * payload) that no earlier intent has claimed.
 */
import type { Observable } from 'rxjs';
import { catalogue, isEventType } from '../../events/catalogue/index';
import type { AppEvent } from '../../events/envelope';
import { stableJson } from '../state/state-hash';

export interface WatchedLog {
  readonly events$: Observable<AppEvent>;
  readonly size: number;
}

export interface DerivedIntents {
  /** Marks the next append as the re-emitter's own: it does not enter the pool. */
  own(): void;
  /** Takes an equal intent the app appended out of the pool; false when there is none. */
  claim(type: string, payload: unknown): boolean;
  stop(): void;
}

const isIntent = (type: string) => isEventType(type) && catalogue[type].kind === 'intent';

/** Watches `log` from now on; `earlier` are intents the app appended before (e.g. at boot). */
export function watchDerivedIntents(log: WatchedLog, earlier: readonly AppEvent[] = []): DerivedIntents {
  const pool: AppEvent[] = earlier.filter((e) => isIntent(e.type));
  let ownSeq = -1;
  const subscription = log.events$.subscribe((e) => {
    if (e.seq !== ownSeq && isIntent(e.type)) pool.push(e);
  });
  return {
    own: () => {
      ownSeq = log.size;
    },
    claim(type, payload) {
      const key = stableJson(payload);
      const index = pool.findIndex((e) => e.type === type && stableJson(e.payload) === key);
      if (index >= 0) pool.splice(index, 1);
      return index >= 0;
    },
    stop: () => subscription.unsubscribe(),
  };
}
