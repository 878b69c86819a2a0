/**
 * Effects that start after boot (the deferred group, loaded after the first paint: decision 008)
 * must behave as if they had started with the others. A late log gives them that view of the real
 * log: events appended since the group's start point are held, the group's effects subscribe and
 * read `all()` as it was at that point, then `release()` delivers the held events in order, each
 * with `all()` showing the log up to it, and from then on every live event as it is appended.
 * Appends go straight to the real log, so facts the group produces reach everyone at once.
 */
import { Subject, type Observable, type Subscription } from 'rxjs';
import type { AppEvent } from '../../../events/envelope';
import type { EffectLog } from './deps';

export interface LateLog {
  /** The log the deferred effects are given. */
  readonly log: EffectLog;
  /** Delivers the held events, then goes live. Call once, after the group's effects subscribed. */
  release(): void;
  /** Stops following the real log. */
  close(): void;
}

/** Starts holding every event the real log appends from now on (the group's start point). */
export function holdFrom(real: EffectLog): LateLog {
  /** seq of the first event `real.all()` shows (a page load's segment starts after earlier ones). */
  const offset = real.size - real.all().length;
  const startSize = real.all().length;
  const subject = new Subject<AppEvent>();
  const held: AppEvent[] = [];
  let released = false;
  let delivering = false;
  /** Events `all()` shows: everything once live, the log up to the event being delivered before. */
  let visible = startSize;

  const deliver = (event: AppEvent) => {
    visible = event.seq + 1 - offset;
    subject.next(event);
  };

  const flush = () => {
    if (delivering) return;
    delivering = true;
    try {
      while (held.length > 0) deliver(held.shift() as AppEvent);
    } finally {
      delivering = false;
      visible = Number.POSITIVE_INFINITY;
    }
  };

  const following: Subscription = real.events$.subscribe((event) => {
    held.push(event);
    if (released) flush();
  });

  const log: EffectLog = {
    events$: subject.asObservable() as Observable<AppEvent>,
    append: real.append.bind(real) as EffectLog['append'],
    // This is the log's view itself: it shows the real log's events up to the one being delivered.
    all: () => {
      const all = real.all();
      return visible >= all.length ? all : all.slice(0, visible);
    },
    last: () => {
      const all = log.all();
      return all[all.length - 1];
    },
    get size() {
      return offset + log.all().length;
    },
    ...(real.recording ? { recording: () => (real.recording as () => readonly AppEvent[])() } : {}),
  };

  return {
    log,
    release() {
      if (released) return;
      released = true;
      flush();
    },
    close() {
      following.unsubscribe();
      subject.complete();
    },
  };
}
