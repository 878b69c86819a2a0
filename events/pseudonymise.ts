/**
 * Pseudonymises events before they leave the browser, are written to storage or exported (decision
 * 037): every payload and recorded body is walked by key name (personal-fields.ts) and each personal
 * value gets its stand-in (pseudonyms.ts). Like redaction, the walk copies only what changes and
 * never changes its input; unlike redaction it is not done at append (decision 007: the append stays
 * cheap, and the live app and console keep the real values in memory), but where events are
 * serialised. Events already pseudonymised (the tab's earlier page loads, read back from storage) are
 * marked and left as they are, so no value is pseudonymised twice.
 *
 * Beside the field names, values are classified by what they are (issue 30): every other text is
 * scrubbed of e-mails, phones, card numbers and IBANs (free-text-scrub.ts); a message's `values`
 * (an error's, a violation's, a flash message's: what the provider echoes) are replaced but for
 * harmless placeholders; coupon codes and a saved card are redacted; recorded headers are kept by
 * an allow list (recorded-headers.ts), a flash-messages header parsed and pseudonymised; and the
 * session's config is redacted by the very function `app/booted` is redacted with at append.
 */
import type { AppEvent } from './envelope';
import { scrubFreeText } from './free-text-scrub';
import {
  classifyField,
  eventFields,
  eventsWithoutPersonalData,
  harmlessMessageValues,
  kindOfFormField,
  marksPerson,
  secretByNeighbours,
  type PersonalKind,
} from './personal-fields';
import type { Pseudonymiser } from './pseudonyms';
import { flashMessagesHeader, recordedHeaderNames } from './recorded-headers';
import { redact } from './redact';
import type { SessionFile } from './session-file';

const keptHeaders: ReadonlySet<string> = new Set(recordedHeaderNames);
/** Events whose `headers` are a recorded exchange's. */
const withHeaders: ReadonlySet<string> = new Set(['api/requested', 'api/responded']);
/** The fields of an object that tell it is a message (its `values` are placeholders). */
const messageMarks = ['translationKey', 'messageKey', 'text'] as const;

const done = new WeakSet<object>();

/** Marks events as already pseudonymised (read back from the tab's stored recording). */
export function markPseudonymised(events: readonly AppEvent[]): void {
  for (const event of events) done.add(event);
}

/** The event with its personal values replaced (the very same event when it holds none). */
export function pseudonymiseEvent(event: AppEvent, p: Pseudonymiser): AppEvent {
  if (done.has(event)) return event;
  // Kept whole by field name (message keys), still scrubbed of what its texts hold.
  const byFields = !eventsWithoutPersonalData.has(event.type);
  const payload = withHeaders.has(event.type)
    ? exchange(event.payload, p)
    : walk(event.payload, p, byFields, eventFields[event.type]);
  if (payload === event.payload) return event;
  const next = { ...event, payload } as AppEvent;
  done.add(next);
  return next;
}

export function pseudonymiseEvents(events: readonly AppEvent[], p: Pseudonymiser): AppEvent[] {
  return events.map((event) => pseudonymiseEvent(event, p));
}

/**
 * A session file as it may leave the browser: its events pseudonymised, its config redacted as
 * `app/booted`'s is at append (the suggestion services' keys) and pseudonymised.
 */
export function pseudonymiseSession(file: SessionFile, p: Pseudonymiser): SessionFile {
  return {
    ...file,
    config: walk(redact(file.config), p, true) as SessionFile['config'],
    events: pseudonymiseEvents(file.events, p),
  };
}

function walk(
  value: unknown,
  p: Pseudonymiser,
  byFields: boolean,
  own?: Readonly<Record<string, PersonalKind>>,
): unknown {
  if (typeof value === 'string') return scrubFreeText(value, p);
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return eachItem(value, (item) => walk(item, p, byFields));
  const record = value as Record<string, unknown>;
  const formField =
    byFields && typeof record.field === 'string' && 'value' in record ? kindOfFormField(record.field) : null;
  const isMessage = messageMarks.some((mark) => typeof record[mark] === 'string');
  let aboutPerson: boolean | undefined;
  let copy: Record<string, unknown> | undefined;
  for (const key in record) {
    const v = record[key];
    // A record's key may be a value too (a map by login or by e-mail).
    const name = scrubFreeText(key, p);
    if (name !== key) {
      copy ??= { ...record };
      delete copy[key];
      copy[name] = v;
    }
    if (v === null || v === undefined) continue;
    let kind: PersonalKind | null = null;
    if (byFields) {
      const found = own?.[key] ?? (key === 'value' && formField ? formField : classifyField(key));
      if (found === 'name-beside-personal-data') {
        aboutPerson ??= Object.keys(record).some(marksPerson);
        kind = aboutPerson ? 'name' : null;
      } else kind = found;
      if (!kind && secretByNeighbours(key, record)) kind = 'secret';
    }
    const next = kind
      ? personal(v, kind, p)
      : key === 'values' && isMessage && typeof v === 'object'
        ? messageValues(v, p)
        : walk(v, p, byFields);
    if (next !== v) (copy ??= { ...record })[name] = next;
  }
  return copy ?? record;
}

/** A value under a personal field: each text in it replaced; objects inside walked by their keys. */
function personal(value: unknown, kind: PersonalKind, p: Pseudonymiser): unknown {
  if (typeof value === 'string') return standIn(kind, value, p);
  if (Array.isArray(value))
    return eachItem(value, (item) =>
      typeof item === 'string' ? standIn(kind, item, p) : walk(item, p, true),
    );
  return walk(value, p, true);
}

/** A URL keeps its path (pseudonyms.ts): an e-mail or a phone in it is found by what it is. */
function standIn(kind: PersonalKind, value: string, p: Pseudonymiser): string {
  const next = p.value(kind, value);
  return kind === 'url' ? scrubFreeText(next, p) : next;
}

/**
 * A message's placeholders: what the provider echoed (a login, an e-mail, a name) gets its stand-in
 * by its placeholder's kind, else word by word; counts, prices, a domain… are only scrubbed.
 */
function messageValues(values: object, p: Pseudonymiser): unknown {
  if (Array.isArray(values)) return walk(values, p, true);
  const record = values as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key in record) {
    const v = record[key];
    if (typeof v !== 'string') continue;
    const found = kindOfFormField(key);
    const next = harmlessMessageValues.has(key) && !found ? scrubFreeText(v, p) : p.value(found ?? 'note', v);
    if (next !== v) (copy ??= { ...record })[key] = next;
  }
  return copy ?? record;
}

/** A recorded request or reply: its headers by their own rule, the rest walked. */
function exchange(payload: unknown, p: Pseudonymiser): unknown {
  const { headers, ...rest } = payload as { headers?: unknown };
  const walked = walk(rest, p, true);
  const kept = keptHeadersOf(headers, p);
  if (walked === rest && kept === headers) return payload;
  return { ...(walked as object), headers: kept };
}

/**
 * A recorded exchange's headers: only the allowed ones, their texts scrubbed; a flash-messages header
 * (a recording or an import from an older build) parsed and pseudonymised as its messages are.
 */
function keptHeadersOf(headers: unknown, p: Pseudonymiser): unknown {
  if (headers === null || typeof headers !== 'object') return headers;
  const kept: Record<string, string> = {};
  let changed = false;
  for (const [name, value] of Object.entries(headers as Record<string, unknown>)) {
    const lower = name.toLowerCase();
    let next: string | undefined;
    if (typeof value === 'string' && keptHeaders.has(lower)) next = scrubFreeText(value, p);
    else if (typeof value === 'string' && lower === flashMessagesHeader) {
      const messages = parsedJson(value);
      if (messages !== undefined) next = JSON.stringify(walk(messages, p, true));
    }
    if (next !== undefined) kept[name] = next;
    if (next !== value) changed = true;
  }
  return changed ? kept : headers;
}

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
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
