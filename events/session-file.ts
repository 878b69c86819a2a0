/**
 * The session file: a versioned export of a recorded session (events, config, company, build id).
 * Import validates everything with zod and either returns a whole session or a clear reason why
 * not (wrong file, newer or older version, an event that does not fit the catalogue): never half.
 */
import * as z from 'zod/mini';
import { catalogue, isEventType } from './catalogue/index';
import { AppConfig } from './contract/app-config';
import { CompanyCode } from './contract/scalars';
import { EVENT_SCHEMA_VERSION, RawEnvelope, type AppEvent } from './envelope';
import { currentEventType } from './renamed-event-types';

export const SESSION_FORMAT = 'hosting-checkout-session';
export const SESSION_FILE_VERSION = 1;
/** Files larger than this are refused before parsing (a recorded session is far smaller). */
export const MAX_SESSION_FILE_BYTES = 50 * 1024 * 1024;

export interface SessionFile {
  format: typeof SESSION_FORMAT;
  version: number;
  exportedAt: string;
  buildId: string;
  company: CompanyCode;
  config: z.input<typeof AppConfig>;
  events: AppEvent[];
}

const Header = z.object({
  format: z.string(),
  version: z.int(),
});
const Body = z.object({
  exportedAt: z.string(),
  buildId: z.string(),
  company: CompanyCode,
  config: AppConfig,
  events: z.array(RawEnvelope),
});

export type ImportError = { messageKey: string; values?: Record<string, string | number>; detail?: string };
export type ImportResult = { ok: true; session: SessionFile } | { ok: false; error: ImportError };

export function createSessionFile(input: Omit<SessionFile, 'format' | 'version'>): SessionFile {
  return { format: SESSION_FORMAT, version: SESSION_FILE_VERSION, ...input };
}

export function serializeSession(file: SessionFile): string {
  return JSON.stringify(file, null, 1);
}

export function parseSessionFile(text: string): ImportResult {
  if (text.length > MAX_SESSION_FILE_BYTES) {
    return fail('session.import.too_large', { limit: '50 MB' });
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return fail('session.import.not_json', {}, String(e));
  }
  const header = Header.safeParse(json);
  if (!header.success || header.data.format !== SESSION_FORMAT) return fail('session.import.wrong_format');
  if (header.data.version > SESSION_FILE_VERSION) {
    return fail('session.import.newer_version', {
      version: header.data.version,
      supported: SESSION_FILE_VERSION,
    });
  }
  if (header.data.version < 1)
    return fail('session.import.unsupported_version', { version: header.data.version });
  const body = Body.safeParse(json);
  if (!body.success) return fail('session.import.invalid', {}, z.prettifyError(body.error));
  const events: AppEvent[] = [];
  for (const [index, raw] of body.data.events.entries()) {
    const checked = checkEvent(raw, index);
    if (!checked.ok) return checked;
    events.push(checked.event);
  }
  const { config, ...rest } = body.data;
  return {
    ok: true,
    session: { format: SESSION_FORMAT, version: SESSION_FILE_VERSION, ...rest, config, events },
  };
}

/**
 * Checks stored events against the envelope and the catalogue, numbering them from 0 in their order
 * (the tab's recording keeps segments whose numbers moved when older ones were dropped); null when
 * one does not fit.
 */
export function checkStoredEvents(raws: readonly unknown[]): AppEvent[] | null {
  const events: AppEvent[] = [];
  for (const [index, value] of raws.entries()) {
    const raw = RawEnvelope.safeParse(value);
    if (!raw.success) return null;
    const checked = checkEvent({ ...raw.data, seq: index }, index);
    if (!checked.ok) return null;
    events.push(checked.event);
  }
  return events;
}

function checkEvent(
  raw: z.infer<typeof RawEnvelope>,
  index: number,
): { ok: true; event: AppEvent } | { ok: false; error: ImportError } {
  if (raw.seq !== index) return fail('session.import.bad_sequence', { index });
  if (raw.v > EVENT_SCHEMA_VERSION)
    return fail('session.import.newer_version', { version: raw.v, supported: EVENT_SCHEMA_VERSION });
  const type = currentEventType(raw.type);
  if (!isEventType(type)) return fail('session.import.unknown_event', { index, type: raw.type });
  const parsed = catalogue[type].schema.safeParse(raw.payload);
  if (!parsed.success) {
    return fail('session.import.invalid_event', { index, type }, z.prettifyError(parsed.error));
  }
  return { ok: true, event: { ...raw, type, payload: parsed.data } as AppEvent };
}

function fail(
  messageKey: string,
  values: Record<string, string | number> = {},
  detail?: string,
): { ok: false; error: ImportError } {
  return { ok: false, error: { messageKey, values, ...(detail ? { detail } : {}) } };
}
