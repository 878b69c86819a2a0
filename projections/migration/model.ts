/**
 * The migration read model (spec §4 migration upload): the block toggle (closing it forgets the
 * assistance draft and this session's uploads), the assistance draft, each upload moving from idle
 * to uploading to uploaded or failed, refused files kept as failed with their reason, and files
 * being removed. The draft is dropped once a cart confirms it. `cart/reset` starts it over.
 */
import type { Draft } from 'immer';
import { initialMigrationState, type MigrationState, type UploadEntry } from './state';
import { edit, onSlice } from '../on-events';

type MigrationDraft = Draft<MigrationState>;

export const reduceMigration = onSlice('migration', {
  'migration/block-toggled': edit((m, { payload }) => {
    m.open = payload.open;
    m.assistanceDraft = null;
    if (!payload.open) m.uploads = [];
  }),
  'migration/assistance-edited': edit((m, { payload }) => {
    m.assistanceDraft = payload.needAssistance;
  }),
  'migration/upload-requested': edit((m, { payload }) => {
    m.uploads.push({ ...payload, status: 'idle', serverFileName: null, error: null });
  }),
  'migration/file-rejected': edit((m, { payload }) => {
    const { error, ...file } = payload;
    m.uploads.push({ ...file, status: 'failed', serverFileName: null, error: { ...error } });
  }),
  'migration/upload-started': edit((m, { payload }) => {
    update(m, payload.uploadId, (u) => {
      u.status = 'uploading';
    });
  }),
  'migration/file-uploaded': edit((m, { payload }) => {
    update(m, payload.uploadId, (u) => {
      u.status = 'uploaded';
      u.serverFileName = payload.file.serverFileName;
    });
  }),
  'migration/upload-failed': edit((m, { payload }) => {
    const { messageKey, values } = payload.error;
    update(m, payload.uploadId, (u) => {
      u.status = 'failed';
      u.error = { translationKey: messageKey, ...(values ? { values: { ...values } } : {}) };
    });
  }),
  'migration/upload-outcome-settled': edit((m, { payload }) => {
    const { file } = payload;
    if (!file) return;
    update(m, payload.uploadId, (u) => {
      u.status = 'uploaded';
      u.serverFileName = file.serverFileName;
    });
  }),
  'migration/upload-dismissed': edit((m, { payload }) => {
    m.uploads = m.uploads.filter((u) => u.uploadId !== payload.uploadId);
  }),
  'migration/file-remove-requested': edit((m, { payload }) => {
    if (!m.removing.includes(payload.serverFileName)) m.removing.push(payload.serverFileName);
  }),
  'migration/file-removed': edit((m, { payload }) => {
    m.removing = m.removing.filter((f) => f !== payload.serverFileName);
    m.uploads = m.uploads.filter((u) => u.serverFileName !== payload.serverFileName);
  }),
  'migration/file-remove-failed': edit((m, { payload }) => {
    m.removing = m.removing.filter((f) => f !== payload.serverFileName);
  }),
  'cart/received': (m, { payload }) => {
    const confirmed = payload.cart.migrationPromotion?.needAssistance;
    return m.assistanceDraft !== null && confirmed === m.assistanceDraft
      ? { ...m, assistanceDraft: null }
      : m;
  },
  'cart/reset': () => initialMigrationState,
});

function update(m: MigrationDraft, uploadId: string, change: (u: Draft<UploadEntry>) => void): void {
  const entry = m.uploads.find((u) => u.uploadId === uploadId);
  if (entry) change(entry);
}
