/**
 * The append-only event log: the only source of truth of a session (design.md). One writer appends;
 * appends made while subscribers are being notified are queued, so every subscriber sees events in
 * `seq` order. Payloads are validated against the catalogue and redacted before they are stored.
 * The log owns what it stores: a caller must not change a payload after appending it (decision 007).
 */
import { Subject, type Observable } from 'rxjs';
import { catalogue, type EventType, type PayloadInput } from './catalogue/index';
import type { Clock } from './clock';
import { systemClock } from './clock';
import { EVENT_SCHEMA_VERSION, type AppEvent, type EventOf } from './envelope';
import { redactPayload } from './redact';
import { parsePayload } from './validate-payload';

export interface EventLogOptions {
  clock?: Clock;
  /** Events to start from (an imported session); they are trusted as already validated. */
  initial?: readonly AppEvent[];
}

export class EventLog {
  private readonly list: AppEvent[];
  private readonly subject = new Subject<AppEvent>();
  private readonly pending: AppEvent[] = [];
  private emitting = false;
  private readonly clock: Clock;
  /** Hot stream of events appended from now on. */
  readonly events$: Observable<AppEvent> = this.subject.asObservable();

  constructor(options: EventLogOptions = {}) {
    this.clock = options.clock ?? systemClock();
    this.list = [...(options.initial ?? [])];
  }

  get size(): number {
    return this.list.length;
  }

  all(): readonly AppEvent[] {
    return this.list;
  }

  last(): AppEvent | undefined {
    return this.list[this.list.length - 1];
  }

  append<T extends EventType>(type: T, payload: PayloadInput<T>): EventOf<T> {
    const definition = catalogue[type];
    const parsed = parsePayload(definition.schema, payload, definition.sensitive);
    if (!parsed.success) {
      throw new TypeError(`Event ${type} has an invalid payload: ${parsed.error.message}`);
    }
    const event = {
      seq: this.list.length,
      at: this.clock.now(),
      type,
      payload: redactPayload(parsed.data, definition.sensitive, parsed.clean),
      v: EVENT_SCHEMA_VERSION,
    } as unknown as EventOf<T>;
    this.list.push(event);
    this.pending.push(event);
    this.drain();
    return event;
  }

  private drain(): void {
    if (this.emitting) return;
    this.emitting = true;
    try {
      while (this.pending.length > 0) {
        const next = this.pending.shift() as AppEvent;
        this.subject.next(next);
      }
    } finally {
      this.emitting = false;
    }
  }
}
