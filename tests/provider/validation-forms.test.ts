/**
 * The validation API (E1–E4, under its own base) and the server inquiry forms (E48–E56) over
 * real HTTP.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ErrorBody } from '../../events/contract/errors';
import { DedicatedServerOffer, FormOptionGroup, ServiceOffer } from '../../events/contract/offers';
import { AvailableReply, ValidReply } from '../../events/contract/requests';
import { dedicatedServerUuids } from '../../fixtures/catalogue-servers';
import { parsed, useServer } from './support/http-client';

const s = useServer();

describe('validation API (E1–E4)', () => {
  const valid = async (path: string, body: unknown) => {
    const r = await s.client({ company: null }).post(path, body, { base: 'validation' });
    expect(r.status).toBe(200);
    return parsed(ValidReply, r.body).valid;
  };

  it('checks VAT, tax and company ids per country and answers valid: false for a bad one', async () => {
    expect(await valid('/validations/vat-id', { vatId: 'SK2020123456', countryCode: 'SK' })).toBe(true);
    expect(await valid('/validations/vat-id', { vatId: 'CZ2020123456', countryCode: 'SK' })).toBe(false);
    expect(await valid('/validations/tax-id', { taxId: '2020123456', countryCode: 'SK' })).toBe(true);
    expect(await valid('/validations/company-id', { companyId: '12345678', countryCode: 'CZ' })).toBe(true);
    expect(await valid('/validations/company-id', { companyId: '12', countryCode: 'CZ' })).toBe(false);
  });

  it("checks a student card with the holder's name", async () => {
    expect(
      await valid('/validations/isic', { bonusCard: 'S421123456789X', firstName: 'Jana', lastName: 'Nová' }),
    ).toBe(true);
    expect(await valid('/validations/isic', { bonusCard: '123', firstName: 'Jana', lastName: 'Nová' })).toBe(
      false,
    );
  });

  it('answers 422 wsk.validation.country_required without a country', async () => {
    const r = await s
      .client({ company: null })
      .post('/validations/vat-id', { vatId: 'SK2020123456' }, { base: 'validation' });
    expect(r.status).toBe(422);
    expect(parsed(ErrorBody, r.body).key).toBe('wsk.validation.country_required');
  });
});

describe('server inquiry forms (E48–E56)', () => {
  const form = {
    uuid: dedicatedServerUuids[0],
    name: 'Ján Malý',
    email: 'jan@example.com',
    phone: '+421900000001',
    options: { os: 'debian-12' },
  };

  it('serves a dedicated server offer by uuid, 404 server_form.offer_not_found otherwise', async () => {
    const c = s.client({ company: 'cz-ws' });
    const offer = parsed(
      DedicatedServerOffer,
      (await c.get(`/server-contact-form/dedicated-servers/${dedicatedServerUuids[0]}`)).body,
    );
    expect(offer.prices.map((p) => p.period)).toEqual([1, 3, 6, 12]);
    const missing = await c.get('/server-contact-form/dedicated-servers/unknown');
    expect(missing.status).toBe(404);
    expect(parsed(ErrorBody, missing.body).key).toBe('server_form.offer_not_found');
  });

  it('serves the monitoring and management offers and the option groups', async () => {
    const c = s.client();
    parsed(ServiceOffer, (await c.get('/server-contact-form/monitoring')).body);
    parsed(ServiceOffer, (await c.get('/server-contact-form/management')).body);
    expect(
      z
        .array(FormOptionGroup)
        .parse((await c.get('/server-contact-form/dedicated-server-options')).body)
        .map((g) => g.name),
    ).toEqual(['os', 'ip', 'backup']);
    expect(
      z.array(FormOptionGroup).parse((await c.get('/server-contact-form/monitoring-options')).body),
    ).toHaveLength(2);
  });

  it('accepts a server inquiry once per server name', async () => {
    const c = s.client();
    const name = async () =>
      parsed(
        AvailableReply,
        (await c.post('/server-contact-form/availability/dedicated-server-name', { name: 'webfarm1' })).body,
      ).available;
    expect(await name()).toBe(true);
    expect(
      (await c.post('/server-contact-form', { ...form, serverName: 'webfarm1', period: 12 })).status,
    ).toBe(204);
    expect(await name()).toBe(false);
    const again = await c.post('/server-contact-form', { ...form, serverName: 'webfarm1', period: 12 });
    expect(parsed(ErrorBody, again.body).violations?.[0]).toEqual({
      propertyPath: 'serverName',
      errors: [{ translationKey: 'validation.server_name_taken' }],
    });
  });

  it('accepts management and monitoring forms and reports field violations', async () => {
    const c = s.client();
    expect((await c.post('/server-contact-form/management-forms', form)).status).toBe(204);
    expect((await c.post('/server-contact-form/monitoring-forms', form)).status).toBe(204);
    const bad = await c.post('/server-contact-form/monitoring-forms', { ...form, email: 'nope', phone: '' });
    expect((parsed(ErrorBody, bad.body).violations ?? []).map((v) => v.propertyPath)).toEqual([
      'email',
      'phone',
    ]);
  });
});
