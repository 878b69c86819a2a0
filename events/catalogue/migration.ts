/**
 * The hosting migration promotion block (spec §4, contract E25–E27): opening and closing the block,
 * the assistance choice (edited per click, committed by an effect after 500 ms), and invoice uploads
 * with a status per file. Files never enter the log: an upload is described by a client-side
 * `uploadId` with the file's name, size and type; the File itself waits in the upload shelf.
 */
import * as z from 'zod/mini';
import { AppError } from '../app-error';
import { UploadedFile } from '../contract/cart';
import { cartCommands, fact, intent, notFolded } from '../define';

const FileInfo = { uploadId: z.string(), name: z.string(), size: z.number(), type: z.string() };
const FileError = z.object({
  translationKey: z.string(),
  values: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});

/** This feature's cart commands (events/catalogue/cart-commands.ts): the message area of each. */
export const migrationCommands = cartCommands({
  'set-migration-assistance': {},
});

export const migrationEvents = {
  /** Closing sets needAssistance null and removes the files; opening sets it false if null. */
  'migration/block-toggled': intent(z.object({ open: z.boolean() })),
  'migration/assistance-edited': intent(z.object({ needAssistance: z.boolean() })),
  /** The command an effect sends (E25) once the choice has been quiet for 500 ms; null closes. */
  'migration/assistance-committed': intent(z.object({ assistance: z.nullable(z.boolean()) }), notFolded),
  'migration/upload-requested': intent(z.object(FileInfo)),
  /** Refused before upload by the client rule (JPEG or PDF, under 5242880 bytes). */
  'migration/file-rejected': fact(z.object({ ...FileInfo, error: FileError })),
  'migration/upload-started': fact(z.object({ uploadId: z.string() })),
  'migration/file-uploaded': fact(z.object({ uploadId: z.string(), file: UploadedFile })),
  'migration/upload-failed': fact(z.object({ uploadId: z.string(), error: AppError })),
  /**
   * No reply the provider gave to an upload (decision 076): the file may be there. The next cart
   * read (its `uploadedFiles`) settles it; nothing is uploaded again. `known`: the files listed
   * before, which the uploaded one cannot be.
   */
  'migration/upload-outcome-unknown': fact(
    z.object({ uploadId: z.string(), error: AppError, known: z.array(z.string()) }),
    notFolded,
  ),
  /**
   * What the cart read after it said: `uploaded` (`file`: the listed file of that name and size,
   * not listed before), `not-uploaded`, or `unknown` (the cart could not be read). The last two
   * end as `migration/upload-failed` with their message.
   */
  'migration/upload-outcome-settled': fact(
    z.object({
      uploadId: z.string(),
      outcome: z.enum(['uploaded', 'not-uploaded', 'unknown']),
      file: z.nullable(UploadedFile),
    }),
  ),
  /** A failed or refused upload taken off the list. */
  'migration/upload-dismissed': intent(z.object({ uploadId: z.string() })),
  'migration/file-remove-requested': intent(z.object({ serverFileName: z.string() })),
  'migration/file-removed': fact(z.object({ serverFileName: z.string() })),
  'migration/file-remove-failed': fact(z.object({ serverFileName: z.string(), error: AppError })),
};
