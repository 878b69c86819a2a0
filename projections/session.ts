/**
 * The session read model: the configuration and locale the app booted with, or why it could not
 * boot, and translation keys found missing (each reported once).
 */
import { castDraft } from 'immer';
import { match } from 'ts-pattern';
import type { ReadModel } from './read-model';

export const reduceSession: ReadModel = (draft, event) => {
  const session = draft.session;
  match(event)
    .with({ type: 'app/booted' }, ({ payload }) => {
      session.config = castDraft(payload.config);
      session.locale = payload.locale;
      session.boot = { status: 'booted', mode: payload.mode, buildId: payload.buildId };
    })
    .with({ type: 'app/boot-failed' }, ({ payload }) => {
      session.boot = { status: 'failed', messageKey: payload.messageKey, detail: payload.detail ?? null };
    })
    .with({ type: 'app/locale-changed' }, ({ payload }) => {
      session.locale = payload.locale;
    })
    .with({ type: 'app/translation-missing' }, ({ payload }) => {
      const id = `${payload.locale}:${payload.key}`;
      if (!session.missingTranslations.includes(id)) session.missingTranslations.push(id);
    })
    .with({ type: 'app/crashed' }, ({ payload }) => {
      session.crash = { messageKey: payload.messageKey, detail: payload.detail };
    })
    .otherwise(() => {});
};
