/**
 * The header's account entry: the customer's login and a logout button once logged in (contract
 * §1.10: logged in = the cart has a user; logout is a full-page redirect, src/effects/ui/logout.ts),
 * otherwise a button that opens the login drawer, the app's own counterpart of the host site's
 * login links. Once pressed, logout stays disabled and busy while the browser leaves.
 * Below the md breakpoint the logged-in entry folds into a disclosure button (decision 031), so the
 * header keeps to one line; from md up the button is hidden and the login and logout show inline.
 */
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { accountView } from '../../../projections/layout/selectors';
import { useDispatch } from '../../app/services';
import { sameValue } from '../../../projections/shared/same-value';
import { useAppSelector } from '../../app/use-app-selector';
import { BusyButton } from '../../ui/busy-button';
import { useDisclosure } from '../../ui/use-disclosure';

export function AccountEntry() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const view = useAppSelector(accountView, sameValue);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement | null>(null);
  const toggleRef = useRef<HTMLButtonElement | null>(null);
  const [open, toggle] = useDisclosure(rootRef, toggleRef);
  if (view.loggedIn)
    return (
      <div className="account-entry" data-open={open} ref={rootRef}>
        <button
          type="button"
          ref={toggleRef}
          className="account-entry__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={toggle}
        >
          <span className="account-entry__avatar" aria-hidden="true">
            {view.login.slice(0, 1).toUpperCase()}
          </span>
          <span className="visually-hidden">{t('layout.account.menu')}</span>
        </button>
        <div id={panelId} className="account-entry__panel">
          <span className="account-entry__login">
            {t('layout.account.logged_in_as', { login: view.login })}
          </span>
          <BusyButton
            className="link-button account-entry__logout"
            busy={view.loggingOut}
            onClick={() => dispatch('ui/logout-requested', {})}
          >
            {t('layout.account.logout')}
          </BusyButton>
        </div>
      </div>
    );
  return (
    <button
      type="button"
      className="button account-entry account-entry__login-button"
      aria-haspopup="dialog"
      onClick={() => dispatch('ui/side-panel-opened', { panel: 'login' })}
    >
      {t('layout.account.login')}
    </button>
  );
}
