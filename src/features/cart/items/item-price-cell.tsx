/**
 * The price cell of an item row: a spinner while a change to the item runs, the price, the old
 * price struck through with its discount, the per-month price and the renewal price.
 */
import { useTranslation } from 'react-i18next';
import type { CartItem } from '../../../../events/contract/cart';
import { useServices } from '../../../app/services';
import { formatPrice } from '../../../i18n/format';
import { renewalText } from '../../../i18n/period-label';
import { Spinner } from '../../../ui/spinner';
import { itemPriceView } from './item-price';

export function ItemPriceCell({
  item,
  currency,
  loading,
}: {
  item: CartItem;
  currency: string;
  loading: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useServices();
  const view = itemPriceView(item);
  const money = (amount: number) => formatPrice(amount, currency, locale);
  return (
    <div className="item-price">
      {loading && <Spinner labelKey="cart_items.updating" />}
      <span className="item-price__amount">{money(view.price)}</span>
      {view.originalPrice !== null && (
        <span className="item-price__old">
          <span className="visually-hidden">{t('cart_items.original_price')}</span>
          <s>{money(view.originalPrice)}</s>
          {view.discount !== null && (
            <span className="item-price__discount">
              {t('cart_items.discount', { percent: view.discount })}
            </span>
          )}
        </span>
      )}
      {view.perMonth !== null && (
        <span className="item-price__per-month">
          {money(view.perMonth)} {t('period.per_month')}
        </span>
      )}
      {view.prolong !== null && (
        <span className="item-price__prolong">
          {renewalText(t, money(view.prolong.price), view.prolong.period, locale)}
        </span>
      )}
    </div>
  );
}
