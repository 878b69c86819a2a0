/**
 * The cart items as the customer is about to order them: name, domain, period and price.
 */
import { useTranslation } from 'react-i18next';
import type { CartItem } from '../../../../events/contract/cart';
import { useServices } from '../../../app/services';
import { formatPrice } from '../../../i18n/format';
import { periodLabel } from '../../../i18n/period-label';

export function RecapItems({ items, currency }: { items: readonly CartItem[]; currency: string }) {
  const { t } = useTranslation();
  const { locale } = useServices();
  return (
    <table className="recap-items">
      <caption className="visually-hidden">{t('recapitulation.items')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('recapitulation.item')}</th>
          <th scope="col">{t('recapitulation.period')}</th>
          <th scope="col">{t('recapitulation.price')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id}>
            <th scope="row">
              {item.name}
              {typeof item.properties.domain === 'string' && item.properties.domain !== '' && (
                <span className="recap-items__domain"> {item.properties.domain}</span>
              )}
            </th>
            <td>{periodLabel(item.period, locale)}</td>
            <td>{formatPrice(item.price.vatExcluded, currency, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
