/**
 * The contact forms' effect with a fake API and fake timers: opening a form loads its offer and
 * options (a malformed uuid is 'offer not found' without a call), the server name's availability is
 * asked at most once a second (first name at once, the latest at the end of the second, only names
 * the rules accept), and a submit is checked by the rules before anything is sent.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { foldAll } from '../../projections/fold';
import { succeed } from '../../src/api/result';
import { SERVER_NAME_THROTTLE_MS, serverFormsEffect } from '../../src/effects/server-form/server-form';
import { harness } from '../support/effect-harness';

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

const UUID = '6f1c2a4e-8b0d-4c39-9a51-0d2b7e6f3a01';
const offer = {
  uuid: UUID,
  brand: 'Dell',
  cpuName: 'Xeon',
  cpuCores: 8,
  ram: 64,
  primaryDrives: '2 × 960 GB',
  secondaryDrives: null,
  tag: null,
  prices: [{ period: 12, actualPrice: 100, marketingPrice: 120 }],
};

function start(path = `/server/${UUID}`, taken: string[] = []) {
  const asked: string[] = [];
  const sent: unknown[] = [];
  const h = harness({
    getDedicatedServerOffer: async () => succeed(offer, 200),
    getDedicatedServerOptions: async () =>
      succeed([{ name: 'os', label: 'OS', options: [{ value: 'debian', label: 'Debian' }] }], 200),
    checkServerName: async (name: string) => {
      asked.push(name);
      return succeed({ available: !taken.includes(name) }, 200);
    },
    sendServerContactForm: async (form) => {
      sent.push(form);
      return succeed(undefined, 204);
    },
  });
  h.browser.path = path;
  h.log.append('nav/changed', { path, search: '' });
  serverFormsEffect(h.deps);
  return { ...h, asked, sent, state: () => foldAll(h.log.all()).serverForm };
}

const edit = (h: ReturnType<typeof start>, value: string) =>
  h.log.append('server-form/server-name-edited', { value });

describe('opening a contact form', () => {
  it('loads the offer and the option groups of the uuid in the URL', async () => {
    const h = start();
    await vi.runAllTimersAsync();
    expect(h.state()).toMatchObject({
      variant: 'server',
      uuid: UUID,
      offer: { status: 'loaded', offer: { brand: 'Dell' } },
    });
    expect(h.state().options.map((g) => g.name)).toEqual(['os']);
  });

  it('answers a malformed uuid with offer not found and asks nothing', async () => {
    const h = start('/en/monitoring/not-a-uuid');
    await vi.runAllTimersAsync();
    expect(h.state().offer).toMatchObject({
      status: 'failed',
      error: { messageKey: 'server_form.offer_not_found', status: 404 },
    });
  });
});

describe('the server name availability', () => {
  it('asks at most once a second: the first name at once, the latest one when the second is over', async () => {
    const h = start();
    await vi.runAllTimersAsync();
    edit(h, 'ab');
    expect(h.asked).toEqual(['ab']);
    vi.advanceTimersByTime(100);
    edit(h, 'abc');
    vi.advanceTimersByTime(400);
    edit(h, 'abcd');
    vi.advanceTimersByTime(SERVER_NAME_THROTTLE_MS - 501);
    expect(h.asked).toEqual(['ab']);
    vi.advanceTimersByTime(1);
    expect(h.asked).toEqual(['ab', 'abcd']);
    await vi.advanceTimersByTimeAsync(3000);
    expect(h.asked).toEqual(['ab', 'abcd']);
  });

  it('never asks about a name the rules refuse', async () => {
    const h = start();
    await vi.runAllTimersAsync();
    for (const name of ['a', 'web server', 'web-1', `${'x'.repeat(126)}`]) {
      edit(h, name);
      await vi.advanceTimersByTimeAsync(1500);
    }
    expect(h.asked).toEqual([]);
  });

  it('says a taken name is taken, and refuses a submit with it', async () => {
    const h = start(`/server/${UUID}`, ['mojserver1']);
    await vi.runAllTimersAsync();
    edit(h, 'mojserver1');
    await vi.runAllTimersAsync();
    expect(h.state().nameCheck).toEqual({ status: 'checked', name: 'mojserver1', available: false });
    h.log.append('server-form/submitted', {
      variant: 'server',
      uuid: UUID,
      values: {
        name: 'Jana Nováková',
        email: 'jana@example.sk',
        phone: '+421900123456',
        serverName: 'mojserver1',
        period: '12',
      },
      options: { os: 'debian' },
    });
    await vi.runAllTimersAsync();
    expect(h.state().fieldErrors).toEqual({ serverName: 'validation.server_name_taken' });
    expect(h.sent).toEqual([]);
  });
});

describe('submitting', () => {
  it('refuses a form that breaks the rules, naming every broken field, and sends nothing', async () => {
    const h = start();
    await vi.runAllTimersAsync();
    h.log.append('server-form/submitted', {
      variant: 'server',
      uuid: UUID,
      values: { name: 'J', email: 'jana@', phone: '', serverName: '', period: '12', note: 'x'.repeat(1001) },
      options: { os: '' },
    });
    await vi.runAllTimersAsync();
    expect(h.state().fieldErrors).toEqual({
      name: 'validation.too_short',
      email: 'validation.email',
      phone: 'validation.required',
      serverName: 'validation.required',
      note: 'validation.too_long',
      'options.os': 'validation.required',
    });
    expect(h.sent).toEqual([]);
  });

  it('sends a valid server inquiry once with the period as a number and the note left out when empty', async () => {
    const h = start();
    await vi.runAllTimersAsync();
    const values = {
      name: 'Jana Nováková',
      email: 'jana@example.sk',
      phone: '+421900123456',
      serverName: 'mojserver2',
      period: '6',
      note: ' ',
    };
    h.log.append('server-form/submitted', {
      variant: 'server',
      uuid: UUID,
      values,
      options: { os: 'debian' },
    });
    h.log.append('server-form/submitted', {
      variant: 'server',
      uuid: UUID,
      values,
      options: { os: 'debian' },
    });
    await vi.runAllTimersAsync();
    expect(h.sent).toEqual([
      {
        uuid: UUID,
        name: 'Jana Nováková',
        email: 'jana@example.sk',
        phone: '+421900123456',
        options: { os: 'debian' },
        serverName: 'mojserver2',
        period: 6,
      },
    ]);
    expect(h.state().submit).toEqual({ status: 'sent' });
  });
});
