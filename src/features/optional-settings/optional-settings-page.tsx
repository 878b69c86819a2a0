/**
 * The optional-settings page (route `mandatory`, named `optional`, spec §2): every cart item with
 * optional editable properties, each settable here, and the way back to the cart.
 */
import { useTranslation } from 'react-i18next';
import { sameValue } from '../../../projections/shared/same-value';
import { isLoggedIn, loadedCart } from '../../../projections/cart/selectors';
import { useAppSelector } from '../../app/use-app-selector';
import { AppLink } from '../../ui/link-button';
import { Spinner } from '../../ui/spinner';
import { OptionalSettingsItem } from './optional-settings-item';
import { routePath } from '../../../events/route-table';

export default function OptionalSettingsPage() {
  const { t } = useTranslation();
  const cart = useAppSelector(loadedCart, sameValue);
  const profiles = useAppSelector((state) => state.profiles.domain.list, sameValue);
  const loggedIn = useAppSelector(isLoggedIn);
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
              <OptionalSettingsItem key={item.id} item={item} profiles={profiles} loggedIn={loggedIn} />
            ))}
          </ul>
        </>
      )}
      <AppLink to={routePath('checkout')} className="button">
        {t('optional.back')}
      </AppLink>
    </section>
  );
}
