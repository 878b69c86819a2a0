/**
 * A sign-up whose reply is lost (issue 30, decision 076), against the mock provider: the outcome
 * is unknown, not failed; the app finds out by reading the session (E40) and the login's
 * availability (E41), never by signing up again, and keeps everything the customer typed.
 */
import { describe, expect, it } from 'vitest';
import { performMockLogin } from '../../fixtures/provider/login-standin';
import { loadedCart } from '../../projections/cart/selectors';
import { foldAll } from '../../projections/fold';
import { isReportableError } from '../../src/effects/app/error-reporting';
import { signupEffect } from '../../src/effects/signup/signup';
import { buildSignupRequest } from '../../src/features/order/signup/signup-request';
import { SIGNUP_PASSWORD_SECRET, keepSecret } from '../../src/shared/secret-vault';
import { until, useTestProvider, waitFor } from '../support/provider-harness';
import { startProfiles, type ProfilesHarness } from '../effects/support/profiles-harness';
import { JANA_SIGNUP_MAIN } from '../support/signup-form';

const provider = useTestProvider();

const main = JANA_SIGNUP_MAIN;

function submit(h: ProfilesHarness): void {
  const built = buildSignupRequest({
    workflow: 1,
    main,
    other: null,
    different: false,
    domainApplies: true,
    password: 'Secret-Pass-1!',
    thirdPartyConsent: false,
  });
  keepSecret(SIGNUP_PASSWORD_SECRET, 'Secret-Pass-1!');
  h.log.append('signup/submitted', built);
}

async function opened(): Promise<ProfilesHarness> {
  const h = await startProfiles(provider, [signupEffect]);
  h.log.append('profiles/form-opened', { form: 'signup', profileId: null, values: main, drawer: false });
  return h;
}

const accounts = () => provider.store.state.users.filter((u) => u.login === 'jana.nova');
const posts = (h: ProfilesHarness) => h.calls().filter((c) => c === 'POST /users').length;
const settled = (h: ProfilesHarness) =>
  h.log.all().flatMap((e) => (e.type === 'signup/outcome-settled' ? [e.payload.outcome] : []));

/** The state as the unknown outcome was recorded, before any reading settled it. */
function atUnknown(h: ProfilesHarness) {
  const at = h.log.all().findIndex((e) => e.type === 'signup/outcome-unknown');
  return foldAll(h.log.all().slice(0, at + 1));
}

describe('a sign-up whose reply is lost after the account was made', () => {
  it('is unknown, then the customer is told the account may exist and offered the login; one account', async () => {
    const h = await opened();
    provider.store.setFaults({ dropReply: true, method: 'POST', pathPattern: '/users$', times: 1 });
    submit(h);
    await waitFor(h, 'signup/outcome-settled');
    const unknown = h.log.all().find((e) => e.type === 'signup/outcome-unknown');
    expect(unknown?.payload).toMatchObject({ login: 'jana.nova', error: { kind: 'network' } });
    expect(isReportableError(unknown!)).toBe(true);
    expect(atUnknown(h).profileForms.signup.status).toBe('checking');
    expect(settled(h)).toEqual(['may-exist']);
    const state = h.state();
    expect(state.profileForms.signup.status).toBe('may-exist');
    expect(h.count('signup/failed')).toBe(0);
    // nothing typed is lost, and the form can be used again (the provider refuses the same login)
    expect(state.profileForms.forms.signup?.values).toMatchObject({ login: 'jana.nova', street: 'Hlavná 1' });
    expect(state.profileForms.forms.signup?.status).toBe('editing');
    expect(accounts()).toHaveLength(1);
    expect(posts(h)).toBe(1);
    expect(h.calls()).toEqual(expect.arrayContaining(['GET /users', 'POST /users/check-login']));
  });

  it('goes on as after a sign-up when the session is the new account (a provider that logs in at sign-up)', async () => {
    const h = await startProfiles(provider, []);
    const real = h.deps.api.signUp;
    h.deps.api = {
      ...h.deps.api,
      signUp: async (request, o) => {
        const result = await real(request, o);
        performMockLogin(provider.store, { login: 'jana.nova' });
        return result;
      },
    };
    signupEffect(h.deps);
    h.log.append('profiles/form-opened', { form: 'signup', profileId: null, values: main, drawer: false });
    provider.store.setFaults({ dropReply: true, method: 'POST', pathPattern: '/users$', times: 1 });
    submit(h);
    await waitFor(h, 'signup/succeeded');
    expect(settled(h)).toEqual(['created']);
    expect(h.log.all().find((e) => e.type === 'steps/user-step-set')?.payload).toEqual({
      step: 'payment-method',
    });
    await waitFor(h, 'cart/received', 2);
    expect(loadedCart(h.state())?.user?.login).toBe('jana.nova');
    expect(accounts()).toHaveLength(1);
    expect(posts(h)).toBe(1);
  });

  it('stays unknown while the reading fails too; a second press sends nothing, Try again reads again', async () => {
    const h = await opened();
    provider.store.setFaults([
      { dropReply: true, method: 'POST', pathPattern: '/users$', times: 1 },
      { dropReply: true, method: 'GET', pathPattern: '/users$', times: 1 },
    ]);
    submit(h);
    await waitFor(h, 'signup/recheck-failed');
    expect(h.state().profileForms.signup.status).toBe('unknown');
    submit(h);
    await until(() => false, 20);
    expect(posts(h)).toBe(1);
    expect(h.state().profileForms.signup.status).toBe('unknown');
    h.log.append('signup/recheck-requested', {});
    await waitFor(h, 'signup/outcome-settled');
    expect(settled(h)).toEqual(['may-exist']);
    expect(posts(h)).toBe(1);
    expect(accounts()).toHaveLength(1);
  });
});

describe('a sign-up whose reply came from a gateway, not the provider', () => {
  it('was not made when the login is still free: the usual failure, and the button works again', async () => {
    const h = await opened();
    provider.store.setFaults({
      status: 502,
      malformedBody: true,
      method: 'POST',
      pathPattern: '/users$',
      times: 1,
    });
    submit(h);
    await waitFor(h, 'signup/failed');
    expect(settled(h)).toEqual(['not-created']);
    expect(h.state().profileForms.signup.status).toBe('failed');
    expect(h.state().profileForms.forms.signup?.values.login).toBe('jana.nova');
    expect(accounts()).toHaveLength(0);
    submit(h);
    await waitFor(h, 'signup/succeeded');
    expect(posts(h)).toBe(2);
    expect(accounts()).toHaveLength(1);
  });
});
