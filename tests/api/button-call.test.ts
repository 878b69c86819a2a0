/**
 * Button calls (contract §1.8): every action's reply becomes its outcome, flash messages are read,
 * and X-WITH-FLASH-MESSAGES is sent except for reload and redirect.
 */
import { http as msw, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { API, makeClient, server, useServer } from './support/harness';

useServer();

const buttonUrl = `${API}/invoices/5/action`;
const flash = '[{"type":"success","translationKey":"flash.saved"}]';

function reply(make: () => Response) {
  const flags: (string | null)[] = [];
  server.use(
    msw.post(buttonUrl, ({ request }) => {
      flags.push(request.headers.get('x-with-flash-messages'));
      return make();
    }),
  );
  return flags;
}

describe('buttonCall', () => {
  it('downloads the attachment with its file name', async () => {
    const flags = reply(
      () =>
        new HttpResponse('%PDF-1.4', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="invoice-5.pdf"',
          },
        }),
    );
    const { api, events } = makeClient();
    const r = await api.buttonCall({ method: 'POST', url: buttonUrl, action: 'download' });
    expect(flags).toEqual(['true']);
    expect(r.ok && r.value.action === 'download' && r.value.fileName).toBe('invoice-5.pdf');
    expect(r.ok && r.value.action === 'download' && (await r.value.blob.text())).toBe('%PDF-1.4');
    expect(events[1]).toMatchObject({
      type: 'responded',
      headers: { 'content-disposition': 'attachment; filename="invoice-5.pdf"' },
      body: { file: { name: 'invoice-5.pdf', size: 8, type: 'application/pdf' } },
    });
  });

  it('fails a download reply that names no file', async () => {
    reply(() => new HttpResponse('x'));
    const r = await makeClient().api.buttonCall({ method: 'POST', url: buttonUrl, action: 'download' });
    expect(!r.ok && r.error.messageKey).toBe('general.invalid_reply');
  });

  it('reloads components and shows the flash messages of the reply', async () => {
    const flags = reply(
      () => new HttpResponse(null, { status: 204, headers: { 'x-flash-messages': flash } }),
    );
    const r = await makeClient().api.buttonCall({
      method: 'POST',
      url: buttonUrl,
      action: 'reload-components',
    });
    expect(flags).toEqual(['true']);
    expect(r).toEqual({
      ok: true,
      status: 204,
      value: { action: 'reload-components' },
      flash: [{ type: 'success', translationKey: 'flash.saved' }],
    });
  });

  it('polls the returned URL and ends with its redirect', async () => {
    reply(() => HttpResponse.json({ pollUrl: `${API}/jobs/1` }, { headers: { 'x-flash-messages': flash } }));
    let polls = 0;
    server.use(
      msw.get(`${API}/jobs/1`, () =>
        ++polls < 2
          ? new HttpResponse(null, { status: 202 })
          : HttpResponse.json({ redirectTo: 'https://shop.example.test/done' }),
      ),
    );
    const r = await makeClient().api.buttonCall({ method: 'POST', url: buttonUrl, action: 'poll' });
    expect(r).toMatchObject({
      ok: true,
      value: { action: 'poll', pollUrl: `${API}/jobs/1`, redirectTo: 'https://shop.example.test/done' },
      flash: [{ type: 'success', translationKey: 'flash.saved' }],
    });
    expect(polls).toBe(2);
  });

  it('redirects without asking for flash messages', async () => {
    const flags = reply(() => HttpResponse.json({ redirectTo: 'https://shop.example.test/next' }));
    const r = await makeClient().api.buttonCall({ method: 'POST', url: buttonUrl, action: 'redirect' });
    expect(flags).toEqual([null]);
    expect(r.ok && r.value).toEqual({ action: 'redirect', redirectTo: 'https://shop.example.test/next' });
  });

  it('reloads without asking for flash messages', async () => {
    const flags = reply(() => new HttpResponse(null, { status: 204 }));
    const r = await makeClient().api.buttonCall({ method: 'POST', url: buttonUrl, action: 'reload' });
    expect(flags).toEqual([null]);
    expect(r.ok && r.value).toEqual({ action: 'reload' });
  });

  it('opens a modal with the returned text', async () => {
    reply(() => HttpResponse.json({ modal: { title: 'Done', text: 'Invoice sent' } }));
    const r = await makeClient().api.buttonCall({ method: 'POST', url: buttonUrl, action: 'modal' });
    expect(r.ok && r.value).toEqual({ action: 'modal', modal: { title: 'Done', text: 'Invoice sent' } });
  });

  it('shows only the flash messages for a flash action', async () => {
    reply(() => HttpResponse.json({}, { headers: { 'x-flash-messages': flash } }));
    const r = await makeClient().api.buttonCall({ method: 'POST', url: buttonUrl, action: 'flash' });
    expect(r).toMatchObject({
      ok: true,
      value: { action: 'flash' },
      flash: [{ translationKey: 'flash.saved' }],
    });
  });

  it('keeps the flash messages of a failed button call', async () => {
    reply(() =>
      HttpResponse.json(
        { key: 'general.outage' },
        { status: 503, headers: { 'x-flash-messages': '[{"type":"error","text":"Nope"}]' } },
      ),
    );
    const r = await makeClient().api.buttonCall({ method: 'POST', url: buttonUrl, action: 'flash' });
    expect(r).toMatchObject({
      ok: false,
      error: { messageKey: 'general.outage' },
      flash: [{ type: 'error', text: 'Nope' }],
    });
  });

  it("sends the customer's cookies with an action button's call only to the provider's origin", async () => {
    const seen: [string, RequestCredentials][] = [];
    const foreign = 'https://partner.example.test/invoices/5/action';
    for (const url of [buttonUrl, foreign])
      server.use(
        msw.post(url, ({ request }) => {
          seen.push([new URL(request.url).origin, request.credentials]);
          return new HttpResponse(null, { status: 204 });
        }),
      );
    const { api } = makeClient();
    await api.buttonCall({ method: 'POST', url: buttonUrl, action: 'flash' });
    await api.buttonCall({ method: 'POST', url: foreign, action: 'flash' });
    expect(seen).toEqual([
      [API, 'include'],
      ['https://partner.example.test', 'omit'],
    ]);
  });
});
