/**
 * The cart view: the items of the cart and its summary. Issue 2 shows the items so every route
 * works end to end; the full cart screen of spec §2 (cross-sell, coupons, note, upload, quick
 * order, login panel) is issue 3.
 */
import { useTranslation } from 'react-i18next';
import { useAppState, useServices } from '../../app/services';
import { itemState, loadedCart } from '../../../projections/selectors';
import { formatPrice } from '../../i18n/format';
import { Spinner } from '../../ui/spinner';
import { CartItemRow } from './cart-item-row';

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
      <ul className="cart-items" aria-label={t('step.cart')}>
        {cart.items.map((item) => (
          <CartItemRow
            key={item.id}
            item={item}
            currency={currency}
            loading={itemState(state, item.id).loading}
          />
        ))}
      </ul>
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
