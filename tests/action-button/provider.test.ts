/**
 * The generic action button's calls (spec §7, contract §1.8, decision 020) against the mock
 * provider's button endpoints (msw/node, `POST __mock/button/{action}`): every outcome becomes its
 * facts, the flash messages of the reply reach the general messages, a failed call is a general
 * message, and the button is busy while its call runs (a second click does nothing).
 */
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { actionButtonEffect, buttonCallUrl } from '../../src/effects/action-button/action-button';
import type { ActionButtonConfig } from '../../events/catalogue/action-button';
import { buildCart, user } from '../support/builders';
import { PROVIDER_API, providerHarness, seed, until, useTestProvider } from '../support/provider-harness';

const provider = useTestProvider();
beforeEach(() => {
  seed(provider, { cart: 'empty', login: null });
  provider.store.setBehaviour({ pollsBeforeDone: 0 });
});

function start() {
  const h = providerHarness([]);
  const saved: { name: string; text: Promise<string> }[] = [];
  const busy: [string, boolean][] = [];
  h.deps.downloads = { save: (blob, name) => void saved.push({ name, text: blob.text() }) };
  h.deps.hostPage = { find: () => [], setActionBusy: (id, on) => void busy.push([id, on]) };
  const sub = actionButtonEffect(h.deps);
  const click = (
    config: Partial<ActionButtonConfig> & Pick<ActionButtonConfig, 'action'>,
    buttonId = 'action-1',
  ) =>
    h.log.append('action-button/clicked', {
      buttonId,
      method: 'POST',
      url: `/__mock/button/${config.action}`,
      components: [],
      ...config,
    });
  const ended = (n = 1) =>
    until(
      () => h.all('action-button/call-succeeded').length + h.all('action-button/call-failed').length >= n,
    );
  return { h, saved, busy, click, ended, stop: () => sub.unsubscribe() };
}

const general = (h: ReturnType<typeof providerHarness>) => h.state().messages.byPath.general ?? [];

describe('action button calls against the provider', () => {
  it('saves a download under the server’s file name and shows the reply’s flash messages', async () => {
    const { h, saved, busy, click, ended } = start();
    click({ action: 'download' });
    await ended();
    expect(h.all('action-button/call-started')[0]?.payload).toEqual({
      buttonId: 'action-1',
      action: 'download',
      url: `${PROVIDER_API}/__mock/button/download`,
    });
    expect(h.all('action-button/file-saved')[0]?.payload).toMatchObject({
      fileName: 'invoice-mock.txt',
      saved: true,
    });
    expect(saved.map((s) => s.name)).toEqual(['invoice-mock.txt']);
    expect(await saved[0]?.text).toBe('mock invoice\n');
    expect(busy).toEqual([
      ['action-1', true],
      ['action-1', false],
    ]);
    expect(general(h).map((m) => [m.type, m.translationKey])).toEqual([
      ['success', 'flash.saved'],
      ['info', 'Objednávka uložená'],
    ]);
    // the recording follows the client's own rules: the file is described, allowed headers only
    const requested = h.all('api/requested')[0]?.payload;
    expect(requested?.headers).toMatchObject({ 'x-with-flash-messages': 'true', company: 'sk-ws' });
    expect(Object.keys(requested?.headers ?? {}).every((k) => k === k.toLowerCase())).toBe(true);
    expect(h.all('api/responded')[0]?.payload.body).toEqual({
      file: { name: 'invoice-mock.txt', size: 13, type: 'text/plain' },
    });
  });

  it('reloads the named components it knows and notes the others', async () => {
    const { h, click, ended } = start();
    click({ action: 'reload-components', components: ['cart', 'banner', 'profiles'] });
    await ended();
    expect(h.all('action-button/components-reloaded')[0]?.payload).toEqual({
      buttonId: 'action-1',
      reloaded: ['cart', 'profiles'],
      ignored: ['banner'],
    });
    expect(h.all('cart/load-requested').map((e) => e.payload.reason)).toEqual(['action-button']);
    // profiles belong to a logged-in customer: not asked for an anonymous cart
    expect(h.all('profiles/load-requested')).toEqual([]);
  });

  it('reloads profiles and payment options for a logged-in customer', async () => {
    const { h, click, ended } = start();
    h.log.append('cart/received', {
      cart: buildCart({ user }),
      command: 'load',
      commandId: 'cmd-0',
    });
    click({ action: 'reload-components', components: ['profiles', 'payment'] });
    await ended();
    expect(h.all('profiles/load-requested').map((e) => e.payload.which)).toEqual(['both']);
    expect(h.all('payment/options-requested')).toHaveLength(1);
  });

  it('polls the returned URL, then leaves for its redirect (and stays busy)', async () => {
    const { h, busy, click, ended } = start();
    click({ action: 'poll' });
    await ended();
    expect(h.all('nav/left-app')[0]?.payload).toEqual({
      url: 'https://shop.test/thank-you?messageKey=success',
      reason: 'action-button',
    });
    expect(h.browser.assigned).toEqual(['https://shop.test/thank-you?messageKey=success']);
    expect(busy).toEqual([['action-1', true]]);
  });

  it('redirects without asking for flash messages', async () => {
    const { h, click, ended } = start();
    click({ action: 'redirect' });
    await ended();
    expect(h.all('api/requested')[0]?.payload.headers['x-with-flash-messages']).toBeUndefined();
    expect(h.browser.assigned).toEqual(['https://shop.test/']);
  });

  it('reloads the page', async () => {
    const { h, click, ended } = start();
    let reloads = 0;
    h.deps.browser.reload = () => void (reloads += 1);
    click({ action: 'reload' });
    await ended();
    expect(h.types()).toContain('action-button/page-reloading');
    expect(reloads).toBe(1);
  });

  it('opens the reply’s modal, which the customer closes', async () => {
    const { h, click, ended } = start();
    click({ action: 'modal' });
    await ended();
    expect(h.state().layout.actionModal).toEqual({ title: 'Mock', text: 'A modal from the mock provider.' });
    h.log.append('action-button/modal-closed', {});
    expect(h.state().layout.actionModal).toBeNull();
  });

  it('shows only the flash messages of a flash action', async () => {
    const { h, click, ended } = start();
    click({ action: 'flash' });
    await ended();
    expect(general(h).map((m) => m.translationKey)).toEqual(['flash.saved', 'Objednávka uložená']);
  });

  it('shows a failed call’s error as a general message and frees the button', async () => {
    provider.server.use(
      http.post(`${PROVIDER_API}/invoices/5/send`, () =>
        HttpResponse.json({ key: 'general.outage' }, { status: 503 }),
      ),
    );
    const { h, busy, click, ended } = start();
    click({ action: 'flash', url: 'invoices/5/send' });
    await ended();
    expect(h.all('action-button/call-failed')[0]?.payload.error.messageKey).toBe('general.outage');
    expect(general(h).map((m) => [m.type, m.translationKey])).toEqual([['error', 'general.outage']]);
    expect(busy.at(-1)).toEqual(['action-1', false]);
  });

  it('ignores clicks on a button whose call is still running', async () => {
    const { h, click, ended } = start();
    click({ action: 'flash' });
    click({ action: 'flash' });
    click({ action: 'flash' }, 'action-2');
    await ended(2);
    await until(() => false, 20);
    expect(h.all('action-button/call-started').map((e) => e.payload.buttonId)).toEqual([
      'action-1',
      'action-2',
    ]);
    click({ action: 'flash' });
    await ended(3);
    expect(h.all('action-button/call-started')).toHaveLength(3);
  });

  it('refuses a redirect to a URL the app does not follow, and says so (decision 040)', async () => {
    for (const redirectTo of ['javascript:alert(1)', 'https://evil.example/x']) {
      provider.server.use(http.post(`${PROVIDER_API}/go`, () => HttpResponse.json({ redirectTo })));
      const { h, busy, click } = start();
      click({ action: 'redirect', url: '/go' });
      await until(() => h.types().includes('nav/redirect-refused'));
      expect(h.all('nav/redirect-refused')[0]?.payload).toMatchObject({
        url: redirectTo,
        reason: 'action-button',
      });
      expect(h.browser.assigned).toEqual([]);
      expect(general(h).map((m) => m.translationKey)).toEqual(['nav.redirect_refused']);
      expect(busy.at(-1)).toEqual(['action-1', false]);
    }
  });
});

describe('the button URL', () => {
  const api = 'https://api.test/v1';
  it('takes a path under the API base and an absolute http(s) URL as written', () => {
    expect(buttonCallUrl('/invoices/5', api, 'https://shop.test')).toBe('https://api.test/v1/invoices/5');
    expect(buttonCallUrl('invoices/5', `${api}/`, 'https://shop.test')).toBe(
      'https://api.test/v1/invoices/5',
    );
    expect(buttonCallUrl('https://other.test/x?y=1', api, 'https://shop.test')).toBe(
      'https://other.test/x?y=1',
    );
    expect(buttonCallUrl('/x', '/api', 'https://shop.test')).toBe('https://shop.test/api/x');
  });
  it('refuses other schemes', () => {
    expect(buttonCallUrl('javascript:alert(1)', api, 'https://shop.test')).toBeNull();
    expect(buttonCallUrl('data:text/plain,x', api, 'https://shop.test')).toBeNull();
  });
});
