/**
 * The header's account entry: the customer's login once logged in (contract §1.10: logged in =
 * the cart has a user), otherwise a button that opens the login drawer, the app's own counterpart
 * of the host site's login links.
 */
import { useTranslation } from 'react-i18next';
import { accountView } from '../../../projections/selectors-layout';
import { useAppState, useDispatch } from '../../app/services';

export function AccountEntry() {
  const { t } = useTranslation();
  const state = useAppState();
  const dispatch = useDispatch();
  const view = accountView(state);
  if (view.loggedIn)
    return <span className="account-entry">{t('layout.account.logged_in_as', { login: view.login })}</span>;
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
