/**
 * The migration upload block as the cart view shows it (spec §4): open or closed, the assistance
 * choice, and one row per file — the cart's uploaded files first, then this session's uploads that
 * the cart does not list yet (waiting, uploading, failed or just uploaded).
 */
import type { FileMessage, UploadStatus } from './state';
import { loadedCart } from '../cart/selectors';
import type { AppState } from '../state';

export interface MigrationFileRow {
  key: string;
  name: string;
  size: number;
  status: UploadStatus;
  serverFileName: string | null;
  /** Set for a local upload row (it can be dismissed when failed). */
  uploadId: string | null;
  error: FileMessage | null;
  removing: boolean;
}

export interface MigrationView {
  open: boolean;
  /** true: needs help (50 % off next year); false: self-managed (100 %); null: not answered. */
  assistance: boolean | null;
  files: MigrationFileRow[];
  /** Some upload is waiting or running. */
  uploading: boolean;
}

/** Null unless the cart's migration promotion applies. */
export function migrationView(state: AppState): MigrationView | null {
  const promotion = loadedCart(state)?.migrationPromotion ?? null;
  if (promotion === null || !promotion.applicable) return null;
  const m = state.migration;
  const onServer = new Set(promotion.uploadedFiles.map((f) => f.serverFileName));
  const serverRows: MigrationFileRow[] = promotion.uploadedFiles.map((f) => ({
    key: f.serverFileName,
    name: f.clientFileName,
    size: f.fileSize,
    status: 'uploaded',
    serverFileName: f.serverFileName,
    uploadId: null,
    error: null,
    removing: m.removing.includes(f.serverFileName),
  }));
  const localRows: MigrationFileRow[] = m.uploads
    .filter((u) => u.serverFileName === null || !onServer.has(u.serverFileName))
    .map((u) => ({
      key: u.uploadId,
      name: u.name,
      size: u.size,
      status: u.status,
      serverFileName: u.serverFileName,
      uploadId: u.uploadId,
      error: u.error,
      removing: u.serverFileName !== null && m.removing.includes(u.serverFileName),
    }));
  const files = [...serverRows, ...localRows];
  const answered = promotion.needAssistance !== null || promotion.uploadedFiles.length > 0;
  return {
    open: m.open ?? answered,
    assistance: m.assistanceDraft ?? promotion.needAssistance,
    files,
    uploading: m.uploads.some((u) => u.status === 'idle' || u.status === 'uploading'),
  };
}
