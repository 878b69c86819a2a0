/**
 * The right-side login drawer of spec §2 (main layout): logo, existing customer → login (a
 * full-page redirect to the login URL, src/effects/ui/login.ts), 'or', new customer → register (the
 * workflow's second step, src/effects/layout/register.ts), and a help link with the helpdesk hours
 * (src/ui/helpdesk.tsx). A modal dialog: focus stays inside while open, Escape and the backdrop close it,
 * and focus returns to what opened it. Opening, closing and both buttons are events in the log.
 */
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { sameValue } from '../../../projections/shared/same-value';
import { loginPanelView } from '../../../projections/layout/selectors';
import { useDispatch } from '../../app/services';
import { useAppSelector } from '../../app/use-app-selector';
import { BusyButton } from '../../ui/busy-button';
import { CloseButton } from '../../ui/close-button';
import { HelpdeskContact } from '../../ui/helpdesk';
import { useDialogFocus } from '../../ui/use-dialog-focus';
import { Wordmark } from '../../ui/wordmark';

export function LoginPanel() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const panel = useRef<HTMLDivElement>(null);
  const view = useAppSelector(loginPanelView, sameValue);
  const close = useCallback(() => dispatch('ui/side-panel-closed', {}), [dispatch]);
  useDialogFocus(panel, { open: view.open, onEscape: close });
  if (!view.open) return null;
  const busy = view.loggingIn || view.registering;
  return (
    <div className="side-panel-layer">
      {/* A pointer convenience: Escape and the close button are the keyboard ways out. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div className="side-panel__backdrop" data-testid="side-panel-backdrop" onClick={close} />
      <div
        ref={panel}
        className="side-panel login-panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby="login-panel-title"
        tabIndex={-1}
      >
        <div className="login-panel__head">
          <Wordmark className="login-panel__logo" />
          <CloseButton className="icon-button side-panel__close" label={t('login.close')} onClick={close} />
        </div>
        <h2 id="login-panel-title" className="visually-hidden">
          {t('login.panel.title')}
        </h2>
        <section className="login-panel__block" aria-labelledby="login-existing-title">
          <h3 id="login-existing-title">{t('login.existing_customer')}</h3>
          <p>{t('login.existing_customer.text')}</p>
          <BusyButton
            className="button button--primary login-panel__action"
            busy={view.loggingIn}
            disabled={busy}
            onClick={() => dispatch('ui/login-started', {})}
          >
            {t('login.login_button')}
          </BusyButton>
        </section>
        <p className="delimiter">{t('cart.or')}</p>
        <section className="login-panel__block" aria-labelledby="login-new-title">
          <h3 id="login-new-title">{t('login.new_customer')}</h3>
          <p>{t('login.new_customer.text')}</p>
          <BusyButton
            className="button login-panel__action"
            busy={view.registering}
            disabled={busy}
            onClick={() => dispatch('layout/register-requested', {})}
          >
            {t('login.register_button')}
          </BusyButton>
        </section>
        <footer className="login-panel__footer">
          <HelpdeskContact />
        </footer>
      </div>
    </div>
  );
}
