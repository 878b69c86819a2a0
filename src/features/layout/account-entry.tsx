/**
 * The header's account entry: the customer's login and a logout button once logged in (contract
 * §1.10: logged in = the cart has a user; logout is a full-page redirect, src/effects/logout.ts),
 * otherwise a button that opens the login drawer, the app's own counterpart of the host site's
 * login links. Once pressed, logout stays disabled and busy while the browser leaves.
 */
import { useTranslation } from 'react-i18next';
import { accountView } from '../../../projections/selectors-layout';
import { useDispatch } from '../../app/services';
import { sameView } from '../../app/same-view';
import { useAppSelector } from '../../app/use-app-selector';

export function AccountEntry() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const view = useAppSelector(accountView, sameView);
  if (view.loggedIn)
    return (
      <span className="account-entry">
        <span>{t('layout.account.logged_in_as', { login: view.login })}</span>
        <button
          type="button"
          className="link-button account-entry__logout"
          disabled={view.loggingOut}
          aria-busy={view.loggingOut}
          onClick={() => dispatch('ui/logout-requested', {})}
        >
          {view.loggingOut && <span className="spinner__dot" aria-hidden="true" />}
          {t('layout.account.logout')}
        </button>
      </span>
    );
  return (
    <button
      type="button"
      className="button account-entry"
      aria-haspopup="dialog"
      onClick={() => dispatch('ui/side-panel-opened', { panel: 'login' })}
    >
      {t('layout.account.login')}
    </button>
  );
}
