/**
 * The hosting migration promotion (spec §4, §8; contract E25–E27): commits the assistance choice,
 * answers the block's opening and closing, and runs the file uploads and removals one at a time.
 * The rules, and why Files stay out of the log: docs/decisions/011-cart-view-extras.md ("The
 * migration block", "Files stay out of the log: the upload shelf").
 */
import { EMPTY, Subscription, asyncScheduler, concatMap, from, map, switchMap, tap, timer } from 'rxjs';
import type { AppError } from '../../../events/app-error';
import type { EventOf } from '../../../events/envelope';
import { loadedCart } from '../../../projections/cart/selectors';
import type { ApiClient } from '../../api/client';
import { clientError } from '../../api/failures';
import type { Effect } from '../runtime/start-effects';
import type { EffectDeps, EffectLog } from '../runtime/deps';
import { foldedOfType, isOfType, ofType } from '../runtime/event-filters';
import { foldedEvents } from '../runtime/folded-events';
import { resetIfCartLost } from '../session-loss';
import { appendFlash } from '../flash';
import { uploadShelf, type UploadShelf } from '../../shared/upload-shelf';

const ASSISTANCE_DEBOUNCE_MS = 500;
const UPLOADED_FILES_PATH = 'uploadedFiles';
const FILES_STATE_MISSING = 'exception.files_state_missing';

type FileWork = EventOf<'migration/upload-requested' | 'migration/file-remove-requested'>;

export function createMigrationEffect(shelf: UploadShelf): Effect {
  return (deps) => {
    const { log } = deps;
    const subscription = new Subscription();
    subscription.add(assistanceDebounce(deps));
    subscription.add(
      // Opening answers needAssistance false while it is null; closing answers null and removes
      // every uploaded file.
      foldedEvents(log)
        .pipe(foldedOfType('migration/block-toggled'))
        .subscribe(({ event: e, state }) => {
          const promotion = loadedCart(state)?.migrationPromotion ?? null;
          if (e.payload.open) {
            if (promotion?.needAssistance === null)
              log.append('migration/assistance-committed', { assistance: false });
            return;
          }
          if (promotion?.needAssistance !== null)
            log.append('migration/assistance-committed', { assistance: null });
          for (const f of promotion?.uploadedFiles ?? []) {
            log.append('migration/file-remove-requested', { serverFileName: f.serverFileName });
          }
        }),
    );
    subscription.add(fileWork(deps, shelf));
    return subscription;
  };
}

/** The effect the runtime starts, on the page's shelf. */
export const migrationEffect: Effect = createMigrationEffect(uploadShelf);

/** The choice is committed after 500 ms of quiet (sent as E25); toggling the block cancels a waiting one. */
function assistanceDebounce({ log, scheduler }: EffectDeps): Subscription {
  return log.events$
    .pipe(
      ofType('migration/assistance-edited', 'migration/block-toggled'),
      switchMap((e) =>
        e.type === 'migration/assistance-edited'
          ? timer(ASSISTANCE_DEBOUNCE_MS, scheduler ?? asyncScheduler).pipe(
              map(() => e.payload.needAssistance),
            )
          : EMPTY,
      ),
    )
    .subscribe((assistance) => log.append('migration/assistance-committed', { assistance }));
}

/**
 * Uploads and removals, one at a time in the order asked. Upload messages, and those of files the
 * view refused, go to `uploadedFiles` (a new upload clears them); the cart is read again when the
 * last pending upload has finished and after a removal.
 */
function fileWork({ log, api }: EffectDeps, shelf: UploadShelf): Subscription {
  let pendingUploads = 0;
  /** Uploads asked before the block was last closed: they no longer run. */
  const dropped = new Set<string>();
  const subscription = new Subscription();
  subscription.add(
    log.events$.pipe(ofType('migration/block-toggled')).subscribe((e) => {
      if (e.payload.open) return;
      // The read model forgets this session's uploads at this very close: the ones asked are in the log.
      const waiting = log
        .all()
        .filter(isOfType('migration/upload-requested'))
        .map((x) => x.payload.uploadId);
      for (const id of waiting) dropped.add(id);
      shelf.discard(waiting);
    }),
  );
  subscription.add(
    log.events$.pipe(ofType('migration/file-rejected')).subscribe((e) => {
      const { translationKey, values } = e.payload.error;
      log.append('messages/shown', {
        path: UPLOADED_FILES_PATH,
        message: { translationKey, type: 'error', ...(values ? { values } : {}) },
      });
    }),
  );
  subscription.add(
    log.events$
      .pipe(
        ofType('migration/upload-requested', 'migration/file-remove-requested'),
        tap((e) => {
          if (e.type === 'migration/upload-requested') {
            pendingUploads += 1;
            log.append('messages/cleared', { path: UPLOADED_FILES_PATH });
          }
        }),
        concatMap((e: FileWork) =>
          from(
            (async () => {
              if (e.type === 'migration/file-remove-requested') {
                await removeFile(log, api, e.payload.serverFileName);
                return;
              }
              if (!dropped.has(e.payload.uploadId)) await upload(log, api, shelf, e.payload.uploadId);
              pendingUploads -= 1;
              if (pendingUploads === 0) log.append('cart/load-requested', { reason: 'migration-upload' });
            })(),
          ),
        ),
      )
      .subscribe(),
  );
  return subscription;
}

/** Takes the File from the shelf, logs the upload as started, then uploaded or failed; a lost cart resets. */
async function upload(log: EffectLog, api: ApiClient, shelf: UploadShelf, uploadId: string): Promise<void> {
  const file = shelf.take(uploadId);
  if (!file) {
    failUpload(log, uploadId, clientError(FILES_STATE_MISSING));
    return;
  }
  const name = file instanceof File ? file.name : undefined;
  log.append('migration/upload-started', { uploadId });
  const result = await api.uploadMigrationFile(file, name ? { fileName: name } : {});
  appendFlash(log, result.flash);
  if (result.ok) log.append('migration/file-uploaded', { uploadId, file: result.value });
  else if (!resetIfCartLost(log, result.error)) failUpload(log, uploadId, result.error);
}

/**
 * A reply the client could not read (not JSON, e.g. an HTML error page, or JSON of the wrong
 * shape) says nothing about the file: spec §8 sends it to the general handler.
 */
function unreadable(error: AppError): boolean {
  return error.kind === 'parse' || error.kind === 'schema';
}

function failUpload(log: EffectLog, uploadId: string, error: AppError): void {
  log.append('migration/upload-failed', { uploadId, error });
  const path = unreadable(error) ? 'general' : UPLOADED_FILES_PATH;
  const keys = [
    { translationKey: error.messageKey, ...(error.values ? { values: error.values } : {}) },
    ...error.violations.flatMap((v) => v.errors),
  ];
  for (const { translationKey, values } of keys) {
    log.append('messages/shown', {
      path,
      message: { translationKey, type: 'error', ...(values ? { values } : {}) },
    });
  }
}

/** A failed removal goes to the general message area; a lost cart resets. */
async function removeFile(log: EffectLog, api: ApiClient, serverFileName: string): Promise<void> {
  const result = await api.deleteMigrationFile(serverFileName);
  appendFlash(log, result.flash);
  if (result.ok) {
    log.append('migration/file-removed', { serverFileName });
    log.append('cart/load-requested', { reason: 'migration-file-removed' });
    return;
  }
  if (resetIfCartLost(log, result.error)) return;
  log.append('migration/file-remove-failed', { serverFileName, error: result.error });
  const { messageKey, values } = result.error;
  log.append('messages/shown', {
    path: 'general',
    message: { translationKey: messageKey, type: 'error', ...(values ? { values } : {}) },
  });
}
