/**
 * The session file round-trips a recorded session, and refuses every file it cannot trust (another
 * format or a newer version, bad JSON, unknown or invalid events, events out of sequence) saying why.
 */
import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../events/clock';
import { AppConfig } from '../../events/contract/app-config';
import { EventLog } from '../../events/log';
import {
  SESSION_FILE_VERSION,
  checkStoredEvents,
  createSessionFile,
  parseSessionFile,
  serializeSession,
  type SessionFile,
} from '../../events/session-file';

function recorded(): SessionFile {
  const log = new EventLog({ clock: new ManualClock() });
  log.append('nav/changed', { path: '/checkout', search: '' });
  log.append('ui/side-panel-opened', { panel: 'login' });
  log.append('messages/shown', {
    path: 'general',
    message: { translationKey: 'flash.saved', type: 'success' },
  });
  return createSessionFile({
    exportedAt: '2025-01-01T00:00:00.000Z',
    buildId: 'build-1',
    company: 'sk-ws',
    config: AppConfig.parse({ validationApiUrl: 'v', apiUrl: 'a', loginUrl: 'l' }),
    events: [...log.all()],
  });
}

function tampered(
  change: (json: Record<string, unknown> & { events: Record<string, unknown>[] }) => void,
): string {
  const json = JSON.parse(serializeSession(recorded()));
  change(json);
  return JSON.stringify(json);
}

function errorOf(text: string) {
  const result = parseSessionFile(text);
  expect(result.ok).toBe(false);
  return result.ok ? null : result.error;
}

describe('the session file', () => {
  it('round-trips a recorded session unchanged', () => {
    const file = recorded();
    const result = parseSessionFile(serializeSession(file));
    expect(result).toEqual({ ok: true, session: file });
  });

  it('refuses a file of another format', () => {
    expect(errorOf(JSON.stringify({ format: 'har', version: 1 }))?.messageKey).toBe(
      'session.import.wrong_format',
    );
  });

  it('refuses a file written by a newer version, saying which', () => {
    const error = errorOf(tampered((json) => (json.version = SESSION_FILE_VERSION + 1)));
    expect(error).toMatchObject({
      messageKey: 'session.import.newer_version',
      values: { version: SESSION_FILE_VERSION + 1 },
    });
  });

  it('refuses an event written by a newer schema version', () => {
    const error = errorOf(tampered((json) => (json.events[1]!.v = 99)));
    expect(error?.messageKey).toBe('session.import.newer_version');
  });

  it('refuses text that is not JSON', () => {
    expect(errorOf('{"format": "hosting-checkout-session", ')?.messageKey).toBe('session.import.not_json');
  });

  it('reads an event recorded under a name it had before a rename under its name now', () => {
    const result = parseSessionFile(
      tampered((json) => {
        json.events[2] = {
          ...json.events[2],
          type: 'cart/coupon-add-requested',
          payload: { code: 'SAVE10' },
        };
      }),
    );
    expect(result.ok && result.session.events[2]).toMatchObject({
      type: 'cart-extras/coupon-add-requested',
      payload: { code: 'SAVE10' },
    });
    expect(
      checkStoredEvents([{ ...recorded().events[0]!, type: 'cart/note-committed', payload: { note: 'hi' } }]),
    ).toMatchObject([{ type: 'cart-extras/note-committed', payload: { note: 'hi' } }]);
  });

  it('refuses an event type the catalogue does not know, naming it, and returns no session', () => {
    const result = parseSessionFile(tampered((json) => (json.events[2]!.type = 'cart/teleported')));
    expect(result).toEqual({
      ok: false,
      error: { messageKey: 'session.import.unknown_event', values: { index: 2, type: 'cart/teleported' } },
    });
  });

  it('refuses an event whose payload does not fit its schema, with details', () => {
    const error = errorOf(tampered((json) => (json.events[1]!.payload = { panel: 'basket' })));
    expect(error).toMatchObject({
      messageKey: 'session.import.invalid_event',
      values: { index: 1, type: 'ui/side-panel-opened' },
    });
    expect(error?.detail).toBeTruthy();
  });

  it('refuses events out of sequence', () => {
    const error = errorOf(tampered((json) => (json.events[1]!.seq = 7)));
    expect(error).toMatchObject({ messageKey: 'session.import.bad_sequence', values: { index: 1 } });
  });

  it('refuses a file with a missing part of its body', () => {
    expect(errorOf(tampered((json) => delete json.config))?.messageKey).toBe('session.import.invalid');
  });
});
