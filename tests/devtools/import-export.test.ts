/**
 * Export and import of session files through the console: a round trip keeps every event; a wrong,
 * newer, corrupt, oversized or invalid file is refused with its translated message key, and the
 * console keeps what it showed before (nothing half-loaded).
 */
import { describe, expect, it } from 'vitest';
import { MAX_SESSION_FILE_BYTES } from '../../events/session-file';
import { AppConfig } from '../../events/contract/app-config';
import { createStore } from '../../src/store/store';
import { createConsole } from '../../devtools/console/console-model';
import { readSession, serializeSession, sessionFileOf } from '../../devtools/session/session-io';
import { configInput } from '../support/builders';
import { readEnUs } from '../i18n/catalogue-files';
import { recordedSession } from './support/recorded';

const config = AppConfig.parse(configInput);
const fileOf = (text: string, size = text.length) => ({ size, text: async () => text });

function exported(): string {
  return serializeSession(sessionFileOf(recordedSession().log.all(), config, 'build-1', new Date(0)));
}

async function importInto(text: string, size?: number) {
  const dev = createConsole(createStore(recordedSession().log));
  const result = await readSession(fileOf(text, size));
  if (result.ok) dev.load({ id: 'i', name: 'f.json', file: result.session });
  return { result, dev };
}

describe('session export and import', () => {
  it('round-trips every event, the config, the company and the build id', async () => {
    const original = recordedSession().log.all();
    const { result, dev } = await importInto(exported());
    expect(result.ok).toBe(true);
    expect(dev.allEvents()).toEqual(original);
    if (!result.ok) return;
    expect(result.session).toMatchObject({ company: 'sk-ws', buildId: 'build-1', version: 1 });
  });

  const refusals: [string, string, number?][] = [
    [
      'a file that is not JSON',
      '{"format": "hosting-checkout-session", "version": 1, "events": [',
      undefined,
    ],
    ['a file of another format', JSON.stringify({ format: 'har', version: 1 }), undefined],
    ['a file from a newer version', exported().replace('"version": 1', '"version": 99'), undefined],
    ['an oversized file', '{}', MAX_SESSION_FILE_BYTES + 1],
    ['a file with an unknown event type', exported().replace('"nav/changed"', '"nav/teleported"'), undefined],
    ['a file with events out of order', exported().replace('"seq": 1,', '"seq": 7,'), undefined],
  ];

  it.each(refusals)('refuses %s with a translated message and changes nothing', async (_name, text, size) => {
    const { result, dev } = await importInto(text, size);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(readEnUs())).toContain(result.error.messageKey);
    expect(dev.loaded.value).toBeNull();
  });

  it('names the reason of each refusal', async () => {
    const keys = await Promise.all(
      refusals.map(async ([, text, size]) => {
        const r = await readSession(fileOf(text, size));
        return r.ok ? 'ok' : r.error.messageKey;
      }),
    );
    expect(keys).toEqual([
      'session.import.not_json',
      'session.import.wrong_format',
      'session.import.newer_version',
      'session.import.too_large',
      'session.import.unknown_event',
      'session.import.bad_sequence',
    ]);
  });

  it('refuses an oversized file before reading it', async () => {
    let read = false;
    const result = await readSession({
      size: MAX_SESSION_FILE_BYTES + 1,
      text: async () => ((read = true), '{}'),
    });
    expect(result.ok).toBe(false);
    expect(read).toBe(false);
  });
});
