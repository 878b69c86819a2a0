/**
 * Error reporting (spec §8, decision 017): 1% of page sessions are sent when the page is hidden,
 * every session that hits an error is sent, one report per burst and a few per session at most;
 * development builds and configs without a URL send nothing; what leaves is the session file the
 * console exports, with no secret in it and the customer's personal data pseudonymised (decision
 * 037); a failing transport changes nothing in the app.
 */
import { Subscription } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppError } from '../../events/app-error';
import { pseudonymiser, type Pseudonymiser } from '../../events/pseudonyms';
import { parseSessionFile } from '../../events/session-file';
import {
  KEEPALIVE_MAX_BYTES,
  REPORT_FETCH_LIMIT_MS,
  windowReportPort,
} from '../../src/boot/beacon-report-port';
import {
  MAX_REPORTS_PER_SESSION,
  REPORT_COALESCE_MS,
  REPORT_SAMPLE_RATE,
  errorReportingEffect,
  isReportableError,
} from '../../src/effects/app/error-reporting';
import { startBrowserEffects } from '../../src/effects/runtime/browser-effects';
import type { ErrorReportPort, WebVital } from '../../src/effects/runtime/report-port';
import { buildSignupRequest } from '../../src/features/order/signup/signup-request';
import { buildJanasBillingProfile, buildCart, buildDomainItem, user } from '../support/builders';
import { harness, type Harness } from '../support/effect-harness';
import { JANA_SIGNUP_MAIN } from '../support/signup-form';

const URL = 'https://reports.test/sessions';

interface Sent {
  url: string;
  body: string;
}

function fakePort(draw: number, send?: (url: string, body: string) => void) {
  const sent: Sent[] = [];
  const listeners = new Set<() => void>();
  const vitalListeners = new Set<(vital: WebVital) => void>();
  let draws = 0;
  const port: ErrorReportPort = {
    onWebVital(listener) {
      vitalListeners.add(listener);
      return () => vitalListeners.delete(listener);
    },
    send: send ?? ((url, body) => void sent.push({ url, body })),
    onPageHidden(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    random: () => {
      draws += 1;
      return draw;
    },
  };
  return {
    port,
    sent,
    hide: () => listeners.forEach((l) => l()),
    draws: () => draws,
    vital: (vital: WebVital) => vitalListeners.forEach((l) => l(vital)),
    measuring: () => vitalListeners.size > 0,
  };
}

function start({
  draw = 0.5,
  mode = 'production',
  url = URL,
  send,
  stand,
}: {
  draw?: number;
  mode?: string;
  url?: string | null;
  send?: (url: string, body: string) => void;
  stand?: Pseudonymiser;
} = {}) {
  const h = harness({}, url === null ? {} : { errorReportingUrl: url });
  h.log.append('app/booted', { config: h.deps.config, locale: 'sk-SK', mode, buildId: 'build-7' });
  h.log.append('cart/load-requested', { reason: 'boot' });
  const fake = fakePort(draw, send);
  h.deps.errorReport = fake.port;
  if (stand) h.deps.pseudonymiser = stand;
  const subscription = errorReportingEffect(h.deps);
  return { h, ...fake, subscription };
}

const crash = (h: Harness, detail = 'TypeError: x is undefined') =>
  h.log.append('app/crashed', { messageKey: 'general.unexpected', detail });

const apiError = (kind: AppError['kind'], status: number | null, messageKey = 'general.server_error') => ({
  kind,
  status,
  messageKey,
  key: null,
  violations: [],
});

const reasons = (sent: Sent[]) => sent.map((s) => new globalThis.URL(s.url).searchParams.get('reason'));

describe('error reporting', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a sampled session (draw under 1%) when the page is hidden, as the session file the console exports', () => {
    const { h, sent, hide } = start({ draw: REPORT_SAMPLE_RATE - 0.0001 });
    h.log.append('nav/changed', { path: '/checkout', search: '' });
    expect(sent).toEqual([]);
    hide();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe(`${URL}?reason=sampled&report=1`);
    const parsed = parseSessionFile(sent[0]?.body ?? '');
    expect(parsed.ok && parsed.session.events.map((e) => e.type)).toEqual([
      'app/booted',
      'cart/load-requested',
      'app/error-reporting-started',
      'nav/changed',
    ]);
    expect(parsed.ok && parsed.session.buildId).toBe('build-7');
    // The draw and the report are facts in the log, so a replay of the session shows them.
    expect(h.log.all().filter((e) => e.type.startsWith('app/error-report'))).toMatchObject([
      { type: 'app/error-reporting-started', payload: { sampled: true } },
      { type: 'app/error-report-sent', payload: { reason: 'sampled', report: 1 } },
    ]);
    // Its own fact is not news: hiding again with nothing new sends nothing.
    hide();
    expect(sent).toHaveLength(1);
  });

  it("carries the page's real-user figures (LCP, INP, CLS) in the report, each change once", () => {
    const { h, sent, hide, vital } = start({ draw: REPORT_SAMPLE_RATE - 0.0001 });
    vital({ name: 'LCP', value: 1840.5, rating: 'good' });
    vital({ name: 'CLS', value: 0.004, rating: 'good' });
    vital({ name: 'CLS', value: 0.004, rating: 'good' });
    vital({ name: 'INP', value: 232, rating: 'needs-improvement' });
    hide();
    const parsed = parseSessionFile(sent[0]?.body ?? '');
    const figures = parsed.ok
      ? parsed.session.events.filter((e) => e.type === 'app/web-vital-measured').map((e) => e.payload)
      : [];
    expect(figures).toEqual([
      { name: 'LCP', value: 1840.5, rating: 'good' },
      { name: 'CLS', value: 0.004, rating: 'good' },
      { name: 'INP', value: 232, rating: 'needs-improvement' },
    ]);
    expect(h.log.all().filter((e) => e.type === 'app/web-vital-measured')).toHaveLength(3);
  });

  it('measures nothing where it does not report (a development build) and stops measuring when stopped', () => {
    const dev = start({ mode: 'development' });
    expect(dev.measuring()).toBe(false);
    const prod = start();
    expect(prod.measuring()).toBe(true);
    prod.subscription.unsubscribe();
    expect(prod.measuring()).toBe(false);
  });

  it('sends nothing for a session outside the 1% (draw of exactly 1%) that hits no error', () => {
    const { h, sent, hide, draws } = start({ draw: REPORT_SAMPLE_RATE });
    h.log.append('nav/changed', { path: '/checkout', search: '' });
    hide();
    vi.advanceTimersByTime(10 * REPORT_COALESCE_MS);
    expect(sent).toEqual([]);
    expect(draws()).toBe(1);
  });

  it('sends an unsampled session that crashed, with the crash, once the burst is over', () => {
    const { h, sent } = start({ draw: 0.99 });
    crash(h);
    vi.advanceTimersByTime(REPORT_COALESCE_MS - 1);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(reasons(sent)).toEqual(['error']);
    const parsed = parseSessionFile(sent[0]?.body ?? '');
    expect(parsed.ok && parsed.session.events.at(-1)?.type).toBe('app/crashed');
  });

  it('sends one report for a burst of errors and another for a later burst', () => {
    const { h, sent } = start();
    crash(h);
    h.log.append('app/translation-missing', { locale: 'sk-SK', key: 'cart.a' });
    h.log.append('app/translation-missing', { locale: 'sk-SK', key: 'cart.b' });
    vi.advanceTimersByTime(REPORT_COALESCE_MS);
    expect(sent).toHaveLength(1);
    const first = parseSessionFile(sent[0]?.body ?? '');
    expect(first.ok && first.session.events.filter((e) => e.type === 'app/translation-missing')).toHaveLength(
      2,
    );
    vi.advanceTimersByTime(60_000);
    h.log.append('nav/failed', { to: '/order', messageKey: 'nav.failed' });
    vi.advanceTimersByTime(REPORT_COALESCE_MS);
    expect(sent.map((s) => s.url)).toEqual([`${URL}?reason=error&report=1`, `${URL}?reason=error&report=2`]);
  });

  it('reports errors recorded before it started (boot, or while its chunk loaded)', () => {
    const h = harness({}, { errorReportingUrl: URL });
    h.log.append('app/booted', { config: h.deps.config, locale: 'sk-SK', mode: 'staging', buildId: 'b' });
    h.log.append('app/translation-missing', { locale: 'sk-SK', key: 'layout.title' });
    const fake = fakePort(0.5);
    h.deps.errorReport = fake.port;
    errorReportingEffect(h.deps);
    vi.advanceTimersByTime(REPORT_COALESCE_MS);
    expect(reasons(fake.sent)).toEqual(['error']);
  });

  it('sends a pending burst at once when the page is hidden, and the whole session again on a later hide', () => {
    const { h, sent, hide } = start({ draw: 0.99 });
    crash(h);
    hide();
    expect(reasons(sent)).toEqual(['error']);
    vi.advanceTimersByTime(REPORT_COALESCE_MS);
    hide();
    expect(sent).toHaveLength(1);
    h.log.append('nav/changed', { path: '/checkout/order', search: '?step=recapitulation' });
    hide();
    expect(reasons(sent)).toEqual(['error', 'error']);
  });

  it('counts the business-mail price failure, unexpected API failures and navigation errors as errors, not expected answers', () => {
    const { h } = start();
    const failed = (error: AppError) =>
      h.log.append('api/failed', { requestId: 'r', status: error.status, error, durationMs: 1 });
    const cases: [ReturnType<typeof failed>, boolean][] = [
      [failed(apiError('http', 500)), true],
      [failed(apiError('schema', 200, 'general.invalid_reply')), true],
      [failed(apiError('parse', 200, 'general.invalid_reply')), true],
      [failed(apiError('client', null, 'general.unexpected')), true],
      [failed(apiError('client', 200, 'exception.cart.value_missing')), true],
      [failed(apiError('http', 503, 'general.outage')), false],
      [failed(apiError('http', 422, 'cart.item_already_in_cart')), false],
      [failed(apiError('http', 401, 'user.unauthorized')), false],
      [failed(apiError('http', 404, 'cart.not_found')), false],
      [failed(apiError('network', null, 'general.network_error')), false],
      [failed(apiError('abort', null, 'ws-abort')), false],
      [failed(apiError('client', 202, 'polling.limit_exceeded')), false],
    ];
    expect(cases.map(([e]) => isReportableError(e))).toEqual(cases.map(([, expected]) => expected));
    const priceFailed = h.log.append('cart-items/licence-prices-failed', {
      itemId: 'bm',
      period: 12,
      error: apiError('http', 422, 'business_mail.price'),
    });
    expect(isReportableError(priceFailed)).toBe(true);
    expect(isReportableError(h.log.append('nav/failed', { to: '/x', messageKey: 'nav.failed' }))).toBe(true);
    expect(isReportableError(h.log.append('nav/changed', { path: '/', search: '' }))).toBe(false);
  });

  it('counts a timeout and a cart the provider keeps losing as errors (issue 22)', () => {
    const { h } = start();
    const timedOut = apiError('timeout', null, 'general.timeout');
    expect(
      isReportableError(
        h.log.append('api/failed', { requestId: 'r', status: null, error: timedOut, durationMs: 1 }),
      ),
    ).toBe(true);
    const lost = { ...apiError('http', 404, 'cart.not_found'), key: 'cart.not_found' };
    const ids = { commandId: 'cmd-1' };
    expect(isReportableError(h.log.append('cart/reset-refused', { error: lost, resets: 2 }))).toBe(true);
    expect(
      isReportableError(h.log.append('cart/command-failed', { command: 'load', ...ids, error: lost })),
    ).toBe(true);
    expect(
      isReportableError(h.log.append('cart/command-failed', { command: 'set-note', ...ids, error: lost })),
    ).toBe(false);
    expect(
      isReportableError(
        h.log.append('cart/command-failed', {
          command: 'load',
          ...ids,
          error: apiError('network', null, 'general.network_error'),
        }),
      ),
    ).toBe(false);
  });

  it('sends nothing in a development build (the mode vitest and the dev server run in)', () => {
    const { h, sent, hide, draws } = start({ mode: 'development', draw: 0 });
    crash(h);
    vi.advanceTimersByTime(REPORT_COALESCE_MS);
    hide();
    expect(sent).toEqual([]);
    expect(draws()).toBe(0);
  });

  it('sends nothing when the config names no reporting URL', () => {
    const { h, sent, hide } = start({ url: null, draw: 0 });
    crash(h);
    vi.advanceTimersByTime(REPORT_COALESCE_MS);
    hide();
    expect(sent).toEqual([]);
  });

  it('sends nothing when the page gives no report port (Node runs, scenarios)', () => {
    const h = harness({}, { errorReportingUrl: URL });
    h.log.append('app/booted', { config: h.deps.config, locale: 'sk-SK', mode: 'production', buildId: 'b' });
    const stop = errorReportingEffect(h.deps);
    crash(h);
    vi.advanceTimersByTime(REPORT_COALESCE_MS);
    expect(h.log.all().filter((e) => e.type.startsWith('app/error-report'))).toEqual([]);
    expect(() => stop.unsubscribe()).not.toThrow();
  });

  it('ignores a transport that throws: nothing is appended, nothing crashes, no report follows from it', () => {
    let calls = 0;
    const { h, hide } = start({
      draw: 0,
      send: () => {
        calls += 1;
        throw new Error('beacon refused');
      },
    });
    crash(h);
    const size = h.log.size;
    expect(() => vi.advanceTimersByTime(REPORT_COALESCE_MS)).not.toThrow();
    expect(calls).toBe(1);
    expect(h.log.size).toBe(size);
    vi.advanceTimersByTime(60_000);
    hide();
    expect(calls).toBe(1);
    expect(h.log.size).toBe(size);
  });

  it('never sends a sign-up password, card data or a domain auth code', () => {
    const { h, sent, hide } = start({ draw: 0 });
    const password = 'Canary-Pass-4417!';
    const authCode = 'EPP-Canary-9931';
    const card = '4111111111111111';
    const signup = buildSignupRequest({
      workflow: 1,
      main: JANA_SIGNUP_MAIN,
      other: null,
      different: false,
      domainApplies: true,
      password,
      thirdPartyConsent: false,
    });
    h.log.append('signup/submitted', signup);
    h.log.append('api/requested', {
      requestId: 'r1',
      method: 'POST',
      url: 'https://api.test/users',
      pathTemplate: '/users',
      headers: { Authorization: 'Bearer tok-123', company: 'sk-ws' },
      body: { ...signup.request, payment: { cardNumber: card, cvc: '987' } },
    });
    h.log.append('cart/item-add-requested', {
      request: {
        code: 'domain-transfer',
        period: 12,
        sellType: 'direct',
        properties: { domain: 'jana.sk', eppCode: authCode },
      },
    });
    h.log.append('api/requested', {
      requestId: 'r2',
      method: 'POST',
      url: 'https://api.test/cart/items',
      pathTemplate: '/cart/items',
      headers: {},
      body: { code: 'domain-transfer', properties: { domain: 'jana.sk', authCode } },
    });
    crash(h);
    vi.advanceTimersByTime(REPORT_COALESCE_MS);
    h.log.append('nav/changed', { path: '/', search: '' });
    hide();
    expect(sent).toHaveLength(2);
    for (const { body } of sent) {
      expect(body).toContain('"domain": "jana.sk"');
      // without the tab's salt, the report pseudonymises with one of its own
      for (const personal of ['jana.nova', 'Hlavná 1', '901123456']) expect(body).not.toContain(personal);
      for (const secret of [password, authCode, card, '987', 'tok-123']) expect(body).not.toContain(secret);
    }
  });

  it('sends no personal data: the billing profile’s name, street, phone and ID card get the tab’s stand-ins', () => {
    const tab = pseudonymiser('the-tab-salt');
    const { h, sent } = start({ draw: 0.5, stand: tab });
    const profile = buildJanasBillingProfile();
    const cart = buildCart({ items: [buildDomainItem('novakova.sk')], billingProfile: profile, user });
    h.log.append('profiles/billing-received', { profiles: [profile] });
    h.log.append('api/responded', {
      requestId: 'r1',
      status: 200,
      headers: {},
      body: { profiles: [profile] },
      durationMs: 12,
    });
    h.log.append('cart/received', { cart, command: 'load' });
    h.log.append('profiles/field-committed', { form: 'billing', field: 'phone', value: '0905 123 456' });
    h.log.append('nav/changed', { path: '/checkout/order', search: '?step=billing-profile&token=Tk-77aa' });
    crash(h);
    vi.advanceTimersByTime(REPORT_COALESCE_MS);
    expect(sent).toHaveLength(1);
    const body = sent[0]?.body ?? '';
    for (const personal of [
      'Jana',
      'Nováková',
      'novakova@',
      'Hlavná',
      'Bratislava',
      '821 08',
      '123456',
      'EA12',
      'Tk-77aa',
    ])
      expect(body).not.toContain(personal);
    expect(body).toContain(tab.value('street', 'Hlavná 12'));
    expect(body).toContain(tab.value('phone', '+421905123456'));
    for (const kept of [
      '"id": 7',
      '"countryCode": "SK"',
      '"domain": "novakova.sk"',
      'step=billing-profile',
      '"vatExcluded": 39',
    ])
      expect(body).toContain(kept);
    const parsed = parseSessionFile(body);
    expect(parsed.ok && parsed.session.events.map((e) => e.type)).toContain('cart/received');
    // The app goes on with the real values.
    expect(JSON.stringify(h.log.all())).toContain('Hlavná 12');
  });

  it(`sends at most ${MAX_REPORTS_PER_SESSION} reports in a page session`, () => {
    const { h, sent, hide } = start({ draw: 0 });
    for (let burst = 0; burst < 3 * MAX_REPORTS_PER_SESSION; burst += 1) {
      crash(h, `crash ${burst}`);
      vi.advanceTimersByTime(REPORT_COALESCE_MS);
      h.log.append('nav/changed', { path: `/p${burst}`, search: '' });
      hide();
    }
    expect(sent).toHaveLength(MAX_REPORTS_PER_SESSION);
    expect(sent.at(-1)?.url).toBe(`${URL}?reason=error&report=${MAX_REPORTS_PER_SESSION}`);
  });

  it('stops listening when stopped', () => {
    const { h, sent, hide, subscription } = start({ draw: 0 });
    crash(h);
    subscription.unsubscribe();
    vi.advanceTimersByTime(REPORT_COALESCE_MS);
    hide();
    expect(sent).toEqual([]);
  });
});

describe('the deferred chunk', () => {
  it("hands the page's report port to the deferred effects only, the core ones never see it", async () => {
    const h = harness({});
    const { port } = fakePort(0.5);
    const seen: { core?: unknown; deferred?: unknown } = {};
    const effects = startBrowserEffects(h.deps, {
      core: [(deps) => ((seen.core = deps.errorReport), new Subscription())],
      load: () =>
        Promise.resolve({
          deferredEffects: [(deps) => ((seen.deferred = deps.errorReport), new Subscription())],
          completeApiClient: (core) => core as never,
          reportPort: () => port,
        }),
    });
    expect(await effects.deferredStarted).toBe(true);
    expect(seen).toEqual({ core: undefined, deferred: port });
    effects.stop();
  });
});

describe('the browser transport', () => {
  function fakeWindow({
    beacon,
    fetch,
  }: {
    beacon?: (url: string, body: string) => boolean;
    fetch: (url: string, init: RequestInit) => Promise<Response>;
  }) {
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    const win = Object.assign(new EventTarget(), {
      navigator: beacon ? { sendBeacon: beacon } : {},
      fetch,
      document: doc,
      setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
      clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    });
    return { win: win as unknown as Window, doc };
  }

  it('uses sendBeacon when the browser takes the report', () => {
    const fetch = vi.fn();
    const beacon = vi.fn(() => true);
    windowReportPort(fakeWindow({ beacon, fetch }).win).send(URL, '{"a":1}');
    expect(beacon).toHaveBeenCalledWith(URL, '{"a":1}');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive text/plain fetch when the beacon is refused, and ignores its failure', async () => {
    const fetch = vi.fn(() => Promise.reject(new TypeError('offline')));
    windowReportPort(fakeWindow({ beacon: () => false, fetch }).win).send(URL, 'body');
    expect(fetch).toHaveBeenCalledWith(
      URL,
      expect.objectContaining({ method: 'POST', body: 'body', keepalive: true, mode: 'no-cors' }),
    );
    await Promise.resolve();
  });

  it('aborts the fallback fetch when it has no answer within its limit', () => {
    vi.useFakeTimers();
    try {
      let signal: AbortSignal | null | undefined;
      const fetch = vi.fn((_url: string, init: RequestInit) => {
        signal = init.signal;
        return new Promise<Response>(() => undefined);
      });
      windowReportPort(fakeWindow({ beacon: () => false, fetch }).win).send(URL, 'body');
      expect(signal?.aborted).toBe(false);
      vi.advanceTimersByTime(REPORT_FETCH_LIMIT_MS);
      expect(signal?.aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends a body over the keepalive limit by a plain fetch, and survives a fetch that throws', () => {
    const big = 'x'.repeat(KEEPALIVE_MAX_BYTES + 1);
    const fetch = vi.fn(() => Promise.resolve(new Response(null)));
    windowReportPort(fakeWindow({ fetch }).win).send(URL, big);
    expect(fetch).toHaveBeenCalledWith(URL, expect.objectContaining({ keepalive: false }));
    const throwing = () => {
      throw new Error('no fetch');
    };
    expect(() =>
      windowReportPort(
        fakeWindow({
          beacon: () => {
            throw new TypeError('bad url');
          },
          fetch: throwing,
        }).win,
      ).send(URL, 'b'),
    ).not.toThrow();
  });

  it('tells when the page is hidden or left, until unsubscribed', () => {
    const { win, doc } = fakeWindow({ fetch: vi.fn() });
    const listener = vi.fn();
    const stop = windowReportPort(win).onPageHidden(listener);
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(listener).not.toHaveBeenCalled();
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    win.dispatchEvent(new Event('pagehide'));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    win.dispatchEvent(new Event('pagehide'));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
