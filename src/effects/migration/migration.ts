/**
 * The hosting migration promotion (spec §4, §8; contract E25–E27): commits the assistance choice,
 * answers the block's opening and closing, and runs the file uploads and removals one at a time.
 * The rules, and why Files stay out of the log: docs/decisions/011-cart-view-extras.md ("The
 * migration block", "Files stay out of the log: the upload shelf"). An upload whose reply was lost
 * is settled by the cart read after it, never uploaded again: docs/decisions/076-unknown-outcome-of-a-create.md.
 */
import { EMPTY, Subscription, asyncScheduler, concatMap, from, map, switchMap, tap, timer } from 'rxjs';
import type { AppError } from '../../../events/app-error';
import type { PayloadOf } from '../../../events/catalogue/index';
import type { EventOf } from '../../../events/envelope';
import type { Cart } from '../../../events/contract/cart';
import { loadedCart } from '../../../projections/cart/selectors';
import type { ApiClient } from '../../api/client';
import { clientError } from '../../api/failures';
import { isUnknownOutcome } from '../../api/unknown-outcome';
import type { Effect } from '../runtime/start-effects';
import type { EffectDeps, EffectLog } from '../runtime/deps';
import { foldedOfType, isOfType, ofType } from '../runtime/event-filters';
import { foldedEvents } from '../runtime/folded-events';
import type { AppState } from '../../../projections/state';
import { resetIfCartLost } from '../session-loss';
import { appendFlash } from '../flash';
import { uploadShelf, type UploadShelf } from '../../shared/upload-shelf';

const ASSISTANCE_DEBOUNCE_MS = 500;
const UPLOADED_FILES_PATH = 'uploadedFiles';
const FILES_STATE_MISSING = 'exception.files_state_missing';
/** Said when the cart read after a lost upload reply could not be read either (decision 076). */
export const UPLOAD_OUTCOME_UNKNOWN = 'migration.outcome_unknown';

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
  const unknown = unknownUploads(log);
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
              if (!dropped.has(e.payload.uploadId)) await upload(log, api, shelf, e.payload, unknown);
              pendingUploads -= 1;
              if (pendingUploads === 0) log.append('cart/load-requested', { reason: 'migration-upload' });
            })(),
          ),
        ),
      )
      .subscribe(),
  );
  subscription.add(unknown.subscription);
  return subscription;
}

type Requested = PayloadOf<'migration/upload-requested'>;

interface UnknownUploads {
  /** Records an upload whose reply was lost; the next cart read after it settles it. */
  add(upload: Requested, error: AppError): void;
  subscription: Subscription;
}

/**
 * Uploads whose reply was lost (decision 076), settled by the first cart reply to a cart call
 * started after them (the provider processes a session's calls in arrival order, contract §1.11):
 * a listed file of the same name and size that was not listed before is the upload; none means it
 * did not happen; a failed cart read leaves it unknown and says so. Nothing is uploaded again.
 */
function unknownUploads(log: EffectLog): UnknownUploads {
  const waiting = new Map<string, { upload: Requested; error: AppError; known: string[] }>();
  const readsAfter = new Set<string>();
  let state: AppState | null = null;
  const settle = (cart: Cart | null) => {
    const claimed = new Set<string>();
    for (const [uploadId, { upload, error, known }] of waiting) {
      const file = cart
        ? (cart.migrationPromotion?.uploadedFiles ?? []).find(
            (f) =>
              !known.includes(f.serverFileName) &&
              !claimed.has(f.serverFileName) &&
              f.clientFileName === upload.name &&
              f.fileSize === upload.size,
          )
        : undefined;
      if (file) claimed.add(file.serverFileName);
      const outcome = file ? 'uploaded' : cart ? 'not-uploaded' : 'unknown';
      log.append('migration/upload-outcome-settled', { uploadId, outcome, file: file ?? null });
      if (outcome === 'not-uploaded') failUpload(log, uploadId, error);
      if (outcome === 'unknown')
        failUpload(log, uploadId, { ...clientError(UPLOAD_OUTCOME_UNKNOWN), values: { name: upload.name } });
    }
    waiting.clear();
    readsAfter.clear();
  };
  const subscription = foldedEvents(log).subscribe(({ event, state: next }) => {
    state = next;
    if (waiting.size === 0) return;
    if (event.type === 'cart/command-started') readsAfter.add(event.payload.commandId);
    else if (event.type === 'cart/received' && readsAfter.has(event.payload.commandId ?? ''))
      settle(event.payload.cart);
    else if (event.type === 'cart/command-failed' && readsAfter.has(event.payload.commandId)) settle(null);
  });
  return {
    subscription,
    add(upload, error) {
      const listed = state ? (loadedCart(state)?.migrationPromotion?.uploadedFiles ?? []) : [];
      const ours = state
        ? state.migration.uploads.flatMap((u) => (u.serverFileName ? [u.serverFileName] : []))
        : [];
      const known = [...new Set([...listed.map((f) => f.serverFileName), ...ours])];
      waiting.set(upload.uploadId, { upload, error, known });
      log.append('migration/upload-outcome-unknown', { uploadId: upload.uploadId, error, known });
    },
  };
}

/**
 * Takes the File from the shelf, logs the upload as started, then uploaded or failed; a lost cart
 * resets; a lost reply waits for the cart read after it (`unknownUploads`).
 */
async function upload(
  log: EffectLog,
  api: ApiClient,
  shelf: UploadShelf,
  requested: Requested,
  unknown: UnknownUploads,
): Promise<void> {
  const { uploadId } = requested;
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
  else if (isUnknownOutcome(result.error)) unknown.add(requested, result.error);
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
