/**
 * The right-side login drawer of spec §2 (main layout): existing customer → login (full-page
 * redirect to the login URL), new customer → register (second step of the workflow), help link.
 * Opening and closing are intents, so the panel is part of the recorded session.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppState, useDispatch, useServices } from '../../app/services';

const GENERIC_HELP_URL = 'https://www.websupport.sk/podpora/';

export function LoginPanel() {
  const { t } = useTranslation();
  const state = useAppState();
  const dispatch = useDispatch();
  const { config } = useServices();
  const closeRef = useRef<HTMLButtonElement>(null);
  const open = state.ui.sidePanel === 'login';
  useEffect(() => {
    if (!open) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') dispatch('ui/side-panel-closed', {});
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, dispatch]);
  if (!open) return null;
  const secondStep = config.workflow === 2 ? 'domain-profile' : 'billing-profile';
  return (
    <div className="side-panel" role="dialog" aria-modal="true" aria-labelledby="login-panel-title">
      <button
        ref={closeRef}
        type="button"
        className="side-panel__close"
        aria-label={t('login.close')}
        onClick={() => dispatch('ui/side-panel-closed', {})}
      >
        ×
      </button>
      <h2 id="login-panel-title">{t('login.existing_customer')}</h2>
      <p>{t('login.existing_customer.text')}</p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => dispatch('ui/login-started', {})}
      >
        {t('login.login_button')}
      </button>
      <p className="delimiter">{t('cart.or')}</p>
      <h2>{t('login.new_customer')}</h2>
      <p>{t('login.new_customer.text')}</p>
      <button
        type="button"
        className="button"
        onClick={() => dispatch('steps/user-step-set', { step: secondStep })}
      >
        {t('login.register_button')}
      </button>
      <a className="side-panel__help" href={config.supportUrl ?? GENERIC_HELP_URL}>
        {t('login.help')}
      </a>
    </div>
  );
}
