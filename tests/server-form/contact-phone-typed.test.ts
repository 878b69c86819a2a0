/**
 * Phone numbers in the contact forms as people type them (issue 14 item 8, decision 023): the
 * national `0905 123 456`, dashes, `+421 …` and `00421 …` are accepted and sent as the contract's
 * `+421905123456` (a national number takes the shop's country code); text that is no phone
 * number is still refused.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { foldAll } from '../../projections/fold';
import { succeed } from '../../src/api/result';
import { serverFormsEffect } from '../../src/effects/server-form/server-form';
import { serviceOffer } from '../api/support/samples';
import { harness } from '../support/effect-harness';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

function start(companyCountry: string) {
  const sent: { phone: string }[] = [];
  const h = harness(
    {
      getMonitoringOffer: async () => succeed(serviceOffer, 200),
      getMonitoringOptions: async () => succeed([], 200),
      sendMonitoringForm: async (form) => {
        sent.push(form);
        return succeed(undefined, 204);
      },
    },
    { companyCountry },
  );
  const UUID = '6f1c2a4e-8b0d-4c39-9a51-0d2b7e6f3a01';
  const path = `/monitoring/${UUID}`;
  h.browser.path = path;
  h.log.append('nav/changed', { path, search: '' });
  serverFormsEffect(h.deps);
  const submit = (phone: string) =>
    h.log.append('server-form/submitted', {
      variant: 'monitoring',
      uuid: UUID,
      values: { name: 'Jana Nováková', email: 'jana@example.sk', phone },
      options: {},
    });
  return { ...h, sent, submit, errors: () => foldAll(h.log.all()).serverForm.fieldErrors };
}

describe('a phone typed in a contact form', () => {
  for (const typed of [
    '0905 123 456',
    '0905-123-456',
    '+421 905 123 456',
    '00421 905 123 456',
    '(0905) 123 456',
  ]) {
    it(`accepts ${typed} and sends +421905123456 from a Slovak shop`, async () => {
      const h = start('SK');
      await vi.runAllTimersAsync();
      h.submit(typed);
      await vi.runAllTimersAsync();
      expect(h.errors()).toEqual({});
      expect(h.sent.map((f) => f.phone)).toEqual(['+421905123456']);
    });
  }

  it('gives a national number the shop country’s code: 06 30 123 4567 in Hungary', async () => {
    const h = start('HU');
    await vi.runAllTimersAsync();
    h.submit('06 30 123 4567');
    await vi.runAllTimersAsync();
    expect(h.sent.map((f) => f.phone)).toEqual(['+36301234567']);
  });

  it('still refuses text that is no phone number', async () => {
    const h = start('SK');
    await vi.runAllTimersAsync();
    h.submit('call me');
    await vi.runAllTimersAsync();
    expect(h.errors()).toEqual({ phone: 'validation.phone' });
    expect(h.sent).toEqual([]);
  });
});
