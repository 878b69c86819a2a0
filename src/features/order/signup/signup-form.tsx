/**
 * The sign-up form of the order (spec §2 "Billing profile step", §4 "Sign-up"): login with its
 * availability, password, the address (billing profile, or user information in the Swedish
 * workflow) with the registries' extra fields when the cart needs a domain profile, the optional
 * second address (different billing profile / domain holder), the bonus card, and the terms
 * consent that sign-up forces. A submit with problems shows them all, sends nothing and names them
 * in page order (the scroll effect brings the first into view and focuses it); otherwise the
 * password goes to the secret vault and the request to the log (redacted there).
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { newProfileValues } from '../../../../projections/profiles/values';
import { sameValue } from '../../../../projections/shared/same-value';
import { loadedCart } from '../../../../projections/cart/selectors';
import {
  domainProfileStepApplies,
  profileForm,
  signupHead,
} from '../../../../projections/profiles/selectors';
import { useDispatch, useServices } from '../../../app/services';
import { useAppSelector } from '../../../app/use-app-selector';
import { useStateReader } from '../../../app/use-state-reader';
import { formFieldElementId } from '../../../shared/element-ids';
import { SIGNUP_PASSWORD_SECRET, keepSecret } from '../../../shared/secret-vault';
import { FormErrorSummary } from '../../../ui/form-error-summary';
import { Spinner } from '../../../ui/spinner';
import { validateSignup } from '../../../validation/signup-rules';
import { AddressForm } from '../address/address-form';
import { FieldMessage } from '../address/field-message';
import { invalidFieldsInPageOrder } from '../address/form-layout';
import { PolicyLink } from '../summary/policy-link';
import { LoginField, loginCheckMessage } from './login-field';
import { PasswordField } from './password-field';
import { SignupOutcome } from './signup-outcome';
import { buildSignupRequest, signupRoles } from './signup-request';

export function SignUpForm() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const { config } = useServices();
  const readState = useStateReader();
  const main = useAppSelector(signupHead, sameValue);
  const otherMissing = useAppSelector((state) => profileForm(state, 'signup-other') === undefined);
  const signup = useAppSelector((state) => state.profileForms.signup, sameValue);
  const domainApplies = useAppSelector(domainProfileStepApplies);
  const [password, setPassword] = useState('');
  const [passwordTouched, setPasswordTouched] = useState(false);
  const different = main?.different === true;
  const mainMissing = main === undefined;
  // Asked by the state when the effect runs, not the one rendered: a begun sign-up restored after a
  // reload (decision 060) may have arrived in between, and opening the form empty would wipe it.
  useEffect(() => {
    if (!mainMissing || profileForm(readState(), 'signup') !== undefined) return;
    const values = { ...newProfileValues(config.companyCountry), login: '', terms: false, different: false };
    dispatch('profiles/form-opened', { form: 'signup', profileId: null, values, drawer: false });
  }, [mainMissing, config.companyCountry, dispatch, readState]);
  useEffect(() => {
    if (!different || !otherMissing || profileForm(readState(), 'signup-other') !== undefined) return;
    const values = newProfileValues(config.companyCountry);
    dispatch('profiles/form-opened', { form: 'signup-other', profileId: null, values, drawer: false });
  }, [different, otherMissing, config.companyCountry, dispatch, readState]);
  if (!main) return <Spinner />;

  const roles = signupRoles(config.workflow, different, domainApplies);
  const additionalMain = roles.main !== 'billing' && domainApplies;
  const additionalOther = roles.other === 'domain' && domainApplies;
  // While a lost sign-up is found out (decision 076) nothing can be sent again or changed.
  const checking = signup.status === 'checking' || signup.status === 'unknown';
  const submitting = signup.status === 'submitting' || signup.status === 'succeeded' || checking;
  const login = main.login;
  const check = signup.login;
  const own = validateSignup({ login, password, terms: main.terms });
  const taken = loginCheckMessage(check, login).error;
  const server = (field: 'login' | 'password' | 'terms') => main.serverErrors[field]?.translationKey;
  const loginShown = main.submitted || main.loginTouched;
  const loginError = server('login') ?? (loginShown ? (own.login ?? taken) : taken);
  const passwordError = server('password') ?? (passwordTouched || main.submitted ? own.password : undefined);
  const termsError = server('terms') ?? (main.submitted ? own.terms : undefined);
  const commit = (field: string, value: string | boolean) =>
    dispatch('profiles/field-committed', { form: 'signup', field, value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const state = readState();
    const values = profileForm(state, 'signup')?.values ?? {};
    const other = profileForm(state, 'signup-other');
    const mainFields = invalidFieldsInPageOrder(state, config, 'signup', roles.main, additionalMain, {
      problems: { ...own, ...(taken ? { login: taken } : {}) },
      before: ['login', 'password'],
      after: ['terms'],
    });
    const otherFields = roles.other
      ? invalidFieldsInPageOrder(state, config, 'signup-other', roles.other, additionalOther)
      : [];
    if (mainFields.length > 0 || otherFields.length > 0) {
      setPasswordTouched(true);
      // In page order: the scroll effect takes the first invalid field to scroll to and focus.
      dispatch('profiles/form-rejected', { form: 'signup', fields: mainFields });
      if (roles.other) dispatch('profiles/form-rejected', { form: 'signup-other', fields: otherFields });
      return;
    }
    const built = buildSignupRequest({
      workflow: config.workflow,
      main: values,
      other: other?.values ?? null,
      different,
      domainApplies,
      password,
      thirdPartyConsent: loadedCart(state)?.thirdPartyConsent ?? false,
    });
    keepSecret(SIGNUP_PASSWORD_SECRET, password);
    dispatch('signup/submitted', built);
  };

  const differentKey = config.workflow === 2 ? 'signup.different.billing' : 'signup.different.domain';
  const otherTitle = roles.other === 'billing' ? 'signup.other.billing' : 'signup.other.domain';
  return (
    <form
      className="signup-form"
      noValidate
      onSubmit={submit}
      aria-labelledby="signup-title"
      aria-busy={submitting}
    >
      <h3 id="signup-title">{t('signup.title')}</h3>
      <fieldset className="signup-form__account" disabled={submitting}>
        <legend>{t('signup.account')}</legend>
        <LoginField
          committed={login}
          check={check}
          error={loginError}
          disabled={submitting}
          onCommit={(v) => commit('login', v.trim())}
          onEdit={(v) =>
            dispatch('profiles/field-edited', { form: 'signup', field: 'login', value: v.trim() })
          }
        />
        <PasswordField
          value={password}
          error={passwordError}
          copied={signup.passwordCopied}
          disabled={submitting}
          onChange={setPassword}
          onBlur={() => setPasswordTouched(true)}
          onCopied={() => dispatch('signup/password-copied', {})}
        />
      </fieldset>
      <fieldset className="signup-form__address" disabled={submitting}>
        <legend>
          {t(config.workflow === 2 ? 'signup.address.user_information' : 'signup.address.billing')}
        </legend>
        <AddressForm
          form="signup"
          purpose={roles.main}
          additional={additionalMain}
          disabled={submitting}
          showFormError={false}
        />
      </fieldset>
      <div className="checkbox">
        <input
          id="signup-different"
          type="checkbox"
          checked={different}
          disabled={submitting}
          onChange={(e) => commit('different', e.target.checked)}
        />
        <label htmlFor="signup-different">{t(differentKey)}</label>
      </div>
      {roles.other && !otherMissing && (
        <fieldset className="signup-form__other" disabled={submitting}>
          <legend>{t(otherTitle)}</legend>
          <AddressForm
            form="signup-other"
            purpose={roles.other}
            additional={additionalOther}
            disabled={submitting}
            showFormError={false}
          />
        </fieldset>
      )}
      <div className="checkbox">
        <input
          id={formFieldElementId('signup', 'terms')}
          type="checkbox"
          checked={main.terms === true}
          required
          aria-required
          aria-invalid={termsError ? true : undefined}
          aria-describedby={termsError ? 'signup-terms-message' : undefined}
          disabled={submitting}
          onChange={(e) => commit('terms', e.target.checked)}
        />
        <label htmlFor="signup-terms">{t('signup.terms')}</label> <PolicyLink policy="terms" />
      </div>
      <FieldMessage inputId={formFieldElementId('signup', 'terms')} error={termsError} />
      <FormErrorSummary text={main.error ? t(main.error.translationKey, main.error.values ?? {}) : null} />
      <SignupOutcome />
      <div className="order-step__footer">
        <button
          type="button"
          className="button"
          disabled={submitting}
          onClick={() => dispatch('steps/back-requested', {})}
        >
          {t('common.back')}
        </button>
        <button type="submit" className="button button--primary" disabled={submitting} aria-busy={submitting}>
          {t(submitting && !checking ? 'signup.submitting' : 'signup.submit')}
        </button>
      </div>
    </form>
  );
}
