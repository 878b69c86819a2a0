/**
 * What the sign-up form says while a sign-up whose reply was lost is found out (decision 076):
 * checking (announced, nothing to press), still unknown (Try again reads again, never signs up
 * again), or the account may exist (log in to continue, with the app's login).
 */
import { useTranslation } from 'react-i18next';
import { useDispatch } from '../../../app/services';
import { useAppSelector } from '../../../app/use-app-selector';

export function SignupOutcome() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const status = useAppSelector((state) => state.profileForms.signup.status);
  if (status === 'checking')
    return (
      <p className="signup-form__outcome" role="status">
        {t('signup.outcome.checking')}
      </p>
    );
  if (status === 'unknown')
    return (
      <div className="signup-form__outcome" role="alert">
        <p>{t('signup.outcome.unknown')}</p>
        <button type="button" className="button" onClick={() => dispatch('signup/recheck-requested', {})}>
          {t('common.retry')}
        </button>
      </div>
    );
  if (status === 'may-exist')
    return (
      <div className="signup-form__outcome" role="alert">
        <p>{t('signup.outcome.may_exist')}</p>
        <button
          type="button"
          className="button button--primary"
          onClick={() => dispatch('ui/login-started', {})}
        >
          {t('login.login_button')}
        </button>
      </div>
    );
  return null;
}
