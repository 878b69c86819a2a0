/**
 * The session, nav and api read models: the boot config and locale (or why boot failed), missing
 * translations and crashes, the router's location and failed navigation, and requests in flight.
 */
import { describe, expect, it } from 'vitest';
import { buildError, configInput, session } from '../support/builders';

describe('the session read model', () => {
  it('keeps the config and locale the app booted with', () => {
    const s = session().boot({ workflow: 2, company: 'se-ws' });
    expect(s.state.session).toMatchObject({
      locale: 'sk-SK',
      boot: { status: 'booted' },
      config: { ...configInput, workflow: 2, company: 'se-ws' },
    });
  });

  it('records why the app could not boot', () => {
    const s = session().emit('app/boot-failed', { messageKey: 'boot.config_missing' });
    expect(s.state.session.boot).toEqual({
      status: 'failed',
      messageKey: 'boot.config_missing',
      detail: null,
    });
  });

  it('follows locale changes and reports each missing translation once', () => {
    const s = session()
      .boot()
      .emit('app/locale-changed', { locale: 'en-US' })
      .emit('app/translation-missing', { locale: 'en-US', key: 'x' })
      .emit('app/translation-missing', { locale: 'en-US', key: 'x' });
    expect(s.state.session.locale).toBe('en-US');
    expect(s.state.session.missingTranslations).toEqual(['en-US:x']);
  });

  it('records a crash', () => {
    expect(
      session().emit('app/crashed', { messageKey: 'app.crashed', detail: 'boom' }).state.session.crash,
    ).toEqual({ messageKey: 'app.crashed', detail: 'boom' });
  });
});

describe('the nav read model', () => {
  it('follows where the router is and forgets the pending request', () => {
    const s = session().emit('nav/requested', { to: '/checkout/order?step=payment-method' });
    expect(s.state.nav.requested).toBe('/checkout/order?step=payment-method');
    s.emit('nav/changed', { path: '/checkout/order', search: '?step=payment-method' });
    expect(s.state.nav).toMatchObject({
      path: '/checkout/order',
      search: '?step=payment-method',
      requested: null,
    });
  });

  it('records a failed navigation and a hand-over to the browser', () => {
    const s = session()
      .emit('nav/failed', { to: '/x', messageKey: 'nav.failed' })
      .emit('nav/left-app', { url: 'https://login.test', reason: 'login' });
    expect(s.state.nav).toMatchObject({
      lastError: { to: '/x', messageKey: 'nav.failed' },
      leftTo: 'https://login.test',
    });
  });
});

describe('the api read model', () => {
  const request = (requestId: string) => ({
    requestId,
    method: 'GET',
    url: 'https://api.test/cart',
    pathTemplate: '/cart',
    headers: {},
    body: null,
  });

  it('lists requests in flight until they are answered or fail', () => {
    const s = session().emit('api/requested', request('r1')).emit('api/requested', request('r2'));
    expect(s.state.api.inFlight).toEqual(['r1', 'r2']);
    s.emit('api/responded', { requestId: 'r1', status: 200, headers: {}, body: {}, durationMs: 5 });
    s.emit('api/failed', { requestId: 'r2', status: 500, error: buildError({ status: 500 }), durationMs: 7 });
    expect(s.state.api.inFlight).toEqual([]);
    expect(s.state.api.lastError).toMatchObject({ requestId: 'r2', error: { status: 500 } });
  });
});
