/**
 * E27, the migration invoice upload: one file per request in the multipart part `invoice`, its
 * progress reported as start and end, and the recorder seeing the file's description, not its bytes.
 */
import { http as msw, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, COMPANY, makeClient, server, useServer } from './support/harness';

useServer();

const uploaded = { serverFileName: 'srv-abc.pdf', clientFileName: 'faktura.pdf', fileSize: 11 };

describe('uploadMigrationFile', () => {
  it('sends the file in the part invoice and reads the uploaded file', async () => {
    let part: File | null = null;
    let headers: Record<string, string> = {};
    server.use(
      msw.post(`${API}/promotion-for-migration`, async ({ request }) => {
        headers = Object.fromEntries(request.headers);
        part = (await request.formData()).get('invoice') as File;
        return HttpResponse.json(uploaded, { status: 201 });
      }),
    );
    const progress: number[] = [];
    const { api, events } = makeClient();
    const file = new File(['%PDF-1.4 hi'], 'faktura.pdf', { type: 'application/pdf' });
    const r = await api.uploadMigrationFile(file, { onProgress: (p) => progress.push(p) });

    expect(r).toMatchObject({ ok: true, status: 201, value: uploaded });
    expect(part!.name).toBe('faktura.pdf');
    expect(await part!.text()).toBe('%PDF-1.4 hi');
    expect(headers.company).toBe(COMPANY);
    expect(headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(progress).toEqual([0, 1]);
    expect(events[0]).toMatchObject({
      headers: { 'content-type': 'multipart/form-data' },
      body: { fields: [{ name: 'invoice', fileName: 'faktura.pdf', size: 11, type: 'application/pdf' }] },
    });
  });

  it('reports the size-limit violation with its limit and no finished progress', async () => {
    server.use(
      msw.post(`${API}/promotion-for-migration`, () =>
        HttpResponse.json(
          {
            violations: [
              {
                propertyPath: 'invoice',
                errors: [
                  { translationKey: 'wsk.ws_uploader.validation.file_size', values: { limit: '5MB' } },
                ],
              },
            ],
          },
          { status: 422 },
        ),
      ),
    );
    const progress: number[] = [];
    const r = await makeClient().api.uploadMigrationFile(new Blob(['x'], { type: 'image/jpeg' }), {
      fileName: 'scan.jpg',
      onProgress: (p) => progress.push(p),
    });
    expect(!r.ok && r.error).toMatchObject({
      messageKey: 'wsk.ws_uploader.validation.file_size',
      values: { limit: '5MB' },
      violations: [{ propertyPath: 'invoice' }],
    });
    expect(progress).toEqual([0]);
  });
});
