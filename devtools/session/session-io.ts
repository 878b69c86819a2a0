/**
 * Reading and writing session files for the console. Import checks the size before reading the
 * file, validates everything with `parseSessionFile` (events/session-file.ts) and redacts the
 * imported payloads again (a file written by hand or by an older build may carry secrets): a
 * refused file returns its message key and changes nothing. Export builds the versioned file
 * from the log; every export (session file, HAR, scenario) is made from `sessionForExport`, with the
 * customer's personal data pseudonymised (decision 037), whereas the console shows the real values.
 */
import { catalogue } from '../../events/catalogue/index';
import type { AppEvent } from '../../events/envelope';
import { pseudonymiseSession } from '../../events/pseudonymise';
import type { Pseudonymiser } from '../../events/pseudonyms';
import { redact } from '../../events/redact';
import {
  MAX_SESSION_FILE_BYTES,
  createSessionFile,
  parseSessionFile,
  serializeSession,
  type ImportResult,
  type SessionFile,
} from '../../events/session-file';
import type { AppConfig } from '../../events/contract/app-config';

export interface FileLike {
  size: number;
  text(): Promise<string>;
}

export async function readSession(file: FileLike): Promise<ImportResult> {
  if (file.size > MAX_SESSION_FILE_BYTES) {
    return { ok: false, error: { messageKey: 'session.import.too_large', values: { limit: '50 MB' } } };
  }
  let text: string;
  try {
    text = await file.text();
  } catch (e) {
    return { ok: false, error: { messageKey: 'session.import.not_json', detail: String(e) } };
  }
  return parseSessionText(text);
}

export function parseSessionText(text: string): ImportResult {
  const result = parseSessionFile(text);
  if (!result.ok) return result;
  const events = result.session.events.map(
    (e) => ({ ...e, payload: redact(e.payload, catalogue[e.type].sensitive) }) as AppEvent,
  );
  return { ok: true, session: { ...result.session, events } };
}

export function sessionFileOf(
  events: readonly AppEvent[],
  config: AppConfig,
  buildId: string,
  now = new Date(),
): SessionFile {
  return createSessionFile({
    exportedAt: now.toISOString(),
    buildId,
    company: config.company,
    config,
    events: [...events],
  });
}

/**
 * A session as it may leave the console (a download, the stored exports): personal data replaced by
 * the tab's stand-ins; events read back from the tab's recording are so already and kept.
 */
export function sessionForExport(file: SessionFile, pseudonymiser: Pseudonymiser): SessionFile {
  return pseudonymiseSession(file, pseudonymiser);
}

export { serializeSession };

/** Offers `text` as a download (the console's only way to hand a file to the developer). */
export function download(text: string, filename: string, mime: string, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([text], { type: mime }));
  const a = doc.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  doc.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
