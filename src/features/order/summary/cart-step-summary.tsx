/**
 * The cart step in the order view: how many items and the total; editing it means going back to
 * the cart view.
 */
import { useTranslation } from 'react-i18next';
import { loadedCart } from '../../../../projections/cart/selectors';
import { useServices } from '../../../app/services';
import { sameValue } from '../../../../projections/shared/same-value';
import { useAppSelector } from '../../../app/use-app-selector';
import { formatPrice } from '../../../i18n/format';

export function CartStepSummary() {
  const { t } = useTranslation();
  const { locale } = useServices();
  const cart = useAppSelector(loadedCart, sameValue);
  if (!cart) return null;
  const total = formatPrice(cart.summary.price.vatIncluded, cart.summary.currency.name, locale);
  return (
    <p className="order-step__summary">{t('order.cart_summary', { count: cart.items.length, total })}</p>
  );
}
