/**
 * Sign-up during the order (spec §4, §5; contract E39, E41, §1.10): checks the typed login's
 * availability, sends the new-user request with a password that never entered the log, and follows
 * the provider's redirect. Readings: docs/decisions/046-profile-forms-and-sign-up.md ("The password
 * never enters the log", "Sign-up: which form is which"). A sign-up whose reply was lost is found
 * out, never sent again: docs/decisions/076-unknown-outcome-of-a-create.md.
 */
import {
  EMPTY,
  Subscription,
  asyncScheduler,
  exhaustMap,
  filter,
  from,
  map,
  mergeMap,
  switchMap,
  timer,
} from 'rxjs';
import type { PayloadOf } from '../../../events/catalogue/index';
import type { AppError } from '../../../events/app-error';
import type { AppEvent } from '../../../events/envelope';
import { REDACTED } from '../../../events/redact';
import type { SignUpRequest } from '../../api/endpoints/users';
import { isUnknownOutcome } from '../../api/unknown-outcome';
import { loginStruct } from '../../validation/signup-rules';
import { availabilityChecks } from '../availability-checks';
import type { EffectDeps } from '../runtime/deps';
import { ofType } from '../runtime/event-filters';
import { leaveApp } from '../nav/allowed-navigation';
import { SIGNUP_PASSWORD_SECRET, takeSecret } from '../../shared/secret-vault';
import { routePath } from '../../../events/route-table';

export const LOGIN_CHECK_THROTTLE_MS = 1000;
export const CLIPBOARD_HINT_MS = 5000;
const AFTER_SIGNUP_STEP = 'payment-method';

/**
 * The provider's redirect with the return parameters of contract §1.10 and the payment step; the
 * redirect as given when it is not a URL (the navigation rule then refuses it).
 */
function signupRedirectUrl(
  redirect: string,
  deps: Pick<EffectDeps, 'browser' | 'languagePrefix' | 'locale'>,
): string {
  const origin = deps.browser.origin();
  let url: URL;
  try {
    url = new URL(redirect, origin);
  } catch {
    return redirect;
  }
  url.searchParams.set('returnUrl', `${origin}${deps.languagePrefix()}${routePath('checkout')}`);
  url.searchParams.set('step', AFTER_SIGNUP_STEP);
  url.searchParams.set('language', deps.locale());
  return url.toString();
}

function withPassword(request: SignUpRequest): SignUpRequest {
  const kept = takeSecret(SIGNUP_PASSWORD_SECRET);
  const given = request.personalInformation.password;
  const password = given === REDACTED && kept !== undefined ? kept : (kept ?? given);
  return { ...request, personalInformation: { ...request.personalInformation, password } };
}

/** The sign-up's login this event brings (typed, or restored with its draft), or null. */
function typedLogin(event: AppEvent): string | null {
  if (event.type === 'profiles/field-edited' || event.type === 'profiles/field-committed')
    return event.payload.form === 'signup' && event.payload.field === 'login'
      ? String(event.payload.value).trim()
      : null;
  if (event.type !== 'profiles/drafts-restored') return null;
  const login = event.payload.forms.find((draft) => draft.form === 'signup')?.values.login;
  return typeof login === 'string' && login.trim() !== '' ? login.trim() : null;
}

interface UnknownSignup {
  login: string;
  error: AppError;
  forms: Pick<PayloadOf<'signup/failed'>, 'billingForm' | 'domainForm'>;
}

export function signupEffect(deps: EffectDeps): Subscription {
  const { log, api, scheduler } = deps;
  const subscription = new Subscription();
  /** The sign-up whose outcome is unknown, until a reading settles it (decision 076). */
  let unknown: UnknownSignup | null = null;
  /** A reading is on its way: a Try again meanwhile does not start another. */
  let reading = false;

  // The login's availability: only for a login of valid format, at most once a second (the latest
  // value is asked at the end of the second). A login back with its begun sign-up after a reload
  // (form-drafts.ts) is asked too: nothing else would ask it, as the customer need not type it again.
  subscription.add(
    log.events$
      .pipe(
        map(typedLogin),
        filter((login): login is string => login !== null),
        availabilityChecks({
          rule: loginStruct,
          periodMs: LOGIN_CHECK_THROTTLE_MS,
          scheduler,
          ask: (login) => {
            log.append('signup/login-check-started', { login });
            return api.checkLogin(login);
          },
        }),
      )
      .subscribe(({ value: login, result }) => {
        if (result.ok) log.append('signup/login-checked', { login, free: result.value.free });
        else log.append('signup/login-check-failed', { login, error: result.error });
      }),
  );

  // One request at a time; the password comes from the secret vault (the intent holds '[redacted]').
  subscription.add(
    log.events$
      .pipe(
        ofType('signup/submitted'),
        exhaustMap((e) => from(submit(e.payload))),
      )
      .subscribe(),
  );

  // Try again while the outcome is unknown reads again (one reading at a time), never signs up again.
  subscription.add(
    log.events$
      .pipe(
        ofType('signup/recheck-requested'),
        exhaustMap(() => from(unknown && !reading ? reconcile(unknown) : Promise.resolve())),
      )
      .subscribe(),
  );

  // The 'saved in clipboard' hint goes away after 5 s.
  subscription.add(
    log.events$
      .pipe(
        ofType('signup/password-copied'),
        switchMap(() => timer(CLIPBOARD_HINT_MS, scheduler ?? asyncScheduler)),
        mergeMap(() => {
          log.append('signup/password-hint-expired', {});
          return EMPTY;
        }),
      )
      .subscribe(),
  );

  /**
   * Success sets the user step to payment-method and follows the provider's redirect (its
   * auto-login) with the login's return parameters, where the navigation rule allows it (decision
   * 040: a `javascript:` URL or a foreign origin is refused and said); without a redirect, or with a
   * refused one, the cart is read again.
   */
  async function submit(payload: PayloadOf<'signup/submitted'>): Promise<void> {
    // While an earlier sign-up's outcome is unknown, nothing is sent again (the view offers none).
    if (unknown) return;
    const forms = { billingForm: payload.billingForm, domainForm: payload.domainForm };
    const result = await api.signUp(withPassword(payload.request));
    if (!result.ok) {
      if (!isUnknownOutcome(result.error)) {
        log.append('signup/failed', { error: result.error, ...forms });
        return;
      }
      const login = payload.request.personalInformation.login.trim();
      unknown = { login, error: result.error, forms };
      log.append('signup/outcome-unknown', { login, error: result.error, ...forms });
      await reconcile(unknown);
      return;
    }
    const redirect = result.value.redirect ?? null;
    log.append('signup/succeeded', { redirect, domainProfileId: result.value.domainProfile?.id ?? null });
    goOn(redirect);
  }

  /** After a sign-up: the payment step, by the provider's redirect (its auto-login) or in place. */
  function goOn(redirect: string | null): void {
    log.append('steps/user-step-set', { step: AFTER_SIGNUP_STEP });
    if (!redirect || !leaveApp(deps, signupRedirectUrl(redirect, deps), 'signup'))
      log.append('cart/load-requested', { reason: 'signup' });
  }

  /**
   * Finds out what became of a sign-up whose reply was lost (decision 076), by reading only: the
   * session's user (E40) is the new account → go on as after a sign-up; else the login's
   * availability (E41): taken → the account may exist, log in to continue; free → it was not made,
   * the form is offered again with the failure. A reading that fails leaves it unknown.
   */
  async function reconcile(pending: UnknownSignup): Promise<void> {
    reading = true;
    try {
      await read(pending);
    } finally {
      reading = false;
    }
  }

  async function read(pending: UnknownSignup): Promise<void> {
    const user = await api.getUser();
    if (user.ok && user.value.login.toLowerCase() === pending.login.toLowerCase()) {
      settle('created');
      log.append('signup/succeeded', { redirect: null, domainProfileId: null });
      goOn(null);
      return;
    }
    // 401 is the anonymous session's answer (E40 is auth: user); anything else is a failed reading.
    if (!user.ok && user.error.status !== 401) {
      log.append('signup/recheck-failed', { error: user.error });
      return;
    }
    const login = await api.checkLogin(pending.login);
    if (!login.ok) {
      log.append('signup/recheck-failed', { error: login.error });
      return;
    }
    if (!login.value.free) {
      settle('may-exist');
      return;
    }
    settle('not-created');
    log.append('signup/failed', { error: pending.error, ...pending.forms });
  }

  function settle(outcome: PayloadOf<'signup/outcome-settled'>['outcome']): void {
    unknown = null;
    log.append('signup/outcome-settled', { outcome });
  }

  return subscription;
}
