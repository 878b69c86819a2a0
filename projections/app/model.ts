/**
 * The session read model: the configuration and locale the app booted with, or why it could not
 * boot, and translation keys found missing (each reported once).
 */
import { castDraft } from 'immer';
import { edit, onSlice } from '../on-events';

export const reduceSession = onSlice('session', {
  'app/booted': edit((session, { payload }) => {
    session.config = castDraft(payload.config);
    session.locale = payload.locale;
    session.boot = { status: 'booted', mode: payload.mode, buildId: payload.buildId };
  }),
  'app/boot-failed': edit((session, { payload }) => {
    session.boot = { status: 'failed', messageKey: payload.messageKey, detail: payload.detail ?? null };
  }),
  'app/locale-changed': edit((session, { payload }) => {
    session.locale = payload.locale;
  }),
  'app/translation-missing': edit((session, { payload }) => {
    const id = `${payload.locale}:${payload.key}`;
    if (!session.missingTranslations.includes(id)) session.missingTranslations.push(id);
  }),
  'app/crashed': edit((session, { payload }) => {
    session.crash = { messageKey: payload.messageKey, detail: payload.detail };
  }),
});
