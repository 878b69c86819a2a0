/**
 * The migration invoice rule (spec §5, contract E27), checked in the view before a file is
 * uploaded: JPEG or PDF only, at most 5242880 bytes. The messages are the provider's own keys, so
 * a refusal reads the same whether the client or the server made it.
 */
export const MIGRATION_FILE_TYPES: readonly string[] = ['image/jpeg', 'application/pdf'];
export const MIGRATION_FILE_LIMIT_BYTES = 5242880;
export const MIGRATION_FILE_LIMIT_LABEL = '5MB';

export interface FileRefusal {
  translationKey: string;
  values?: Record<string, string | number>;
}

export function checkMigrationFile(file: { type: string; size: number }): FileRefusal | null {
  if (!MIGRATION_FILE_TYPES.includes(file.type))
    return { translationKey: 'wsk.ws_uploader.validation.file_type' };
  if (file.size > MIGRATION_FILE_LIMIT_BYTES) {
    return {
      translationKey: 'wsk.ws_uploader.validation.file_size',
      values: { limit: MIGRATION_FILE_LIMIT_LABEL },
    };
  }
  return null;
}
