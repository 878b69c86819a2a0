/**
 * The one navigation rule (decision 040), and every effect that sends the browser somewhere going
 * through it: only http(s), only the app's own origin or one the config allows (by default those of
 * `apiUrl`, `loginUrl`, `assetUrl`, `transferUrl`); a refused target is `nav/redirect-refused`,
 * shown to the customer and counted as an error by the reporting. Issue 22, item 5.
 */
import { describe, expect, it } from 'vitest';
import { AppConfig, type AppConfigInput } from '../../events/contract/app-config';
import type { CheckoutReply } from '../../events/contract/payment';
import { foldAll } from '../../projections/fold';
import { messagesAt } from '../../projections/messages/selectors';
import type { ApiClient } from '../../src/api/client';
import { succeed } from '../../src/api/result';
import { isReportableError } from '../../src/effects/app/error-reporting';
import { languageEffect } from '../../src/effects/app/language';
import { finishOrderEffect } from '../../src/effects/checkout/finish-order';
import { allowedOrigins, appPath, checkNavigation } from '../../src/effects/nav/allowed-navigation';
import { navigationEffect } from '../../src/effects/nav/navigation';
import { signupEffect } from '../../src/effects/signup/signup';
import { loginEffect } from '../../src/effects/ui/login';
import { buildSignupRequest } from '../../src/features/order/signup/signup-request';
import { bootPayload, buildBillingProfile, buildCart, user } from '../support/builders';
import { flush, harness, type Harness } from '../support/effect-harness';

const APP = 'https://shop.test';
const config = (extra: Partial<AppConfigInput> = {}) =>
  AppConfig.parse({
    apiUrl: 'https://api.provider.test/v1',
    validationApiUrl: 'https://validation.provider.test',
    loginUrl: 'https://login.provider.test/login',
    assetUrl: 'https://assets.provider.test',
    transferUrl: '/transfer',
    ...extra,
  });

describe('the navigation rule', () => {
  const allowed = allowedOrigins(config());

  it('allows by default the origins of apiUrl, loginUrl and assetUrl (a relative URL is the app itself)', () => {
    expect(allowed).toEqual([
      'https://api.provider.test',
      'https://login.provider.test',
      'https://assets.provider.test',
    ]);
  });

  it('allows exactly the configured allowedOrigins when they are given', () => {
    const listed = allowedOrigins(
      config({ allowedOrigins: ['https://pay.gateway.test', 'http://127.0.0.1:4603'] }),
    );
    expect(listed).toEqual(['https://pay.gateway.test', 'http://127.0.0.1:4603']);
    expect(checkNavigation('https://api.provider.test/x', APP, listed)).toEqual({
      ok: false,
      because: 'origin',
    });
  });

  it('refuses a config whose allowedOrigins entry is not an http(s) origin', () => {
    for (const bad of ['javascript:alert(1)', 'https://pay.test/path', 'pay.test', 'ftp://pay.test'])
      expect(
        AppConfig.safeParse({ apiUrl: '/a', validationApiUrl: '/v', loginUrl: '/l', allowedOrigins: [bad] })
          .success,
        bad,
      ).toBe(false);
  });

  it("follows the app's own origin, relative paths included, and the allowed origins", () => {
    expect(checkNavigation('/thank-you?messageKey=success', APP, allowed)).toEqual({
      ok: true,
      url: `${APP}/thank-you?messageKey=success`,
    });
    expect(checkNavigation('https://login.provider.test/login?x=1', APP, allowed)).toEqual({
      ok: true,
      url: 'https://login.provider.test/login?x=1',
    });
  });

  it('refuses any other origin, https included, and protocol-relative or backslashed hosts', () => {
    for (const url of [
      'https://evil.example/pay',
      'http://evil.example/',
      '//evil.example/x',
      '/\\evil.example/x',
      'https://shop.test.evil.example/',
      'https://login.provider.test.evil.example/',
    ])
      expect(checkNavigation(url, APP, allowed), url).toEqual({ ok: false, because: 'origin' });
  });

  it('refuses every scheme but http(s), however it is written', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'ftp://files.test/x',
    ])
      expect(checkNavigation(url, APP, allowed), url).toEqual({ ok: false, because: 'scheme' });
  });

  it("follows a return address only when it leads back to the app's own origin", () => {
    const login = 'https://login.provider.test/login';
    for (const back of [`${APP}/checkout`, `${APP}/en/domain-checker?q=a`])
      expect(checkNavigation(`${login}?returnUrl=${encodeURIComponent(back)}`, APP, allowed).ok, back).toBe(
        true,
      );
    // A return address relative to a page of the app (mock mode's login stand-in) is the app's.
    expect(checkNavigation('/mock-login?returnUrl=%2Fcheckout', APP, allowed).ok).toBe(true);
  });

  it('refuses an allowed origin whose return address (any name, any case) leads anywhere else', () => {
    for (const name of [
      'returnUrl',
      'RETURNURL',
      'redirect',
      'redirect_uri',
      'return_to',
      'next',
      'Continue',
    ])
      for (const back of [
        'https://evil.example/',
        '//evil.example/x',
        'javascript:alert(1)',
        'https://login.provider.test/elsewhere',
        '/relative-to-the-login-service',
      ])
        expect(
          checkNavigation(
            `https://login.provider.test/login?${name}=${encodeURIComponent(back)}`,
            APP,
            allowed,
          ),
          `${name}=${back}`,
        ).toEqual({ ok: false, because: 'return-address' });
    expect(
      checkNavigation(`${APP}/x?lang=en&returnUrl=${APP}/ok&next=https://evil.example/`, APP, allowed),
    ).toEqual({ ok: false, because: 'return-address' });
  });

  it('reads a path from the address bar as a path of the app', () => {
    expect(appPath('//evil.example/x')).toBe('/evil.example/x');
    expect(appPath('/\\evil.example/x')).toBe('/evil.example/x');
    expect(appPath('/en/checkout')).toBe('/en/checkout');
  });
});

/** The refusals the log holds, with whether the customer is told and the report counts them. */
function refusals(h: Harness) {
  const refused = h.log.all().filter((e) => e.type === 'nav/redirect-refused');
  const shown = messagesAt(foldAll(h.log.all()), 'general').map((m) => m.translationKey);
  return {
    payloads: refused.map((e) => e.payload),
    told: shown.includes('nav.redirect_refused'),
    reported: refused.length > 0 && refused.every(isReportableError),
  };
}

describe('the sign-up redirect (E39)', () => {
  async function signUpWith(redirect: string) {
    const h = harness({ signUp: async () => succeed({ redirect, domainProfile: null }, 201) });
    signupEffect(h.deps);
    const values = { type: 'personal', firstName: 'Jana', lastName: 'Nová', login: 'jana', terms: true };
    h.log.append(
      'signup/submitted',
      buildSignupRequest({
        workflow: 1,
        main: values,
        other: null,
        different: false,
        domainApplies: true,
        password: 'Pass-4417!',
        thirdPartyConsent: false,
      }),
    );
    await flush();
    return h;
  }

  it('never runs a javascript: URL: it is refused, said and reported, and the cart is read again', async () => {
    const h = await signUpWith('javascript:alert(document.domain)');
    expect(h.types()).toContain('signup/succeeded');
    expect(h.browser.assigned).toEqual([]);
    expect(h.types()).not.toContain('nav/left-app');
    expect(refusals(h)).toMatchObject({ told: true, reported: true });
    expect(refusals(h).payloads[0]).toMatchObject({ reason: 'signup', because: 'scheme' });
    expect(
      h.log
        .all()
        .filter((e) => e.type === 'cart/load-requested')
        .map((e) => e.payload),
    ).toEqual([{ reason: 'signup' }]);
  });

  it("follows the login service's auto-login on an allowed origin", async () => {
    const h = await signUpWith('https://login.test/auto?token=1');
    expect(h.browser.assigned).toHaveLength(1);
    expect(new URL(h.browser.assigned[0] ?? '').origin).toBe('https://login.test');
    expect(h.types()).not.toContain('nav/redirect-refused');
  });

  it('refuses an auto-login on a foreign https origin', async () => {
    const h = await signUpWith('https://evil.example/auto');
    expect(h.browser.assigned).toEqual([]);
    expect(refusals(h).payloads[0]).toMatchObject({ reason: 'signup', because: 'origin' });
  });
});

describe('the payment gateway and the poll (E37, §1.9)', () => {
  const cart = buildCart({
    user,
    billingProfile: buildBillingProfile(),
    paymentOption: { groupId: 'card', optionId: null, recurrence: false },
  });

  async function finishWith(api: Partial<ApiClient>, config: Partial<AppConfigInput> = {}) {
    const h = harness(api, config);
    h.log.append('app/booted', bootPayload());
    h.log.append('cart/received', { cart, command: 'load' });
    h.log.append('steps/user-step-set', { step: 'recapitulation' });
    h.log.append('checkout/consent-set', { consent: 'terms', value: true });
    finishOrderEffect(h.deps);
    h.log.append('checkout/finish-requested', {});
    await flush();
    await flush();
    return h;
  }
  const replying = (reply: CheckoutReply): Partial<ApiClient> => ({
    checkout: async () => succeed(reply, 200),
  });

  it('refuses a gateway on an https origin the config does not allow, says so and ends on the fail page', async () => {
    const h = await finishWith(replying({ redirect: 'https://evil.example/pay', invoiceId: 'I1' }));
    expect(h.browser.assigned).toEqual([]);
    expect(refusals(h)).toMatchObject({ told: true, reported: true });
    expect(refusals(h).payloads).toEqual([
      { url: 'https://evil.example/pay', reason: 'payment-gateway', because: 'origin' },
    ]);
    const to = h.log.all().flatMap((e) => (e.type === 'nav/requested' ? [e.payload.to] : []));
    expect(to).toContain('/thank-you?messageKey=fail');
  });

  it("follows the gateway's return to the app's own thank-you page (the mock provider's gateway)", async () => {
    const h = await finishWith(
      replying({ redirect: `${APP}/thank-you?messageKey=success`, invoiceId: 'I1' }),
    );
    expect(h.browser.assigned).toEqual([`${APP}/thank-you?messageKey=success`]);
  });

  it('follows a gateway whose origin the config lists', async () => {
    const h = await finishWith(replying({ redirect: 'https://pay.gateway.test/p/1' }), {
      allowedOrigins: ['https://pay.gateway.test', 'https://login.test'],
    });
    expect(h.browser.assigned).toEqual(['https://pay.gateway.test/p/1']);
  });

  it("refuses a processed payment's redirect to a foreign origin", async () => {
    const h = await finishWith({
      ...replying({ key: 'processing', invoiceId: 'I1' }),
      poll: async () => succeed({ redirectTo: 'https://evil.example/done' }, 200),
    });
    expect(h.browser.assigned).toEqual([]);
    expect(refusals(h).payloads).toEqual([
      { url: 'https://evil.example/done', reason: 'payment-processed', because: 'origin' },
    ]);
  });

  it("refuses a processed payment's redirect to the login service that would send the customer elsewhere", async () => {
    const url = 'https://login.test/login?returnUrl=https://evil.example/';
    const h = await finishWith({
      ...replying({ key: 'processing', invoiceId: 'I1' }),
      poll: async () => succeed({ redirectTo: url }, 200),
    });
    expect(h.browser.assigned).toEqual([]);
    expect(refusals(h)).toMatchObject({ told: true, reported: true });
    expect(refusals(h).payloads).toEqual([{ url, reason: 'payment-processed', because: 'return-address' }]);
  });
});

describe('the language switch', () => {
  it('from /en//evil.example/x stays on the app: the path is a path of the app', () => {
    const h = harness({}, { languages: ['sk-SK', 'en-US'] });
    h.browser.path = '/en//evil.example/x';
    languageEffect(h.deps);
    h.log.append('app/language-change-requested', { locale: 'sk-SK' });
    expect(h.browser.assigned).toEqual(['/evil.example/x']);
    expect(new URL(h.browser.assigned[0] ?? '', APP).origin).toBe(APP);
  });
});

describe('login', () => {
  it("goes to the login service's origin, and never to a loginUrl that is not http(s)", () => {
    const ok = harness({});
    loginEffect(ok.deps);
    ok.log.append('ui/login-started', {});
    expect(new URL(ok.browser.assigned[0] ?? '').origin).toBe('https://login.test');

    const bad = harness({}, { loginUrl: 'javascript:alert(1)//' });
    loginEffect(bad.deps);
    bad.log.append('ui/login-started', {});
    expect(bad.browser.assigned).toEqual([]);
    expect(refusals(bad).payloads[0]).toMatchObject({ reason: 'login', because: 'scheme' });
  });
});

describe('in-app navigation', () => {
  it('never leaves the origin for a target built from outside input', () => {
    const h = harness({});
    navigationEffect(h.deps);
    h.log.append('nav/requested', { to: '//evil.example/x' });
    expect(h.browser.path).toBe('/evil.example/x');
    h.log.append('nav/requested', { to: 'javascript:alert(1)' });
    expect(h.browser.path).toBe('/evil.example/x');
    expect(refusals(h).payloads).toEqual([
      { url: 'javascript:alert(1)', reason: 'in-app', because: 'scheme' },
    ]);
  });
});
