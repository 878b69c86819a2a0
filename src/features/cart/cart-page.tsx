/**
 * The cart view: the items of the cart and its summary. Issue 2 shows the items so every route
 * works end to end; the full cart screen of spec §2 (cross-sell, coupons, note, upload, quick
 * order, login panel) is issue 3.
 */
import { useTranslation } from 'react-i18next';
import { useAppState, useServices } from '../../app/services';
import { loadedCart } from '../../../projections/selectors';
import { formatPrice } from '../../i18n/format';
import { Spinner } from '../../ui/spinner';
import { CartItemList } from './items/cart-item-list';

export default function CartPage() {
  const { t } = useTranslation();
  const state = useAppState();
  const { locale } = useServices();
  const cart = loadedCart(state);
  if (!cart) return <Spinner />;
  const currency = cart.summary.currency.name;
  return (
    <section className="page page--cart" aria-labelledby="cart-title">
      <h1 id="cart-title">{t('step.cart')}</h1>
      <CartItemList cart={cart} />
      <aside className="cart-summary" aria-label={t('summary.title')}>
        <dl>
          <dt>{t('summary.vat_excluded')}</dt>
          <dd>{formatPrice(cart.summary.price.vatExcluded, currency, locale)}</dd>
          <dt>{t('summary.vat', { percentage: cart.summary.price.vatPercentage })}</dt>
          <dd>{formatPrice(cart.summary.price.vatOnly, currency, locale)}</dd>
          <dt>{t('summary.vat_included')}</dt>
          <dd className="cart-summary__total">
            {formatPrice(cart.summary.price.vatIncluded, currency, locale)}
          </dd>
        </dl>
      </aside>
    </section>
  );
}
