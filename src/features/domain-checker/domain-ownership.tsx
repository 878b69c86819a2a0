/**
 * The answer to "this is my domain" (spec §6): the domain is the customer's, it is not
 * (`domain.current_user_is_not_the_owner`), or a login is needed first (with the login button).
 */
import { match } from 'ts-pattern';
import { useTranslation } from 'react-i18next';
import type { Ownership } from '../../../projections/domain-checker/state';
import { useDispatch } from '../../app/services';

export function DomainOwnership({ ownership }: { ownership: Ownership }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  // Exhaustive: a new ownership status fails the typecheck until it is shown here.
  return match(ownership)
    .with({ status: 'checking' }, () => (
      <p className="domain-row__note">{t('domain_checker.my_domain.checking')}</p>
    ))
    .with({ status: 'owner' }, () => (
      <p className="message message--success">{t('domain_checker.my_domain.owner')}</p>
    ))
    .with({ status: 'not-owner' }, () => (
      <p className="message message--error" role="alert">
        {t('domain.current_user_is_not_the_owner')}
      </p>
    ))
    .with({ status: 'login-needed' }, () => (
      <p className="message message--info">
        {t('domain.user_not_logged_in')}{' '}
        <button
          type="button"
          className="button"
          onClick={() => dispatch('ui/side-panel-opened', { panel: 'login' })}
        >
          {t('domain_checker.login')}
        </button>
      </p>
    ))
    .with({ status: 'failed' }, ({ error }) => (
      <p className="message message--error" role="alert">
        {t(error.messageKey)}
      </p>
    ))
    .exhaustive();
}
