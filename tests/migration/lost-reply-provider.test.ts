/**
 * A migration upload whose reply is lost (issue 30, decision 076), against the mock provider: the
 * outcome is unknown, not failed; the cart read after it (its uploaded files) settles it; the file
 * is listed once and is not uploaded again; a cart that cannot be read either leaves it unknown and
 * asks the customer to check the list before uploading again.
 */
import { describe, expect, it } from 'vitest';
import { messagesAt } from '../../projections/messages/selectors';
import { isReportableError } from '../../src/effects/app/error-reporting';
import { migrationView } from '../../projections/migration/selectors';
import { cartLoadEffect } from '../../src/effects/cart/load';
import { createMigrationEffect, UPLOAD_OUTCOME_UNKNOWN } from '../../src/effects/migration/migration';
import { cartQueueEffect } from '../../src/effects/runtime/core-effects';
import { getOrCreateSession } from '../../fixtures/provider/sessions';
import { UploadShelf } from '../../src/shared/upload-shelf';
import {
  providerHarness,
  seed,
  until,
  useTestProvider,
  type ProviderHarness,
} from '../support/provider-harness';

const provider = useTestProvider();

const pdf = (name: string) => new File(['%PDF-1.4 invoice'], name, { type: 'application/pdf' });
const loads = (h: ProviderHarness) => h.all('cart/received').filter((e) => e.payload.command === 'load');
const atProvider = () => getOrCreateSession(provider.store, 'default').cart?.uploadedFiles ?? [];
const uploads = (h: ProviderHarness) => h.all('api/requested').filter((e) => e.payload.method === 'POST');

async function loaded() {
  seed(provider, { cart: 'with-items', login: null });
  const shelf = new UploadShelf();
  const h = providerHarness([cartQueueEffect, cartLoadEffect, createMigrationEffect(shelf)]);
  h.log.append('cart/load-requested', { reason: 'boot' });
  expect(await until(() => loads(h).length === 1)).toBe(true);
  h.log.append('messages/subscribed', { path: 'uploadedFiles' });
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
  return { h, upload };
}

describe('a migration upload whose reply is lost after the file was stored', () => {
  it('is settled as uploaded by the cart read after it: one file listed, no failure shown', async () => {
    const { h, upload } = await loaded();
    provider.store.setFaults({
      dropReply: true,
      method: 'POST',
      pathPattern: '/promotion-for-migration$',
      times: 1,
    });
    const id = upload(pdf('invoice-2024.pdf'));
    expect(await until(() => h.all('migration/upload-outcome-settled').length === 1)).toBe(true);
    expect(h.all('migration/upload-outcome-unknown')[0]?.payload).toMatchObject({
      uploadId: id,
      error: { kind: 'network' },
    });
    expect(isReportableError(h.all('migration/upload-outcome-unknown')[0]!)).toBe(true);
    const [stored] = atProvider();
    expect(atProvider()).toHaveLength(1);
    expect(h.all('migration/upload-outcome-settled')[0]?.payload).toEqual({
      uploadId: id,
      outcome: 'uploaded',
      file: stored,
    });
    expect(h.all('migration/upload-failed')).toEqual([]);
    const state = h.state();
    expect(migrationView(state)?.files.map((f) => [f.name, f.status])).toEqual([
      ['invoice-2024.pdf', 'uploaded'],
    ]);
    expect(messagesAt(state, 'uploadedFiles')).toEqual([]);
    expect(uploads(h)).toHaveLength(1);
  });

  it('stays unknown when the cart cannot be read either, and asks to check the list before uploading again', async () => {
    const { h, upload } = await loaded();
    provider.store.setFaults([
      { dropReply: true, method: 'POST', pathPattern: '/promotion-for-migration$', times: 1 },
      { dropReply: true, method: 'GET', pathPattern: '/cart$', times: 1 },
    ]);
    const id = upload(pdf('invoice-2024.pdf'));
    expect(await until(() => h.all('migration/upload-outcome-settled').length === 1)).toBe(true);
    expect(h.all('migration/upload-outcome-settled')[0]?.payload).toMatchObject({
      uploadId: id,
      outcome: 'unknown',
    });
    const state = h.state();
    expect(messagesAt(state, 'uploadedFiles')).toEqual([
      expect.objectContaining({
        translationKey: UPLOAD_OUTCOME_UNKNOWN,
        values: { name: 'invoice-2024.pdf' },
      }),
    ]);
    expect(uploads(h)).toHaveLength(1);
    expect(atProvider()).toHaveLength(1);
  });
});

describe('a migration upload answered by a gateway before the provider stored it', () => {
  it('is not listed in the cart read after it: failed with its message, nothing stored', async () => {
    const { h, upload } = await loaded();
    provider.store.setFaults({
      status: 504,
      // a gateway's own body, not the provider's (src/api/unknown-outcome.ts)
      malformedBody: true,
      method: 'POST',
      pathPattern: '/promotion-for-migration$',
      times: 1,
    });
    upload(pdf('invoice-2024.pdf'));
    expect(await until(() => h.all('migration/upload-failed').length === 1)).toBe(true);
    expect(h.all('migration/upload-outcome-settled')[0]?.payload.outcome).toBe('not-uploaded');
    expect(migrationView(h.state())?.files.map((f) => f.status)).toEqual(['failed']);
    expect(atProvider()).toHaveLength(0);
  });
});
