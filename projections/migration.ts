/**
 * The migration read model (spec §4 migration upload): the block toggle (closing it forgets the
 * assistance draft and this session's uploads), the assistance draft, each upload moving from idle
 * to uploading to uploaded or failed, refused files kept as failed with their reason, and files
 * being removed. The draft is dropped once a cart confirms it. `cart/reset` starts it over.
 */
import { castDraft, type Draft } from 'immer';
import { match } from 'ts-pattern';
import { initialMigrationState, type MigrationState, type UploadEntry } from './migration-state';
import type { ReadModel } from './read-model';

type MigrationDraft = Draft<MigrationState>;

export const reduceMigration: ReadModel = (draft, event) => {
  const m = draft.migration;
  match(event)
    .with({ type: 'migration/block-toggled' }, ({ payload }) => {
      m.open = payload.open;
      m.assistanceDraft = null;
      if (!payload.open) m.uploads = [];
    })
    .with({ type: 'migration/assistance-edited' }, ({ payload }) => {
      m.assistanceDraft = payload.needAssistance;
    })
    .with({ type: 'migration/upload-requested' }, ({ payload }) => {
      m.uploads.push({ ...payload, status: 'idle', serverFileName: null, error: null });
    })
    .with({ type: 'migration/file-rejected' }, ({ payload }) => {
      const { error, ...file } = payload;
      m.uploads.push({ ...file, status: 'failed', serverFileName: null, error: { ...error } });
    })
    .with({ type: 'migration/upload-started' }, ({ payload }) => {
      update(m, payload.uploadId, (u) => {
        u.status = 'uploading';
      });
    })
    .with({ type: 'migration/file-uploaded' }, ({ payload }) => {
      update(m, payload.uploadId, (u) => {
        u.status = 'uploaded';
        u.serverFileName = payload.file.serverFileName;
      });
    })
    .with({ type: 'migration/upload-failed' }, ({ payload }) => {
      const { messageKey, values } = payload.error;
      update(m, payload.uploadId, (u) => {
        u.status = 'failed';
        u.error = { translationKey: messageKey, ...(values ? { values: { ...values } } : {}) };
      });
    })
    .with({ type: 'migration/upload-dismissed' }, ({ payload }) => {
      m.uploads = m.uploads.filter((u) => u.uploadId !== payload.uploadId);
    })
    .with({ type: 'migration/file-remove-requested' }, ({ payload }) => {
      if (!m.removing.includes(payload.serverFileName)) m.removing.push(payload.serverFileName);
    })
    .with({ type: 'migration/file-removed' }, ({ payload }) => {
      m.removing = m.removing.filter((f) => f !== payload.serverFileName);
      m.uploads = m.uploads.filter((u) => u.serverFileName !== payload.serverFileName);
    })
    .with({ type: 'migration/file-remove-failed' }, ({ payload }) => {
      m.removing = m.removing.filter((f) => f !== payload.serverFileName);
    })
    .with({ type: 'cart/received' }, ({ payload }) => {
      const confirmed = payload.cart.migrationPromotion?.needAssistance;
      if (m.assistanceDraft !== null && confirmed === m.assistanceDraft) m.assistanceDraft = null;
    })
    .with({ type: 'cart/reset' }, () => {
      draft.migration = castDraft(initialMigrationState);
    })
    .otherwise(() => {});
};

function update(m: MigrationDraft, uploadId: string, change: (u: Draft<UploadEntry>) => void): void {
  const entry = m.uploads.find((u) => u.uploadId === uploadId);
  if (entry) change(entry);
}
