/**
 * The migration upload block's effects against the real mock provider (msw/node): uploads with
 * their statuses and the cart reload after the last one, server refusals at `uploadedFiles`,
 * removal, the block's open/close rules and the debounced assistance choice. Files reach the
 * effect through the upload shelf; the log only ever holds their name, size and type.
 */
import { HttpResponse, http } from 'msw';
import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { messagesAt } from '../../projections/messages/selectors';
import { migrationView } from '../../projections/migration/selectors';
import { cartLoadEffect } from '../../src/effects/cart/load';
import { cartQueueEffect } from '../../src/effects/runtime/core-effects';
import { createMigrationEffect } from '../../src/effects/migration/migration';
import { UploadShelf } from '../../src/shared/upload-shelf';
import {
  PROVIDER_API,
  providerHarness,
  seed,
  until,
  useTestProvider,
  type ProviderHarness,
} from '../support/provider-harness';

const provider = useTestProvider();

const pdf = (name: string, text = '%PDF-1.4 secret contents') =>
  new File([text], name, { type: 'application/pdf' });
const loads = (h: ProviderHarness) => h.all('cart/received').filter((e) => e.payload.command === 'load');
const lastCart = (h: ProviderHarness) => h.all('cart/received').at(-1)?.payload.cart;

async function loaded(scheduler?: VirtualTimeScheduler) {
  seed(provider, { cart: 'with-items', login: null });
  const shelf = new UploadShelf();
  const h = providerHarness([cartQueueEffect, cartLoadEffect, createMigrationEffect(shelf)], {}, scheduler);
  h.log.append('cart/load-requested', { reason: 'boot' });
  expect(await until(() => loads(h).length === 1)).toBe(true);
  expect(lastCart(h)?.migrationPromotion?.applicable).toBe(true);
  const upload = (file: File) => {
    const uploadId = shelf.put(file);
    h.log.append('migration/upload-requested', {
      uploadId,
      name: file.name,
      size: file.size,
      type: file.type,
    });
    return uploadId;
  };
  return { h, shelf, upload };
}

describe('migration uploads against the provider', () => {
  it('uploads a PDF through idle, uploading and uploaded, then reads the cart again', async () => {
    const { h, upload } = await loaded();
    const id = upload(pdf('invoice-2024.pdf'));
    expect(migrationView(h.state())?.files.map((f) => f.status)).toEqual(['uploading']);
    expect(await until(() => loads(h).length === 2)).toBe(true);
    const story = h.log
      .all()
      .filter((e) => e.type.startsWith('migration/') && 'uploadId' in (e.payload as object))
      .map((e) => e.type);
    expect(story).toEqual([
      'migration/upload-requested',
      'migration/upload-started',
      'migration/file-uploaded',
    ]);
    expect(lastCart(h)?.migrationPromotion?.uploadedFiles).toEqual([
      expect.objectContaining({ clientFileName: 'invoice-2024.pdf', fileSize: 24 }),
    ]);
    const view = migrationView(h.state());
    expect(view?.files).toEqual([expect.objectContaining({ name: 'invoice-2024.pdf', status: 'uploaded' })]);
    expect(JSON.stringify(h.log.all())).not.toContain('secret contents');
    expect(h.all('migration/upload-requested')[0]?.payload).toEqual({
      uploadId: id,
      name: 'invoice-2024.pdf',
      size: 24,
      type: 'application/pdf',
    });
  });

  it('reads the cart once, after the last of several uploads', async () => {
    const { h, upload } = await loaded();
    upload(pdf('a.pdf'));
    upload(new File(['jpeg'], 'b.jpg', { type: 'image/jpeg' }));
    upload(pdf('c.pdf'));
    expect(migrationView(h.state())?.files.map((f) => f.status)).toEqual(['uploading', 'idle', 'idle']);
    expect(migrationView(h.state())?.uploading).toBe(true);
    expect(await until(() => h.all('migration/file-uploaded').length === 3 && loads(h).length === 2)).toBe(
      true,
    );
    const seqOf = (type: string) =>
      h.log
        .all()
        .filter((e) => e.type === type)
        .map((e) => e.seq);
    const lastUploaded = Math.max(...seqOf('migration/file-uploaded'));
    expect(h.all('cart/load-requested').map((e) => e.seq > lastUploaded)).toEqual([false, true]);
    expect(lastCart(h)?.migrationPromotion?.uploadedFiles.map((f) => f.clientFileName)).toEqual([
      'a.pdf',
      'b.jpg',
      'c.pdf',
    ]);
  });

  it('marks a file the provider refuses as failed and shows why at uploadedFiles', async () => {
    const { h, upload } = await loaded();
    h.log.append('messages/subscribed', { path: 'uploadedFiles' });
    upload(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await until(() => h.types().includes('migration/upload-failed'))).toBe(true);
    const state = h.state();
    expect(migrationView(state)?.files).toEqual([
      expect.objectContaining({
        name: 'notes.txt',
        status: 'failed',
        error: { translationKey: 'wsk.ws_uploader.validation.file_type' },
      }),
    ]);
    expect(messagesAt(state, 'uploadedFiles').map((m) => m.translationKey)).toEqual([
      'wsk.ws_uploader.validation.file_type',
    ]);
  });

  it('sends an HTML error page in reply to an upload to the general message area', async () => {
    provider.server.use(
      http.post(
        `${PROVIDER_API}/promotion-for-migration`,
        () =>
          new HttpResponse('<html><body>Bad gateway</body></html>', {
            status: 502,
            headers: { 'content-type': 'text/html' },
          }),
      ),
    );
    const { h, upload } = await loaded();
    h.log.append('messages/subscribed', { path: 'uploadedFiles' });
    upload(pdf('invoice.pdf'));
    expect(await until(() => h.types().includes('migration/upload-failed'))).toBe(true);
    const state = h.state();
    expect(migrationView(state)?.files.map((f) => f.status)).toEqual(['failed']);
    expect(messagesAt(state, 'general').map((m) => m.translationKey)).toEqual(['general.unexpected']);
    expect(messagesAt(state, 'uploadedFiles')).toEqual([]);
  });

  it('sends an unreadable success reply to an upload to the general message area', async () => {
    provider.server.use(
      http.post(`${PROVIDER_API}/promotion-for-migration`, () => HttpResponse.text('OK, saved')),
    );
    const { h, upload } = await loaded();
    h.log.append('messages/subscribed', { path: 'uploadedFiles' });
    upload(pdf('invoice.pdf'));
    expect(await until(() => h.types().includes('migration/upload-failed'))).toBe(true);
    const state = h.state();
    expect(messagesAt(state, 'general').map((m) => m.translationKey)).toEqual(['general.invalid_reply']);
    expect(messagesAt(state, 'uploadedFiles')).toEqual([]);
  });

  it('fails an upload whose file is not on the shelf (a replay) with exception.files_state_missing', async () => {
    const { h } = await loaded();
    h.log.append('migration/upload-requested', {
      uploadId: 'upload-99',
      name: 'x.pdf',
      size: 1,
      type: 'application/pdf',
    });
    expect(await until(() => h.types().includes('migration/upload-failed'))).toBe(true);
    expect(h.all('migration/upload-failed')[0]?.payload.error.messageKey).toBe(
      'exception.files_state_missing',
    );
    expect(h.all('api/requested').some((e) => e.payload.method === 'POST')).toBe(false);
  });

  it('removes an uploaded file and reads the cart again', async () => {
    const { h, upload } = await loaded();
    upload(pdf('old.pdf'));
    expect(await until(() => loads(h).length === 2)).toBe(true);
    const serverFileName = lastCart(h)?.migrationPromotion?.uploadedFiles[0]?.serverFileName ?? '';
    h.log.append('migration/file-remove-requested', { serverFileName });
    expect(migrationView(h.state())?.files[0]?.removing).toBe(true);
    expect(await until(() => loads(h).length === 3)).toBe(true);
    expect(h.types()).toContain('migration/file-removed');
    expect(lastCart(h)?.migrationPromotion?.uploadedFiles).toEqual([]);
  });

  it('sends a failed removal to the general message area', async () => {
    const { h } = await loaded();
    h.log.append('migration/file-remove-requested', { serverFileName: 'never-uploaded.pdf' });
    expect(await until(() => h.types().includes('migration/file-remove-failed'))).toBe(true);
    expect(messagesAt(h.state(), 'general').map((m) => m.translationKey)).toEqual([
      'migration.file_not_found',
    ]);
  });
});

describe('the migration block and the assistance choice against the provider', () => {
  it('opening answers needAssistance false when unanswered; closing answers null and removes the files', async () => {
    const { h, upload } = await loaded();
    expect(migrationView(h.state())?.open).toBe(false);
    h.log.append('migration/block-toggled', { open: true });
    expect(migrationView(h.state())?.open).toBe(true);
    expect(await until(() => lastCart(h)?.migrationPromotion?.needAssistance === false)).toBe(true);
    upload(pdf('one.pdf'));
    upload(pdf('two.pdf'));
    expect(await until(() => lastCart(h)?.migrationPromotion?.uploadedFiles.length === 2)).toBe(true);
    h.log.append('migration/block-toggled', { open: false });
    expect(
      await until(
        () =>
          lastCart(h)?.migrationPromotion?.needAssistance === null &&
          lastCart(h)?.migrationPromotion?.uploadedFiles.length === 0,
      ),
    ).toBe(true);
    expect(h.all('migration/assistance-committed').map((e) => e.payload.assistance)).toEqual([false, null]);
    expect(h.all('migration/file-removed')).toHaveLength(2);
    expect(migrationView(h.state())?.open).toBe(false);
  });

  it('shows an answered block open after a reload (files or an answer open it)', async () => {
    const { h } = await loaded();
    h.log.append('migration/assistance-committed', { assistance: true });
    expect(await until(() => lastCart(h)?.migrationPromotion?.needAssistance === true)).toBe(true);
    const fresh = providerHarness([cartLoadEffect]);
    fresh.log.append('cart/load-requested', { reason: 'boot' });
    expect(await until(() => fresh.types().includes('cart/received'))).toBe(true);
    expect(migrationView(fresh.state())).toMatchObject({ open: true, assistance: true });
  });

  it('sends the assistance choice once it has been quiet for 500 ms, the last click winning', async () => {
    const scheduler = new VirtualTimeScheduler();
    const { h } = await loaded(scheduler);
    h.log.append('migration/assistance-edited', { needAssistance: true });
    h.log.append('migration/assistance-edited', { needAssistance: false });
    h.log.append('migration/assistance-edited', { needAssistance: true });
    expect(migrationView(h.state())?.assistance).toBe(true);
    expect(h.types()).not.toContain('migration/assistance-committed');
    scheduler.flush();
    expect(h.all('migration/assistance-committed').map((e) => e.payload.assistance)).toEqual([true]);
    expect(await until(() => lastCart(h)?.migrationPromotion?.needAssistance === true)).toBe(true);
    expect(h.state().migration.assistanceDraft).toBeNull();
  });
});
