/**
 * Migration promotion over real HTTP: need-assistance (E25), multipart upload with the type and
 * 5242880-byte size rules (E27), removal (E26).
 */
import { describe, expect, it } from 'vitest';
import { Cart, UploadedFile } from '../../events/contract/cart';
import { ErrorBody } from '../../events/contract/errors';
import { parsed, sessionWithCart, useServer, type Client } from '../provider/support/http-client';

const s = useServer();

const upload = (c: Client, bytes: number, type: string, name = 'invoice.pdf') => {
  const form = new FormData();
  form.append('invoice', new Blob([new Uint8Array(bytes)], { type }), name);
  return c.post('/promotion-for-migration', form);
};

describe('migration promotion (E25–E27)', () => {
  it('uploads a PDF of exactly 5 MB and lists it on the cart, then removes it', async () => {
    const c = await sessionWithCart(s.client(), { items: true });
    const r = await upload(c, 5242880, 'application/pdf', 'faktura.pdf');
    expect(r.status).toBe(201);
    const file = parsed(UploadedFile, r.body);
    expect(file).toMatchObject({ clientFileName: 'faktura.pdf', fileSize: 5242880 });
    const cart = parsed(Cart, (await c.get('/cart')).body);
    expect(cart.migrationPromotion?.uploadedFiles).toEqual([file]);
    expect((await c.del(`/promotion-for-migration/${encodeURIComponent(file.serverFileName)}`)).status).toBe(
      204,
    );
    expect(parsed(Cart, (await c.get('/cart')).body).migrationPromotion?.uploadedFiles).toEqual([]);
    const again = await c.del(`/promotion-for-migration/${encodeURIComponent(file.serverFileName)}`);
    expect(parsed(ErrorBody, again.body).key).toBe('migration.file_not_found');
  });

  it('rejects a file over 5242880 bytes with the size key and limit 5MB', async () => {
    const c = await sessionWithCart(s.client(), { items: true });
    const r = await upload(c, 5242881, 'image/jpeg', 'big.jpg');
    expect(r.status).toBe(422);
    expect(parsed(ErrorBody, r.body).violations).toEqual([
      {
        propertyPath: 'invoice',
        errors: [{ translationKey: 'wsk.ws_uploader.validation.file_size', values: { limit: '5MB' } }],
      },
    ]);
  });

  it('rejects a file that is neither JPEG nor PDF with the type key', async () => {
    const c = await sessionWithCart(s.client(), { items: true });
    const r = await upload(c, 100, 'image/png', 'shot.png');
    expect(parsed(ErrorBody, r.body).violations?.[0]).toEqual({
      propertyPath: 'invoice',
      errors: [{ translationKey: 'wsk.ws_uploader.validation.file_type' }],
    });
  });

  it('stores the assistance answer, and refuses it when the promotion does not apply', async () => {
    const c = await sessionWithCart(s.client(), { items: true });
    const cart = parsed(
      Cart,
      (await c.put('/promotion-for-migration/need-assistance?cart=true', { assistance: true })).body,
    );
    expect(cart.migrationPromotion).toMatchObject({ applicable: true, needAssistance: true });
    const noHosting = await sessionWithCart(s.client());
    const r = await noHosting.put('/promotion-for-migration/need-assistance?cart=true', {
      assistance: false,
    });
    expect(r.status).toBe(422);
    expect(parsed(ErrorBody, r.body).key).toBe('validation.invalid_form');
    const hu = await sessionWithCart(s.client({ company: 'hu-ws' }), { items: true });
    expect(parsed(Cart, (await hu.get('/cart')).body).migrationPromotion).toBeNull();
  });
});
