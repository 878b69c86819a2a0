/**
 * One recording per browser tab across page loads: each page load's log is a segment, kept in the
 * tab's sessionStorage, so the next page load (a return from login or the payment gateway, a reload,
 * a typed URL) starts its log with the earlier ones. Appending only queues the event. Why
 * sessionStorage, when the queue is written, the cap and when the recording ends:
 * docs/decisions/033-per-tab-recording.md. What is written is pseudonymised when it is serialised
 * (decision 037); earlier segments read back are so already and marked as such.
 */
import type { Subscription } from 'rxjs';
import type { AppEvent } from '../../events/envelope';
import type { EventLog } from '../../events/log';
import { markPseudonymised, pseudonymiseEvent } from '../../events/pseudonymise';
import type { Pseudonymiser } from '../../events/pseudonyms';
import { checkStoredEvents } from '../../events/session-file';
import { forgetsCustomer } from '../effects/customer-data';
import type { KeyValueStorage } from '../shared/key-value-storage';
import { forgetPseudonymSalt, tabPseudonymiser } from './pseudonym-salt';
import type { Leaving } from './segment-reason';

export const TAB_RECORDING_KEY = 'checkout:tab-recording';
/** The stored recording's size limit, in characters of JSON (sessionStorage counts characters). */
export const TAB_RECORDING_CAP = 2_000_000;
/** Queued events are written at most this often (and at once before leaving or on hide). */
const FLUSH_DELAY_MS = 1000;
/** 2: pseudonymised (decision 037); a recording of format 1 is not read, so never reported. */
const FORMAT = 2;

export interface RecordingMeta {
  /** `Date.now()` when the recording's `at` was 0. */
  epoch: number;
  /** Segments started in this tab so far (kept counting when older ones are dropped). */
  segments: number;
  /** What the cap has dropped so far. */
  dropped: { segments: number; events: number };
  /** The full-page navigation the app started last, if the page was left that way (URL pseudonymised). */
  leaving: Leaving | null;
}

export interface StoredRecording extends RecordingMeta {
  /** The kept segments' events, oldest first, numbered from 0. */
  events: AppEvent[];
}

export interface RecorderPorts {
  storage: KeyValueStorage;
  /** Runs `work` once after `ms`; returns a cancel. */
  schedule(work: () => void, ms: number): () => void;
  cap?: number;
  /** The tab's stand-ins for personal data; absent: the salt kept in `storage` (pseudonym-salt.ts). */
  pseudonymiser?: Pseudonymiser;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/**
 * The tab's stored recording, or null when there is none or it cannot be read (it is removed then).
 * Its events are pseudonymised, and marked so (events/pseudonymise.ts).
 */
export function readTabRecording(storage: KeyValueStorage): StoredRecording | null {
  const text = storage.getItem(TAB_RECORDING_KEY);
  if (text === null) return null;
  const parsed = parseStored(text);
  if (!parsed) storage.removeItem(TAB_RECORDING_KEY);
  return parsed;
}

function parseStored(text: string): StoredRecording | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(json) || json.v !== FORMAT || !Array.isArray(json.parts)) return null;
  const { epoch, segments, dropped, leaving } = json;
  if (typeof epoch !== 'number' || typeof segments !== 'number' || !isRecord(dropped)) return null;
  const events = checkStoredEvents(json.parts.flat() as unknown[]);
  if (!events) return null;
  markPseudonymised(events);
  const kept =
    isRecord(leaving) && typeof leaving.url === 'string' && typeof leaving.reason === 'string'
      ? { url: leaving.url, reason: leaving.reason }
      : null;
  return {
    epoch,
    segments,
    dropped: { segments: Number(dropped.segments) || 0, events: Number(dropped.events) || 0 },
    leaving: kept,
    events,
  };
}

/** Splits events at each segment start (events before the first start form a segment too). */
export function segmentsOf(events: readonly AppEvent[]): AppEvent[][] {
  const out: AppEvent[][] = [];
  for (const e of events) {
    if (e.type === 'session/segment-started' || out.length === 0) out.push([]);
    (out[out.length - 1] as AppEvent[]).push(e);
  }
  return out;
}

/** A kept segment: its events serialized (without the brackets), how many, where each ends. */
interface Part {
  body: string;
  count: number;
  ends: number[];
}

function partOf(events: readonly AppEvent[]): Part {
  const part: Part = { body: '', count: 0, ends: [] };
  for (const e of events) addTo(part, JSON.stringify(e));
  return part;
}

function addTo(part: Part, json: string): void {
  part.body = part.count === 0 ? json : `${part.body},${json}`;
  part.count += 1;
  part.ends.push(part.body.length);
}

export class TabRecorder {
  private readonly earlier: Part[];
  private readonly current: Part = { body: '', count: 0, ends: [] };
  /** This page load went over the cap alone: its later events are counted, not kept. */
  private full = false;
  private notKept = 0;
  private pending: AppEvent[] = [];
  private cancelTimer: (() => void) | null = null;
  private subscription: Subscription | null = null;
  private stopped = false;
  private readonly meta: RecordingMeta;
  private readonly cap: number;
  private readonly pseudonymiser: Pseudonymiser;

  /** `earlier`: the events of the segments before this page load (the log's initial events). */
  constructor(
    meta: RecordingMeta,
    earlier: readonly AppEvent[],
    private readonly ports: RecorderPorts,
  ) {
    this.meta = { ...meta, dropped: { ...meta.dropped } };
    this.cap = ports.cap ?? TAB_RECORDING_CAP;
    this.pseudonymiser = ports.pseudonymiser ?? tabPseudonymiser(ports.storage);
    // Read back from storage: pseudonymised already, kept as they were.
    this.earlier = segmentsOf(earlier).map(partOf);
  }

  /** Records the log's events appended from now on. */
  attach(log: Pick<EventLog, 'events$'>): void {
    this.subscription = log.events$.subscribe((event) => this.onEvent(event));
  }

  /**
   * Queues the event (appending stays cheap). The queue is written at most once a second, and at once
   * on `nav/left-app`, keeping where the app went so the next segment knows why it started. Only the
   * new events are serialized (and pseudonymised) on a write; earlier segments stay serialized.
   * Logging out and a completed order end the recording (decision 041).
   */
  onEvent(event: AppEvent): void {
    if (this.stopped) return;
    if (forgetsCustomer(event) !== null) {
      this.drop();
      return;
    }
    this.pending.push(event);
    if (event.type === 'nav/left-app') {
      this.meta.leaving = {
        url: this.pseudonymiser.value('url', event.payload.url),
        reason: event.payload.reason,
      };
      this.flush();
    } else if (this.cancelTimer === null) {
      this.cancelTimer = this.ports.schedule(() => {
        this.cancelTimer = null;
        this.flush();
      }, FLUSH_DELAY_MS);
    }
  }

  /** Writes the queued events now (on hide, before leaving, and from the timer). */
  flush(): void {
    if (this.stopped) return;
    this.cancelTimer?.();
    this.cancelTimer = null;
    for (const e of this.pending) {
      if (this.full) this.notKept += 1;
      else addTo(this.current, JSON.stringify(pseudonymiseEvent(e, this.pseudonymiser)));
    }
    this.pending = [];
    this.write();
  }

  /**
   * The customer logged out or completed an order: the tab's recording (and its salt) ends here;
   * this page load records no more.
   */
  drop(): void {
    this.stop();
    this.ports.storage.removeItem(TAB_RECORDING_KEY);
    forgetPseudonymSalt(this.ports.storage);
  }

  stop(): void {
    this.stopped = true;
    this.cancelTimer?.();
    this.cancelTimer = null;
    this.subscription?.unsubscribe();
  }

  private head(): string {
    const { epoch, segments, dropped, leaving } = this.meta;
    const counted = { segments: dropped.segments, events: dropped.events + this.notKept };
    return JSON.stringify({ v: FORMAT, epoch, segments, dropped: counted, leaving });
  }

  private text(): string {
    const body = [...this.earlier, this.current].map((p) => `[${p.body}]`).join(',');
    const head = this.head();
    return `${head.slice(0, -1)},"parts":[${body}]}`;
  }

  private write(): void {
    for (;;) {
      const text = this.text();
      if (text.length <= this.cap && this.trySet(text)) return;
      const oldest = this.earlier.shift();
      if (oldest) {
        this.meta.dropped.segments += 1;
        this.meta.dropped.events += oldest.count;
      } else if (!this.full) {
        this.keepFirstEventsThatFit();
      } else {
        this.ports.storage.removeItem(TAB_RECORDING_KEY); // not even that fits the storage's quota
        return;
      }
    }
  }

  /** This page load alone is over the cap: keep its first events that fit, count the rest dropped. */
  private keepFirstEventsThatFit(): void {
    const room = this.cap - this.head().length - 64;
    const { ends } = this.current;
    let kept = 0;
    while (kept < ends.length && (ends[kept] ?? Infinity) <= room) kept++;
    this.notKept += this.current.count - kept;
    this.current.body = this.current.body.slice(0, kept === 0 ? 0 : ends[kept - 1]);
    this.current.count = kept;
    ends.length = kept;
    this.full = true;
  }

  private trySet(text: string): boolean {
    try {
      this.ports.storage.setItem(TAB_RECORDING_KEY, text);
      return true;
    } catch {
      return false; // quota: treated like the cap
    }
  }
}
