/**
 * The shape of the migration read model (projections/migration/model.ts), apart so projections/state.ts can name the
 * slice without importing the reducer: the block toggle, the assistance choice not yet confirmed
 * by the provider, and each upload this session with its status (contract §2 `UploadStatus`).
 */

export type UploadStatus = 'idle' | 'uploading' | 'uploaded' | 'failed';

export interface FileMessage {
  translationKey: string;
  values?: Record<string, string | number>;
}

export interface UploadEntry {
  uploadId: string;
  name: string;
  size: number;
  type: string;
  /** idle: waiting for its turn; uploading; uploaded (serverFileName set); failed (error set). */
  status: UploadStatus;
  serverFileName: string | null;
  error: FileMessage | null;
}

export interface MigrationState {
  /** The block checkbox as the customer set it; null = follow the cart (open with files or an answer). */
  open: boolean | null;
  /** The assistance choice clicked, before the provider confirms it; null = show the cart's. */
  assistanceDraft: boolean | null;
  uploads: UploadEntry[];
  /** serverFileNames being removed (E26). */
  removing: string[];
}

export const initialMigrationState: MigrationState = {
  open: null,
  assistanceDraft: null,
  uploads: [],
  removing: [],
};
