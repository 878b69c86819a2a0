/**
 * Pseudonymises events before they leave the browser, are written to storage or exported (decision
 * 037): every payload and recorded body is walked by key name (personal-fields.ts) and each personal
 * value gets its stand-in (pseudonyms.ts). Like redaction, the walk copies only what changes and
 * never changes its input; unlike redaction it is not done at append (decision 007: the append stays
 * cheap, and the live app and console keep the real values in memory), but where events are
 * serialised. Events already pseudonymised (the tab's earlier page loads, read back from storage) are
 * marked and left as they are, so no value is pseudonymised twice.
 */
import type { AppEvent } from './envelope';
import {
  classifyField,
  eventFields,
  eventsWithoutPersonalData,
  kindOfFormField,
  marksPerson,
  type PersonalKind,
} from './personal-fields';
import type { Pseudonymiser } from './pseudonyms';
import type { SessionFile } from './session-file';

const done = new WeakSet<object>();

/** Marks events as already pseudonymised (read back from the tab's stored recording). */
export function markPseudonymised(events: readonly AppEvent[]): void {
  for (const event of events) done.add(event);
}

/** The event with its personal values replaced (the very same event when it holds none). */
export function pseudonymiseEvent(event: AppEvent, p: Pseudonymiser): AppEvent {
  if (done.has(event) || eventsWithoutPersonalData.has(event.type)) return event;
  const payload = walk(event.payload, p, eventFields[event.type]);
  if (payload === event.payload) return event;
  const next = { ...event, payload } as AppEvent;
  done.add(next);
  return next;
}

export function pseudonymiseEvents(events: readonly AppEvent[], p: Pseudonymiser): AppEvent[] {
  return events.map((event) => pseudonymiseEvent(event, p));
}

/** A session file as it may leave the browser: its events and config pseudonymised. */
export function pseudonymiseSession(file: SessionFile, p: Pseudonymiser): SessionFile {
  return {
    ...file,
    config: walk(file.config, p) as SessionFile['config'],
    events: pseudonymiseEvents(file.events, p),
  };
}

function walk(value: unknown, p: Pseudonymiser, own?: Readonly<Record<string, PersonalKind>>): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return eachItem(value, (item) => walk(item, p));
  const record = value as Record<string, unknown>;
  const formField =
    typeof record.field === 'string' && 'value' in record ? kindOfFormField(record.field) : null;
  let aboutPerson: boolean | undefined;
  let copy: Record<string, unknown> | undefined;
  for (const key in record) {
    const v = record[key];
    if (v === null || v === undefined) continue;
    let kind: PersonalKind | null;
    const found = own?.[key] ?? (key === 'value' && formField ? formField : classifyField(key));
    if (found === 'name-beside-personal-data') {
      aboutPerson ??= Object.keys(record).some(marksPerson);
      kind = aboutPerson ? 'name' : null;
    } else kind = found;
    const next = kind ? personal(v, kind, p) : walk(v, p);
    if (next !== v) (copy ??= { ...record })[key] = next;
  }
  return copy ?? record;
}

/** A value under a personal field: each text in it replaced; objects inside walked by their keys. */
function personal(value: unknown, kind: PersonalKind, p: Pseudonymiser): unknown {
  if (typeof value === 'string') return p.value(kind, value);
  if (Array.isArray(value))
    return eachItem(value, (item) => (typeof item === 'string' ? p.value(kind, item) : walk(item, p)));
  return walk(value, p);
}

function eachItem(list: readonly unknown[], change: (item: unknown) => unknown): readonly unknown[] {
  let copy: unknown[] | undefined;
  for (let i = 0; i < list.length; i++) {
    const item = list[i];
    const next = change(item);
    if (next !== item) (copy ??= list.slice())[i] = next;
  }
  return copy ?? list;
}
