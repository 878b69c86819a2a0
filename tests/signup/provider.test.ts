/**
 * Sign-up against the mock provider (contract E39, E41, §1.10; spec §4, §5): success moves to
 * payment and follows the provider's redirect with the return parameters; violations land on
 * their fields; the login's availability is asked at most once a second; the password reaches the
 * provider but never the log; the clipboard hint goes after 5 s.
 */
import { describe, expect, it } from 'vitest';
import { REDACTED } from '../../events/redact';
import { buildSignupRequest } from '../../src/features/order/signup/signup-request';
import { keepSecret } from '../../src/shared/secret-vault';
import { CLIPBOARD_HINT_MS, LOGIN_CHECK_THROTTLE_MS, signupEffect } from '../../src/effects/signup/signup';
import { SIGNUP_PASSWORD_SECRET } from '../../src/shared/secret-vault';
import { PROVIDER_URLS, useTestProvider, waitFor } from '../support/provider-harness';
import { startProfiles } from '../effects/support/profiles-harness';
import { JANA_SIGNUP_MAIN } from '../support/signup-form';

const provider = useTestProvider();

const CANARY = 'Canary-Pass-4417!';
const main = JANA_SIGNUP_MAIN;

function signUp(
  h: Awaited<ReturnType<typeof startProfiles>>,
  values: Record<string, string | boolean>,
  password = CANARY,
) {
  const built = buildSignupRequest({
    workflow: 1,
    main: values,
    other: null,
    different: false,
    domainApplies: true,
    password,
    thirdPartyConsent: false,
  });
  h.log.append('profiles/form-opened', { form: 'signup', profileId: null, values, drawer: false });
  keepSecret(SIGNUP_PASSWORD_SECRET, password);
  h.log.append('signup/submitted', built);
}

describe('signing up in the billing step', () => {
  it('creates the account, moves to payment and follows the redirect with the return parameters', async () => {
    // The redirect is the provider's login service: the configured `loginUrl` (decision 040).
    const h = await startProfiles(provider, [signupEffect], {}, { loginUrl: PROVIDER_URLS.loginUrl });
    signUp(h, main);
    await waitFor(h, 'signup/succeeded');
    const types = h.types();
    expect(types.indexOf('steps/user-step-set')).toBeGreaterThan(types.indexOf('signup/succeeded'));
    expect(types.indexOf('nav/left-app')).toBeGreaterThan(types.indexOf('steps/user-step-set'));
    const stepSet = h.log
      .all()
      .filter((e) => e.type === 'steps/user-step-set')
      .at(-1);
    expect(stepSet?.payload).toEqual({ step: 'payment-method' });
    const url = new URL(h.browser.assigned[0] ?? '');
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('login')).toBe('jana.nova');
    expect(url.searchParams.get('returnUrl')).toBe('https://shop.test/checkout');
    expect(url.searchParams.get('step')).toBe('payment-method');
    expect(url.searchParams.get('language')).toBe('sk-SK');
    const created = provider.store.state.users.find((u) => u.login === 'jana.nova');
    expect(created?.password).toBe(CANARY);
    expect(
      provider.store.state.domainProfiles.some((p) => p.userId === created?.id && p.firstName === 'Jana'),
    ).toBe(true);
  });

  it('never writes the password into the log, the intent and the recorded request included', async () => {
    const h = await startProfiles(provider, [signupEffect]);
    signUp(h, main);
    await waitFor(h, 'signup/succeeded');
    for (const event of h.log.all()) expect(JSON.stringify(event)).not.toContain(CANARY);
    const submitted = h.log.all().find((e) => e.type === 'signup/submitted');
    expect(JSON.stringify(submitted)).toContain(REDACTED);
    const sent = h.log.all().find((e) => e.type === 'api/requested' && e.payload.pathTemplate === '/users');
    expect(JSON.stringify(sent)).toContain(REDACTED);
  });

  it('puts the provider violations on the fields: login taken, street too short', async () => {
    const h = await startProfiles(provider, [signupEffect]);
    signUp(h, { ...main, login: 'alice', street: 'Hl' });
    await waitFor(h, 'signup/failed');
    const form = h.state().profileForms.forms.signup;
    expect(form?.serverErrors).toMatchObject({
      login: { translationKey: 'validation.login_taken' },
      street: { translationKey: 'validation.too_short' },
    });
    expect(h.state().profileForms.signup.status).toBe('failed');
    expect(h.browser.assigned).toEqual([]);
    expect(h.count('steps/user-step-set')).toBe(0);
  });

  it('refuses a weak password on the password field', async () => {
    const h = await startProfiles(provider, [signupEffect]);
    signUp(h, main, 'weakpass');
    await waitFor(h, 'signup/failed');
    expect(h.state().profileForms.forms.signup?.serverErrors.password).toEqual({
      translationKey: 'validation.password_weak',
    });
  });

  it('sends one request for a double-clicked submit', async () => {
    const h = await startProfiles(provider, [signupEffect]);
    signUp(h, main);
    h.log.append(
      'signup/submitted',
      h.log.all().find((e) => e.type === 'signup/submitted')?.payload as never,
    );
    await waitFor(h, 'signup/succeeded');
    expect(h.calls().filter((c) => c === 'POST /users')).toHaveLength(1);
  });
});

describe("the login's availability", () => {
  /** The sign-up form open, its login still empty. */
  const openedWithoutLogin = async () => {
    const h = await startProfiles(provider, [signupEffect]);
    h.log.append('profiles/form-opened', {
      form: 'signup',
      profileId: null,
      values: { login: '' },
      drawer: false,
    });
    return h;
  };
  const edit = (h: Awaited<ReturnType<typeof startProfiles>>, value: string) =>
    h.log.append('profiles/field-edited', { form: 'signup', field: 'login', value });

  it('is asked at most once a second, the latest login at the end of the second', async () => {
    const h = await openedWithoutLogin();
    for (const value of ['ja', 'jan', 'jana', 'alice']) edit(h, value);
    await waitFor(h, 'signup/login-checked');
    expect(h.calls().filter((c) => c === 'POST /users/check-login')).toHaveLength(1);
    h.time.maxFrames = LOGIN_CHECK_THROTTLE_MS - 1;
    h.time.flush();
    await new Promise((r) => setTimeout(r, 0));
    expect(h.calls().filter((c) => c === 'POST /users/check-login')).toHaveLength(1);
    h.time.maxFrames = LOGIN_CHECK_THROTTLE_MS;
    h.time.flush();
    await waitFor(h, 'signup/login-checked', 2);
    const asked = h.log
      .all()
      .flatMap((e) => (e.type === 'signup/login-check-started' ? [e.payload.login] : []));
    expect(asked).toEqual(['ja', 'alice']);
    expect(h.state().profileForms.signup.login).toEqual({ status: 'taken', login: 'alice' });
  });

  it('is asked for the login a begun sign-up brings back after a reload (decision 060)', async () => {
    const h = await startProfiles(provider, [signupEffect]);
    const values = { login: 'brand.new', street: 'Hlavná 12' };
    h.log.append('profiles/drafts-restored', {
      forms: [
        { form: 'signup', values, initial: { login: '', street: '' }, touched: ['login'], drawer: false },
      ],
    });
    await waitFor(h, 'signup/login-checked');
    expect(h.state().profileForms.signup.login).toEqual({ status: 'free', login: 'brand.new' });
  });

  it('is not asked for a login of invalid format', async () => {
    const h = await openedWithoutLogin();
    edit(h, 'j');
    edit(h, 'jana nova');
    h.time.flush();
    await new Promise((r) => setTimeout(r, 0));
    expect(h.calls()).not.toContain('POST /users/check-login');
  });

  it('says a new login is free', async () => {
    const h = await openedWithoutLogin();
    h.log.append('profiles/field-committed', { form: 'signup', field: 'login', value: 'brand.new' });
    await waitFor(h, 'signup/login-checked');
    expect(h.state().profileForms.signup.login).toEqual({ status: 'free', login: 'brand.new' });
  });
});

describe("the 'saved in clipboard' hint", () => {
  it(`goes away ${CLIPBOARD_HINT_MS / 1000} s after the copy`, async () => {
    const h = await startProfiles(provider, [signupEffect]);
    h.log.append('signup/password-copied', {});
    expect(h.state().profileForms.signup.passwordCopied).toBe(true);
    h.time.flush();
    expect(h.state().profileForms.signup.passwordCopied).toBe(false);
    expect(h.time.now()).toBe(CLIPBOARD_HINT_MS);
  });
});
