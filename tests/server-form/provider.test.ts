/**
 * The three contact forms against the real mock provider (msw/node): each submit reaches the
 * provider and ends in the success state; the provider's violations land on their fields (a server
 * name taken meanwhile); an unknown uuid is `server_form.offer_not_found`.
 */
import { describe, expect, it } from 'vitest';
import { dedicatedServerUuids } from '../../fixtures/catalogue-servers';
import { serverFormsEffect } from '../../src/effects/server-form/server-form';
import { providerHarness, seed, until, useTestProvider } from '../support/provider-harness';

const provider = useTestProvider();

const UUID = dedicatedServerUuids[0]!;
const contact = { name: 'Jana Nováková', email: 'jana@example.sk', phone: '+421900123456', note: 'Call me' };

async function open(variant: 'server' | 'monitoring' | 'management', uuid = UUID) {
  seed(provider, { cart: 'empty', login: null });
  const h = providerHarness([serverFormsEffect]);
  h.log.append('nav/changed', { path: `/en/${variant}/${uuid}`, search: '' });
  await until(() => h.state().serverForm.offer.status !== 'loading', 2000);
  return h;
}

describe('the contact forms with the provider', () => {
  it.each(['server', 'monitoring', 'management'] as const)(
    'sends the %s inquiry and shows the success state',
    async (variant) => {
      const h = await open(variant);
      const form = h.state().serverForm;
      expect(form.offer.status).toBe('loaded');
      const options = Object.fromEntries(form.options.map((g) => [g.name, g.options[0]?.value ?? '']));
      expect(Object.keys(options).length > 0).toBe(variant !== 'management');
      const values =
        variant === 'server' ? { ...contact, serverName: `srv${variant}1`, period: '12' } : contact;
      h.log.append('server-form/submitted', { variant, uuid: UUID, values, options });
      await until(
        () =>
          h.state().serverForm.submit.status === 'sent' || h.state().serverForm.submit.status === 'failed',
        2000,
      );
      expect(h.state().serverForm.submit).toEqual({ status: 'sent' });
      expect(provider.store.state.inquiries.at(-1)).toMatchObject({
        kind: variant,
        body: { uuid: UUID, name: contact.name, options },
      });
    },
  );

  it('puts the provider violations on their fields (a server name taken meanwhile)', async () => {
    const h = await open('server');
    const submit = () =>
      h.log.append('server-form/submitted', {
        variant: 'server',
        uuid: UUID,
        values: { ...contact, serverName: 'duplicitny1', period: '12' },
        options: Object.fromEntries(
          h.state().serverForm.options.map((g) => [g.name, g.options[0]?.value ?? '']),
        ),
      });
    const settled = (n: number) => () =>
      h.all('server-form/sent').length +
        h.all('server-form/failed').length +
        h.all('server-form/rejected').length >=
      n;
    submit();
    await until(settled(1), 2000);
    expect(h.state().serverForm.submit).toEqual({ status: 'sent' });
    submit();
    await until(settled(2), 2000);
    expect(h.state().serverForm.fieldErrors).toEqual({ serverName: 'validation.server_name_taken' });
  });

  it('says the offer was not found for an unknown uuid', async () => {
    const h = await open('server', '00000000-0000-4000-8000-000000000000');
    expect(h.state().serverForm.offer).toMatchObject({
      status: 'failed',
      error: { status: 404, messageKey: 'server_form.offer_not_found' },
    });
  });
});
