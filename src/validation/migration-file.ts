/**
 * The migration invoice rule (spec §5, contract E27), checked in the view before a file is
 * uploaded: JPEG or PDF only, under 5 MB (a file of exactly 5242880 bytes is refused, decision
 * 079). The messages are the provider's own keys, and a refused file is logged in the provider's
 * error shape (the size message names the limit), so a refusal reads the same whether the client
 * or the server made it.
 */
import { define, refine } from 'superstruct';
import { ruleFailure } from './form-rules';
import { messages } from './messages';

export const MIGRATION_FILE_TYPES: readonly string[] = ['image/jpeg', 'application/pdf'];
/** The spec's "under 5 MB = 5242880 bytes": sizes below this are accepted. */
const MIGRATION_FILE_LIMIT_BYTES = 5242880;
const MIGRATION_FILE_LIMIT_LABEL = '5MB';

interface FileFacts {
  type: string;
  size: number;
}

const migrationFileStruct = refine(
  define<FileFacts>(
    'migrationFile',
    (file) => MIGRATION_FILE_TYPES.includes((file as FileFacts).type) || messages.fileType,
  ),
  'size',
  (file) => file.size < MIGRATION_FILE_LIMIT_BYTES || messages.fileSize,
);

/** The `error` of `migration/file-rejected`. */
export interface FileRefusal {
  translationKey: string;
  values?: Record<string, string | number>;
}

/** The refusal to log for a file the rule refuses, or null when it may be uploaded. */
export function migrationFileRefusal(file: FileFacts): FileRefusal | null {
  const failure = ruleFailure(file, migrationFileStruct);
  if (failure === null) return null;
  return failure === messages.fileSize
    ? { translationKey: failure, values: { limit: MIGRATION_FILE_LIMIT_LABEL } }
    : { translationKey: failure };
}
