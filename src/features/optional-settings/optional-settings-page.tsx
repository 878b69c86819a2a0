/**
 * The optional-settings page (route `mandatory`, named `optional`, spec §2): every cart item with
 * optional editable properties, each settable here, and the way back to the cart.
 */
import { useTranslation } from 'react-i18next';
import { isLoggedIn, loadedCart } from '../../../projections/selectors';
import { useAppState } from '../../app/services';
import { AppLink } from '../../ui/link-button';
import { Spinner } from '../../ui/spinner';
import { OptionalSettingsItem } from './optional-settings-item';

export default function OptionalSettingsPage() {
  const { t } = useTranslation();
  const state = useAppState();
  const cart = loadedCart(state);
  const items = (cart?.items ?? []).filter((item) => item.optionalEditableProperties.length > 0);
  return (
    <section className="page page--optional" aria-labelledby="optional-title">
      <h1 id="optional-title">{t('optional.title')}</h1>
      {cart === null ? (
        <Spinner />
      ) : items.length === 0 ? (
        <p>{t('optional.empty')}</p>
      ) : (
        <>
          <p>{t('optional.text')}</p>
          <ul className="optional-items">
            {items.map((item) => (
              <OptionalSettingsItem
                key={item.id}
                item={item}
                profiles={state.profiles.domain.list}
                loggedIn={isLoggedIn(state)}
              />
            ))}
          </ul>
        </>
      )}
      <AppLink to="/checkout" className="button">
        {t('optional.back')}
      </AppLink>
    </section>
  );
}
