/**
 * The migration read model and its view: open/close rules, the assistance draft, upload statuses,
 * refused files and removals (spec §4).
 */
import { describe, expect, it } from 'vitest';
import { migrationView } from '../../projections/migration/selectors';
import { buildCart, buildError, session } from '../support/builders';

const promotion = (overrides: Record<string, unknown> = {}) => ({
  applicable: true,
  needAssistance: null,
  uploadedFiles: [],
  ...overrides,
});
const file = { serverFileName: 'invoice-1.pdf', clientFileName: 'faktura.pdf', fileSize: 1200 };
const info = (uploadId: string, name = 'a.pdf') => ({ uploadId, name, size: 10, type: 'application/pdf' });

describe('the migration block', () => {
  it('is absent when the promotion is missing or does not apply', () => {
    expect(migrationView(session().boot().received(buildCart()).state)).toBeNull();
    expect(
      migrationView(
        session()
          .boot()
          .received(buildCart({ migrationPromotion: promotion({ applicable: false }) })).state,
      ),
    ).toBeNull();
  });

  it('is closed while unanswered and without files; open when files exist or it was answered', () => {
    const view = (p: Record<string, unknown>) =>
      migrationView(
        session()
          .boot()
          .received(buildCart({ migrationPromotion: promotion(p) })).state,
      )?.open;
    expect(view({})).toBe(false);
    expect(view({ uploadedFiles: [file] })).toBe(true);
    expect(view({ needAssistance: false })).toBe(true);
  });

  it("follows the checkbox as soon as it is clicked, and forgets this session's uploads on close", () => {
    const s = session()
      .boot()
      .received(buildCart({ migrationPromotion: promotion() }));
    s.emit('migration/block-toggled', { open: true });
    expect(migrationView(s.state)?.open).toBe(true);
    s.emit('migration/upload-requested', info('u1'));
    s.emit('migration/block-toggled', { open: false });
    expect(migrationView(s.state)).toMatchObject({ open: false, files: [] });
  });

  it('shows the clicked assistance choice until a cart confirms it', () => {
    const s = session()
      .boot()
      .received(buildCart({ migrationPromotion: promotion({ needAssistance: false }) }));
    s.emit('migration/assistance-edited', { needAssistance: true });
    expect(migrationView(s.state)?.assistance).toBe(true);
    s.received(buildCart({ migrationPromotion: promotion({ needAssistance: false }) }), 'load');
    expect(s.state.migration.assistanceDraft).toBe(true);
    s.received(
      buildCart({ migrationPromotion: promotion({ needAssistance: true }) }),
      'set-migration-assistance',
    );
    expect(s.state.migration.assistanceDraft).toBeNull();
    expect(migrationView(s.state)?.assistance).toBe(true);
  });
});

describe('the files of the migration block', () => {
  it('moves each upload from idle to uploading to uploaded, and lists it once the cart has it', () => {
    const s = session()
      .boot()
      .received(buildCart({ migrationPromotion: promotion() }));
    s.emit('migration/upload-requested', info('u1', 'faktura.pdf'));
    s.emit('migration/upload-requested', info('u2', 'b.pdf'));
    expect(migrationView(s.state)?.files.map((f) => f.status)).toEqual(['idle', 'idle']);
    s.emit('migration/upload-started', { uploadId: 'u1' });
    expect(migrationView(s.state)).toMatchObject({
      uploading: true,
      files: [{ status: 'uploading' }, { status: 'idle' }],
    });
    s.emit('migration/file-uploaded', { uploadId: 'u1', file });
    expect(migrationView(s.state)?.files[0]).toMatchObject({
      status: 'uploaded',
      serverFileName: 'invoice-1.pdf',
    });
    s.received(buildCart({ migrationPromotion: promotion({ uploadedFiles: [file] }) }), 'load');
    expect(migrationView(s.state)?.files.map((f) => [f.name, f.status, f.uploadId])).toEqual([
      ['faktura.pdf', 'uploaded', null],
      ['b.pdf', 'idle', 'u2'],
    ]);
  });

  it('keeps a failed upload with its reason until dismissed', () => {
    const s = session()
      .boot()
      .received(buildCart({ migrationPromotion: promotion() }));
    s.emit('migration/upload-requested', info('u1'));
    s.emit('migration/upload-started', { uploadId: 'u1' });
    s.emit('migration/upload-failed', {
      uploadId: 'u1',
      error: buildError({ messageKey: 'wsk.ws_uploader.validation.file_size', values: { limit: '5MB' } }),
    });
    expect(migrationView(s.state)?.files[0]).toMatchObject({
      status: 'failed',
      error: { translationKey: 'wsk.ws_uploader.validation.file_size', values: { limit: '5MB' } },
    });
    expect(migrationView(s.state)?.uploading).toBe(false);
    s.emit('migration/upload-dismissed', { uploadId: 'u1' });
    expect(migrationView(s.state)?.files).toEqual([]);
  });

  it('lists a file refused before upload as failed with its reason', () => {
    const s = session()
      .boot()
      .received(buildCart({ migrationPromotion: promotion() }));
    s.emit('migration/file-rejected', {
      ...info('u9', 'photo.png'),
      type: 'image/png',
      error: { translationKey: 'wsk.ws_uploader.validation.file_type' },
    });
    expect(migrationView(s.state)?.files).toEqual([
      expect.objectContaining({
        name: 'photo.png',
        status: 'failed',
        error: { translationKey: 'wsk.ws_uploader.validation.file_type' },
      }),
    ]);
  });

  it('marks a file as being removed until the provider answers', () => {
    const s = session()
      .boot()
      .received(buildCart({ migrationPromotion: promotion({ uploadedFiles: [file] }) }));
    s.emit('migration/file-remove-requested', { serverFileName: 'invoice-1.pdf' });
    expect(migrationView(s.state)?.files[0]?.removing).toBe(true);
    s.emit('migration/file-remove-failed', { serverFileName: 'invoice-1.pdf', error: buildError() });
    expect(migrationView(s.state)?.files[0]?.removing).toBe(false);
  });
});
